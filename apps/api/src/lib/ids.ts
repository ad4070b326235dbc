import { randomBytes } from 'node:crypto';

let lastMs = 0;
let sequence = 0;

/**
 * UUID v7 (RFC 9562): time-ordered, so keyset pages and indexes stay compact. Ids made in the same
 * millisecond by this process stay in creation order: the 12 bits after the version hold a counter
 * (RFC 9562 §6.2, method 1) that starts at a random value each millisecond.
 */
export function uuidv7(now = Date.now()): string {
  if (now > lastMs) {
    lastMs = now;
    sequence = randomBytes(2).readUInt16BE() & 0x7ff;
  } else {
    sequence++;
    if (sequence > 0xfff) {
      lastMs++;
      sequence = 0;
    }
  }
  const bytes = randomBytes(16);
  bytes.writeUIntBE(lastMs, 0, 6);
  bytes[6] = 0x70 | (sequence >> 8);
  bytes[7] = sequence & 0xff;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
