import { describe, expect, it } from 'vitest';
import { localDate, validTimeZone } from './local-date.ts';

describe('localDate', () => {
  const lateEvening = new Date('2026-12-01T02:30:00Z');

  it('is the calendar date where the user is', () => {
    expect(localDate(lateEvening, 'America/Mexico_City')).toBe('2026-11-30');
    expect(localDate(lateEvening, 'America/Argentina/Buenos_Aires')).toBe('2026-11-30');
    expect(localDate(lateEvening, 'Europe/Madrid')).toBe('2026-12-01');
    expect(localDate(new Date('2026-12-31T23:30:00Z'), 'Atlantic/Canary')).toBe('2026-12-31');
    expect(localDate(new Date('2026-12-31T23:30:00Z'), 'Europe/Madrid')).toBe('2027-01-01');
  });

  it('is UTC without a zone', () => {
    expect(localDate(lateEvening)).toBe('2026-12-01');
    expect(localDate(lateEvening, undefined)).toBe('2026-12-01');
  });
});

describe('validTimeZone', () => {
  it('accepts IANA names Intl knows', () => {
    expect(validTimeZone('America/Bogota')).toBe('America/Bogota');
    expect(validTimeZone('UTC')).toBe('UTC');
  });

  it("answers Intl's own spelling of a zone, so spellings share one cached formatter", () => {
    expect(validTimeZone('america/bogota')).toBe('America/Bogota');
    expect(validTimeZone('AMERICA/BOGOTA')).toBe('America/Bogota');
  });

  it('ignores anything else', () => {
    expect(validTimeZone(undefined)).toBeUndefined();
    expect(validTimeZone('')).toBeUndefined();
    expect(validTimeZone('Marte/Olympus')).toBeUndefined();
    expect(validTimeZone(['Europe/Madrid', 'UTC'])).toBeUndefined();
    expect(validTimeZone(`Europe/${'x'.repeat(80)}`)).toBeUndefined();
  });
});
