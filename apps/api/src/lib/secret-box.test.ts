import { describe, expect, it } from 'vitest';
import { open, seal } from './secret-box.ts';

describe('secret box', () => {
  const key = 'una-clave-de-prueba-larga';

  it('seals with a fresh nonce each time and opens with the same key', () => {
    const a = seal(key, 'JBSWY3DPEHPK3PXP');
    const b = seal(key, 'JBSWY3DPEHPK3PXP');
    expect(a).toMatch(/^v1\./);
    expect(a).not.toBe(b);
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(open(key, a)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses another key and a changed value', () => {
    const sealed = seal(key, 'JBSWY3DPEHPK3PXP');
    expect(() => open('otra-clave-de-prueba-larga', sealed)).toThrow();
    expect(() => open(undefined, sealed)).toThrow();
    const tampered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}${sealed.slice(-1)}`;
    expect(() => open(key, tampered)).toThrow();
  });

  it('keeps values unsealed without a key, and opens them once a key is set', () => {
    const plain = seal(undefined, 'JBSWY3DPEHPK3PXP');
    expect(plain).toBe('plain.JBSWY3DPEHPK3PXP');
    expect(open(undefined, plain)).toBe('JBSWY3DPEHPK3PXP');
    expect(open(key, plain)).toBe('JBSWY3DPEHPK3PXP');
  });
});
