import { describe, expect, it } from 'vitest';
import { hiddenAccountsBadge, hiddenAccountsSentence } from './hidden-accounts.ts';

const owner = (name: string, count = 1) => ({ member_id: '0192e4a0-0000-7000-8000-00000000000a', name, count });

describe('hidden accounts in words', () => {
  it('says nothing when nothing is hidden', () => {
    expect(hiddenAccountsSentence({ count: 0, owners: [] })).toBeNull();
    expect(hiddenAccountsBadge(undefined)).toBeNull();
  });

  it('names whose accounts the figures leave out', () => {
    expect(hiddenAccountsSentence({ count: 1, owners: [owner('Ana Gómez')] })).toBe(
      'No incluye 1 cuenta privada de Ana Gómez',
    );
    expect(hiddenAccountsBadge({ count: 1, owners: [owner('Ana Gómez')] })).toBe('+1 cuenta privada');
    expect(
      hiddenAccountsSentence({ count: 3, owners: [owner('Ana Gómez', 2), owner('Luis Soto'), owner('Vera Ruiz')] }),
    ).toBe('No incluye 3 cuentas privadas de Ana Gómez, Luis Soto y Vera Ruiz');
    expect(hiddenAccountsBadge({ count: 2, owners: [owner('Ana Gómez', 2)] })).toBe('+2 cuentas privadas');
  });
});
