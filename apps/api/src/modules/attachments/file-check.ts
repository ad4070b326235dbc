// heic-decode has no types of its own; the reference brings them to every project that compiles this file.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./heic-decode.d.ts" />
import { inflateSync } from 'node:zlib';
import { attachmentMessages, MAX_ATTACHMENT_FILE_BYTES } from '@cuentas/shared/schemas/attachments';
import { badRequest } from '../../lib/errors.ts';

/** The long side of a stored photo: a receipt stays legible, a 12 MP photo shrinks to a fifth. */
export const MAX_IMAGE_SIDE = 2560;
export const THUMBNAIL_SIDE = 320;

export type PreparedFile = {
  contentType: 'image/jpeg' | 'application/pdf';
  fileName: string;
  data: Buffer;
  width: number | null;
  height: number | null;
  thumbnail: Buffer | null;
};

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
const HEIC_TYPES = new Set(['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence']);

/** A name the user recognises, with no path, control characters or quotes; its extension follows the stored type. */
export function cleanFileName(name: string, extension: string): string {
  const base = name
    .normalize('NFC')
    .replace(/^.*[\\/]/, '')
    .replace(/[\p{Cc}\p{Cf}"<>|*?:]+/gu, '')
    .replace(/\.[^.]{1,5}$/, '')
    .trim()
    .slice(0, 120);
  return `${base || 'adjunto'}.${extension}`;
}

// PDF names may be written with #xx escapes (/J#53 is /JS), so they are decoded before the search.
const ACTIVE_PDF_NAMES = /\/(?:JS|JavaScript|Launch|RichMedia)(?![A-Za-z0-9])/;
const decodeNames = (text: string) =>
  text.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * Whether a PDF carries code or actions that run when it is opened. The names are looked for in
 * the file and inside its compressed streams (object streams hide dictionaries there), inflating
 * at most 50 MB in all so a compression bomb costs nothing.
 */
export function pdfHasActiveContent(data: Buffer): boolean {
  const text = data.toString('latin1');
  if (ACTIVE_PDF_NAMES.test(decodeNames(text))) return true;
  let budget = 50 * 1024 * 1024;
  const streams = /stream\r?\n/g;
  for (let match = streams.exec(text); match && budget > 0; match = streams.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end === -1) break;
    try {
      const inflated = inflateSync(data.subarray(start, end), { maxOutputLength: budget });
      budget -= inflated.length;
      if (ACTIVE_PDF_NAMES.test(decodeNames(inflated.toString('latin1')))) return true;
    } catch {
      // Not deflated (an image), or cut short: nothing readable to search.
    }
    streams.lastIndex = end;
  }
  return false;
}

async function decodeHeic(data: Buffer, name: string) {
  try {
    const { default: decode } = await import('heic-decode');
    const image = await decode({ buffer: data });
    return { raw: Buffer.from(image.data.buffer), width: image.width, height: image.height };
  } catch {
    throw badRequest(attachmentMessages.heicUnreadable(name), 'files');
  }
}

/**
 * Re-encodes a photo (decision 042): turned upright by its EXIF orientation, every metadata block
 * (GPS, camera, owner) dropped, at most MAX_IMAGE_SIDE on its long side, as JPEG; plus a thumbnail.
 */
export async function reencodeImage(data: Buffer, heic: boolean, name: string) {
  const { default: sharp } = await import('sharp');
  const decoded = heic ? await decodeHeic(data, name) : null;
  const source = decoded
    ? sharp(decoded.raw, { raw: { width: decoded.width, height: decoded.height, channels: 4 } })
    : sharp(data, { failOn: 'error', limitInputPixels: 100_000_000 });
  try {
    // sharp writes no metadata unless asked (withMetadata/keepExif): the output carries none.
    const upright = source.rotate().flatten({ background: '#ffffff' });
    const { data: stored, info } = await upright
      .clone()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await sharp(stored)
      .resize({ width: THUMBNAIL_SIDE, height: THUMBNAIL_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 70 })
      .toBuffer();
    return { data: stored, width: info.width, height: info.height, thumbnail };
  } catch {
    throw badRequest(attachmentMessages.unreadableImage(name), 'files');
  }
}

/**
 * Checks one uploaded file by its bytes, never its name or the type the browser claimed, and
 * prepares what is stored: photos re-encoded, PDFs kept as they are once found free of scripts.
 * Anything else (SVG, HTML, XML, scripts, archives) is refused with the reason in Spanish.
 */
export async function prepareFile(originalName: string, data: Buffer): Promise<PreparedFile> {
  const name = originalName.slice(0, 200) || 'archivo';
  if (data.length === 0) throw badRequest(attachmentMessages.empty(name), 'files');
  if (data.length > MAX_ATTACHMENT_FILE_BYTES) throw badRequest(attachmentMessages.tooLarge(name), 'files');
  // file-type loads with the first file, not at every start.
  const { fileTypeFromBuffer } = await import('file-type');
  const mime = (await fileTypeFromBuffer(data))?.mime ?? '';
  if (mime === 'application/pdf') {
    if (pdfHasActiveContent(data)) throw badRequest(attachmentMessages.pdfWithScript(name), 'files');
    return {
      contentType: mime,
      fileName: cleanFileName(name, 'pdf'),
      data,
      width: null,
      height: null,
      thumbnail: null,
    };
  }
  if (IMAGE_TYPES.has(mime) || HEIC_TYPES.has(mime)) {
    const image = await reencodeImage(data, HEIC_TYPES.has(mime), name);
    return { contentType: 'image/jpeg', fileName: cleanFileName(name, 'jpg'), ...image };
  }
  throw badRequest(attachmentMessages.wrongType(name), 'files');
}
