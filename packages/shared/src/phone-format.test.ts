import { describe, expect, it } from 'vitest';
import { formatPhone, phoneExampleFor } from './phone-format.ts';

describe('formatPhone', () => {
  it('groups mobile numbers as each country writes them', () => {
    expect(formatPhone('+573001234567')).toBe('+57 300 123 4567');
    expect(formatPhone('+525512345678')).toBe('+52 55 1234 5678');
    expect(formatPhone('+34612345678')).toBe('+34 612 34 56 78');
    expect(formatPhone('+5491123456789')).toBe('+54 9 11 2345 6789');
    expect(formatPhone('+56912345678')).toBe('+56 9 1234 5678');
    expect(formatPhone('+51912345678')).toBe('+51 912 345 678');
  });

  it('falls back to groups of three, and leaves what is not E.164 alone', () => {
    expect(formatPhone('+59171234567')).toBe('+591 712 345 67');
    expect(formatPhone('3001234567')).toBe('3001234567');
  });

  it('has an example per country, Colombia’s by default', () => {
    expect(phoneExampleFor('MX')).toBe('+52 55 1234 5678');
    expect(phoneExampleFor(null)).toBe('+57 300 123 4567');
  });
});
