import { randomFillSync } from 'node:crypto';

// An import makes 100k ids in a few seconds: random bytes are drawn 4 kB at a time and each id is
// written as ASCII into one reused buffer, so an id costs one string instead of two buffers, a hex
// string and five slices (82 MB of garbage per 100k-row import, which grew the heap's peak).
const IDS_PER_DRAW = 256;
const random = Buffer.alloc(16 * IDS_PER_DRAW);
let randomOffset = random.length;
const HEX = Buffer.from('0123456789abcdef', 'latin1');
const text = Buffer.from('00000000-0000-0000-0000-000000000000', 'latin1');

/** The next 16 random bytes' offset in `random`. */
function nextRandom(): number {
  if (randomOffset + 16 > random.length) {
    randomFillSync(random);
    randomOffset = 0;
  }
  const offset = randomOffset;
  randomOffset += 16;
  return offset;
}

/** Where each of the 16 bytes starts in the text (8-4-4-4-12 hex digits, dashes between). */
const TEXT_POSITION = [0, 2, 4, 6, 9, 11, 14, 16, 19, 21, 24, 26, 28, 30, 32, 34];

/** Writes byte `index` (0–15) of the UUID as two hex digits at its place in the text. */
function writeByte(index: number, byte: number): void {
  const at = TEXT_POSITION[index]!;
  text[at] = HEX[byte >> 4]!;
  text[at + 1] = HEX[byte & 0x0f]!;
}

/**
 * A UUID v7 generator (RFC 9562): time-ordered, so keyset pages and indexes stay compact. Ids it
 * makes in the same millisecond stay in creation order: the 12 bits after the version hold a
 * counter (RFC 9562 §6.2, method 1) that starts at a random value each millisecond. A clock that
 * goes back keeps the last millisecond, so the order holds.
 */
export function createUuidv7(): (now?: number) => string {
  let lastMs = 0;
  let sequence = 0;
  return (now = Date.now()) => {
    const offset = nextRandom();
    if (now > lastMs) {
      lastMs = now;
      sequence = ((random[offset]! << 8) | random[offset + 1]!) & 0x7ff;
    } else {
      sequence++;
      if (sequence > 0xfff) {
        lastMs++;
        sequence = 0;
      }
    }
    // 48 bits of milliseconds, big-endian: the top 16 above 2^32, then the low 32.
    const high = Math.floor(lastMs / 0x1_0000_0000);
    const low = lastMs % 0x1_0000_0000;
    writeByte(0, (high >> 8) & 0xff);
    writeByte(1, high & 0xff);
    writeByte(2, (low >>> 24) & 0xff);
    writeByte(3, (low >>> 16) & 0xff);
    writeByte(4, (low >>> 8) & 0xff);
    writeByte(5, low & 0xff);
    writeByte(6, 0x70 | (sequence >> 8));
    writeByte(7, sequence & 0xff);
    writeByte(8, (random[offset + 2]! & 0x3f) | 0x80);
    for (let index = 9; index < 16; index++) writeByte(index, random[offset + index]!);
    return text.toString('latin1');
  };
}

/** The process's one generator: every id the app makes comes from it, in order. */
export const uuidv7 = createUuidv7();
