import { isUtf8 } from 'node:buffer';
import type { encodings } from '@cuentas/shared/schemas/imports';

export type Encoding = (typeof encodings)[number];

/**
 * The encoding of a bank's text file: a BOM says so (UTF-8, UTF-16 LE/BE); UTF-16 without one
 * shows as NUL bytes on every other position; otherwise UTF-8 when the bytes are valid UTF-8,
 * else Windows-1252, as Spanish banks export.
 */
export function detectEncoding(bytes: Uint8Array): Encoding {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  const utf16 = utf16WithoutBom(bytes);
  if (utf16) return utf16;
  // Checked in place: decoding only to see whether it fails made a second copy of the whole file.
  return isUtf8(bytes) ? 'utf-8' : 'windows-1252';
}

function utf16WithoutBom(bytes: Uint8Array): Encoding | null {
  const length = Math.min(bytes.length, 512) & ~1;
  if (length < 4) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let index = 0; index < length; index += 2) {
    if (bytes[index] === 0) evenZeros++;
    if (bytes[index + 1] === 0) oddZeros++;
  }
  const half = length / 2;
  if (oddZeros > half * 0.6 && evenZeros < half * 0.1) return 'utf-16le';
  if (evenZeros > half * 0.6 && oddZeros < half * 0.1) return 'utf-16be';
  return null;
}

export function decodeBytes(bytes: Uint8Array, encoding: Encoding): string {
  // TextDecoder drops a BOM by itself. WHATWG reads "iso-8859-1" as Windows-1252, its superset.
  return new TextDecoder(encoding).decode(bytes);
}

/** NUL bytes in text that is not UTF-16: a binary file (a PDF, an image, a zip that is not a workbook). */
export function looksBinary(bytes: Uint8Array, encoding: Encoding): boolean {
  if (encoding.startsWith('utf-16')) return false;
  const end = Math.min(bytes.length, 4096);
  for (let index = 0; index < end; index++) if (bytes[index] === 0) return true;
  return false;
}
