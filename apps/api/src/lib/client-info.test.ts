import { describe, expect, it } from 'vitest';
import { deviceLabel, keptUserAgent, shortenIp } from './client-info.ts';

describe('client info kept on a session', () => {
  it('names browser and system from common User-Agents', () => {
    const cases: [string, string][] = [
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
        'Chrome en Windows',
      ],
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
        'Edge en Windows',
      ],
      ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox en Linux'],
      [
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
        'Safari en macOS',
      ],
      [
        'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
        'Samsung Internet en Android',
      ],
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1',
        'Chrome en iPhone',
      ],
      ['curl/8.5.0', 'Navegador desconocido'],
    ];
    for (const [ua, label] of cases) expect(deviceLabel(ua)).toBe(label);
    expect(deviceLabel(null)).toBe('Navegador desconocido');
  });

  it('keeps only the network part of an address', () => {
    expect(shortenIp('203.0.113.45')).toBe('203.0.113.x');
    expect(shortenIp('::ffff:198.51.100.7')).toBe('198.51.100.x');
    expect(shortenIp('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3:…');
    expect(shortenIp('2001:db8::1')).toBe('2001:db8:…');
    expect(shortenIp('::1')).toBe('0:…');
    expect(shortenIp('no es una ip')).toBeNull();
    expect(shortenIp(undefined)).toBeNull();
  });

  it('keeps at most 300 characters of a User-Agent, and nothing for an empty one', () => {
    expect(keptUserAgent('x'.repeat(1000))).toHaveLength(300);
    expect(keptUserAgent('')).toBeNull();
    expect(keptUserAgent(undefined)).toBeNull();
  });
});
