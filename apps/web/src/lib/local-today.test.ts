import { describe, expect, it, vi } from 'vitest';
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

  it('reads the zone once per page load, not on every request', async () => {
    vi.resetModules();
    const fresh = await import('./local-today.ts');
    const dateTimeFormat = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      const zones = [fresh.localTimeZone(), fresh.localTimeZone(), fresh.localTimeZone()];
      expect(new Set(zones).size).toBe(1);
      expect(dateTimeFormat).toHaveBeenCalledTimes(1);
    } finally {
      dateTimeFormat.mockRestore();
    }
  });
});
