import { describe, expect, it } from 'vitest';
import { localTimeZone, localToday } from './local-today.ts';

describe('localToday', () => {
  it('reads the local calendar date, not the UTC one', () => {
    expect(localToday(new Date(2026, 0, 9, 23, 59))).toBe('2026-01-09');
    expect(localToday(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
  });

  it('names the device time zone as an IANA zone Intl accepts', () => {
    const zone = localTimeZone();
    expect(zone).toMatch(/^(UTC|[A-Z][A-Za-z_-]+(\/[A-Za-z0-9_+-]+)+)$/);
    expect(new Intl.DateTimeFormat('en-CA', { timeZone: zone }).resolvedOptions().timeZone).toBe(zone);
  });
});
