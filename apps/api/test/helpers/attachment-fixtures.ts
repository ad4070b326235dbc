import sharp from 'sharp';

/**
 * A phone photo as a camera writes it: taken sideways (EXIF orientation 6), with the make and
 * model and the GPS position of where it was taken. Built here so no personal photo sits in the repository.
 */
export async function phonePhoto(options: { width?: number; height?: number; noise?: boolean } = {}) {
  const width = options.width ?? 1200;
  const height = options.height ?? 900;
  const raw = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let i = 0; i < raw.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const x = (i / 3) % width;
    const y = Math.floor(i / 3 / width);
    // A paper-coloured ramp, with sensor noise when asked (it makes the file as big as a real photo).
    raw[i] = (200 + ((x + y) % 40) + (options.noise ? seed % 24 : 0)) & 0xff;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .withMetadata({
      orientation: 6,
      exif: {
        IFD0: { Make: 'Apple', Model: 'iPhone 15' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '40/1 25/1 1234/100',
          GPSLongitudeRef: 'W',
          GPSLongitude: '3/1 42/1 0/1',
        },
      },
    })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** The tags of a JPEG's first EXIF directory (IFD0), hex: '8825' is the pointer to the GPS block. */
export async function exifTags(jpeg: Buffer): Promise<string[]> {
  const { exif } = await sharp(jpeg).metadata();
  if (!exif) return [];
  const tiff = exif.subarray(6);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const start = u32(4);
  return Array.from({ length: u16(start) }, (_, index) => u16(start + 2 + index * 12).toString(16));
}

/** A one-page PDF as a shop's invoice software writes it. */
export function invoicePdf(extra = ''): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${extra}>>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
  );
}

export type UploadPart = { fileName: string; bytes: Buffer; contentType?: string };

/** A multipart/form-data body as a browser sends it, with one `files` part per file. */
export function multipartBody(parts: UploadPart[]) {
  const boundary = '----CuentasClarasBoundary7MA4YWxkTrZu0gW';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${part.fileName}"\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      part.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
