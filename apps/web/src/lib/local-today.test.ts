import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from './test-storage.ts';
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

  describe('the zone kept from the last visit', () => {
    afterEach(() => {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    });

    async function freshModule(kept: string | null) {
      vi.resetModules();
      const storage = createMemoryStorage();
      if (kept) storage.setItem('cc-time-zone', kept);
      vi.stubGlobal('localStorage', storage);
      const idle: (() => void)[] = [];
      vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
      return {
        module: await import('./local-today.ts'),
        storage,
        runIdle: () => idle.splice(0).forEach((task) => task()),
      };
    }

    it('keeps the device zone for the next page load', async () => {
      const { module, storage } = await freshModule(null);
      const zone = module.localTimeZone();
      expect(zone).toBeTruthy();
      expect(storage.getItem('cc-time-zone')).toBe(zone);
    });

    it('answers the first request with the kept zone without asking Intl, then checks it once idle', async () => {
      const device = Intl.DateTimeFormat().resolvedOptions().timeZone;
      const { module, runIdle } = await freshModule(device);
      const dateTimeFormat = vi.spyOn(Intl, 'DateTimeFormat');
      const changed = vi.fn();
      module.subscribeTimeZone(changed);
      try {
        expect(module.localTimeZone()).toBe(device);
        expect(dateTimeFormat).not.toHaveBeenCalled();
        runIdle();
        expect(dateTimeFormat).toHaveBeenCalledTimes(1);
        expect(changed).not.toHaveBeenCalled();
      } finally {
        dateTimeFormat.mockRestore();
      }
    });

    it('moves to the device zone and says so when the kept one is stale (the user travelled)', async () => {
      const device = Intl.DateTimeFormat().resolvedOptions().timeZone;
      const stale = device === 'Pacific/Kiritimati' ? 'America/Bogota' : 'Pacific/Kiritimati';
      const { module, storage, runIdle } = await freshModule(stale);
      const changed = vi.fn();
      module.subscribeTimeZone(changed);
      expect(module.localTimeZone()).toBe(stale);
      runIdle();
      expect(changed).toHaveBeenCalledTimes(1);
      expect(module.localTimeZone()).toBe(device);
      expect(storage.getItem('cc-time-zone')).toBe(device);
    });
  });
});
