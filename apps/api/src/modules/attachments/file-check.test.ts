import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/errors.ts';
import { exifTags, invoicePdf, phonePhoto } from '../../../test/helpers/attachment-fixtures.ts';
import { MAX_IMAGE_SIDE, cleanFileName, pdfHasActiveContent, prepareFile } from './file-check.ts';

async function refusal(name: string, bytes: Buffer): Promise<HttpError> {
  const error = await prepareFile(name, bytes).catch((err: unknown) => err);
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('photos are re-encoded', () => {
  it('drops the GPS position and every EXIF tag, and turns the photo upright', async () => {
    const photo = await phonePhoto({ width: 600, height: 400 });
    expect(await exifTags(photo)).toContain('8825');
    const prepared = await prepareFile('ticket mercadona.jpeg', photo);
    expect(prepared.contentType).toBe('image/jpeg');
    expect(prepared.fileName).toBe('ticket mercadona.jpg');
    const metadata = await sharp(prepared.data).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(await exifTags(prepared.data)).toEqual([]);
    // Orientation 6: the sideways 600×400 sensor image is a 400×600 portrait once upright.
    expect([prepared.width, prepared.height]).toEqual([400, 600]);
    expect([metadata.width, metadata.height]).toEqual([400, 600]);
  });

  it('caps the long side and makes a small thumbnail', async () => {
    const photo = await phonePhoto({ width: 3000, height: 1000 });
    const prepared = await prepareFile('factura.jpg', photo);
    expect(Math.max(prepared.width!, prepared.height!)).toBe(MAX_IMAGE_SIDE);
    const thumbnail = await sharp(prepared.thumbnail!).metadata();
    expect(Math.max(thumbnail.width, thumbnail.height)).toBe(320);
    expect(thumbnail.format).toBe('jpeg');
  });

  it('takes PNG and WebP screenshots and stores them as JPEG', async () => {
    const base = sharp({
      create: { width: 200, height: 120, channels: 4, background: { r: 0, g: 80, b: 160, alpha: 0.5 } },
    });
    for (const bytes of [await base.clone().png().toBuffer(), await base.clone().webp().toBuffer()]) {
      const prepared = await prepareFile('captura.png', bytes);
      expect((await sharp(prepared.data).metadata()).format).toBe('jpeg');
      expect(prepared.fileName).toBe('captura.jpg');
    }
  });
});

describe('files are judged by their bytes', () => {
  it('refuses SVG, HTML and XML named as photos, with a Spanish message on the field', async () => {
    const fakes = {
      'recibo.jpg': '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>',
      'foto.jpg': '<!doctype html><html><body><script>fetch("/api/me")</script></body></html>',
      'factura.pdf': '<?xml version="1.0"?><factura><total>45,30</total></factura>',
      'ticket.png': '#!/bin/sh\nrm -rf ~\n',
    };
    for (const [name, text] of Object.entries(fakes)) {
      const error = await refusal(name, Buffer.from(text));
      expect(error.statusCode).toBe(400);
      expect(error.errors[0]).toEqual({
        message: `El archivo «${name}» no es una foto (JPEG, PNG, WebP o HEIC) ni un PDF. Solo se pueden adjuntar fotos y PDF.`,
        field: 'files',
      });
    }
  });

  it('refuses an empty file and a broken JPEG', async () => {
    expect((await refusal('vacio.jpg', Buffer.alloc(0))).errors[0]!.message).toBe('El archivo «vacio.jpg» está vacío.');
    const photo = await phonePhoto({ width: 300, height: 200 });
    const cut = photo.subarray(0, 400);
    expect((await refusal('cortada.jpg', cut)).errors[0]!.message).toMatch(/No pudimos leer la imagen «cortada.jpg»/);
  });

  it('turns a real iPhone-style HEIC (HEVC) into a JPEG without its EXIF', async () => {
    // Encoded here with Debian's heif-enc (libheif + x265) from a 600×800 receipt photo carrying
    // an iPhone's make and a GPS position: sharp's own binaries refuse HEVC, heic-decode reads it.
    const heic = readFileSync(new URL('../../../test/fixtures/recibo-iphone.heic', import.meta.url));
    await expect(sharp(heic).toBuffer()).rejects.toThrow(/HEVC/);
    const prepared = await prepareFile('IMG_2041.HEIC', heic);
    expect(prepared).toMatchObject({ contentType: 'image/jpeg', fileName: 'IMG_2041.jpg', width: 600, height: 800 });
    const metadata = await sharp(prepared.data).metadata();
    expect([metadata.format, metadata.exif]).toEqual(['jpeg', undefined]);
    // The decoded picture is the receipt, not a blank: dark print on light paper.
    const { channels } = await sharp(prepared.data).stats();
    expect(channels[0]!.min).toBeLessThan(80);
    expect(channels[0]!.max).toBeGreaterThan(200);
    expect(prepared.thumbnail!.length).toBeGreaterThan(0);
  });

  it('refuses a HEIC it cannot decode, asking for a JPEG', async () => {
    // The header of an iPhone photo (ftyp heic) with no image after it.
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic'), Buffer.alloc(64)]);
    const error = await refusal('IMG_0001.HEIC', heic);
    expect(error.errors[0]!.message).toMatch(/Envíala como JPEG/);
  });

  it('keeps a plain PDF byte for byte, and refuses one that carries JavaScript', async () => {
    const pdf = invoicePdf();
    const prepared = await prepareFile('Factura 2026-031.PDF', pdf);
    expect(prepared).toMatchObject({
      contentType: 'application/pdf',
      fileName: 'Factura 2026-031.pdf',
      thumbnail: null,
    });
    expect(prepared.data.equals(pdf)).toBe(true);
    const scripted = invoicePdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >> ');
    expect((await refusal('factura.pdf', scripted)).errors[0]!.message).toMatch(/contiene código \(JavaScript\)/);
  });
});

describe('pdfHasActiveContent', () => {
  it('finds JavaScript written with #xx escapes and inside compressed object streams', () => {
    expect(pdfHasActiveContent(invoicePdf('/AA << /O << /S /J#61vaScript /J#53 (x) >> >> '))).toBe(true);
    const hidden = deflateSync(Buffer.from('<< /S /JavaScript /JS (app.launchURL("x")) >>'));
    const objectStream = Buffer.concat([
      Buffer.from('%PDF-1.5\n3 0 obj\n<< /Type /ObjStm /Filter /FlateDecode >>\nstream\n'),
      hidden,
      Buffer.from('\nendstream\nendobj\n%%EOF\n'),
    ]);
    expect(pdfHasActiveContent(objectStream)).toBe(true);
  });

  it('does not mistake ordinary names for scripts', () => {
    expect(pdfHasActiveContent(invoicePdf('/JSONData (x) /Lang (es-ES) '))).toBe(false);
  });
});

describe('cleanFileName', () => {
  it('keeps the name the user knows, without a path or control characters, with the stored extension', () => {
    expect(cleanFileName('C:\\Users\\ana\\Ticket «Día».jpeg', 'jpg')).toBe('Ticket «Día».jpg');
    expect(cleanFileName('../../etc/passwd', 'pdf')).toBe('passwd.pdf');
    expect(cleanFileName('a\u202Egpj.exe', 'jpg')).toBe('agpj.jpg');
    expect(cleanFileName('', 'jpg')).toBe('adjunto.jpg');
  });
});
