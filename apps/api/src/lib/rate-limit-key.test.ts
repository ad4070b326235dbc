import { describe, expect, it } from 'vitest';
import { rateLimitKey } from './rate-limit-key.ts';

describe('rateLimitKey', () => {
  it('keys a request by its address, an IPv6 one by its subnet', () => {
    expect(rateLimitKey({ ip: '203.0.113.7' })).toBe('203.0.113.7');
    expect(rateLimitKey({ ip: '::ffff:203.0.113.7' })).toBe('203.0.113.7');
    expect(rateLimitKey({ ip: '2001:db8:1:2:3:4:5:6' })).toBe(rateLimitKey({ ip: '2001:db8:1:2:ffff:4:5:7' }));
  });

  it('gives a request whose client hung up a key instead of throwing', () => {
    expect(rateLimitKey({ ip: undefined })).toBe('sin-direccion');
    expect(rateLimitKey({})).toBe('sin-direccion');
  });
});
