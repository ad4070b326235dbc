import { isUtf8 } from 'node:buffer';
import type { encodings } from '@cuentas/shared/schemas/imports';

export type Encoding = (typeof encodings)[number];

/** UTF-8 when the bytes are valid UTF-8 (with or without BOM), otherwise Windows Latin-1, as Spanish banks export. */
export function detectEncoding(bytes: Uint8Array): Encoding {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  // Checked in place: decoding only to see whether it fails made a second copy of the whole file.
  return isUtf8(bytes) ? 'utf-8' : 'windows-1252';
}

export function decodeBytes(bytes: Uint8Array, encoding: Encoding): string {
  // TextDecoder drops a UTF-8 BOM by itself.
  return new TextDecoder(encoding).decode(bytes);
}
