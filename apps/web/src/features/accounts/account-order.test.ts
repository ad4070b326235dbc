import { describe, expect, it } from 'vitest';
import { groupAccountsByType, movability, moveWithinType } from './account-order.ts';

const account = (id: string, type: 'cash' | 'checking' | 'credit_card', archived = false) => ({
  id,
  type,
  archived_at: archived ? '2026-01-01T00:00:00.000Z' : null,
});

describe('groupAccountsByType', () => {
  it('follows the fixed type order, keeps the user order inside and drops empty groups', () => {
    const groups = groupAccountsByType([
      account('a', 'credit_card'),
      account('b', 'cash'),
      account('c', 'credit_card'),
      account('d', 'cash'),
    ]);
    expect(groups.map((group) => group.type)).toEqual(['cash', 'credit_card']);
    expect(groups[0]!.title).toBe('Efectivo');
    expect(groups[1]!.title).toBe('Tarjetas de crédito');
    expect(groups[1]!.accounts.map((item) => item.id)).toEqual(['a', 'c']);
  });
});

describe('moveWithinType', () => {
  const list = [
    account('a', 'cash'),
    account('b', 'checking'),
    account('c', 'cash'),
    account('d', 'cash', true),
    account('e', 'cash'),
  ];

  it('swaps with the nearest account of the same type, skipping other types', () => {
    expect(moveWithinType(list, 'c', 'up')).toEqual(['c', 'b', 'a', 'd', 'e']);
    expect(moveWithinType(list, 'a', 'down')).toEqual(['c', 'b', 'a', 'd', 'e']);
  });

  it('skips archived accounts when moving an active one, and the other way round', () => {
    expect(moveWithinType(list, 'c', 'down')).toEqual(['a', 'b', 'e', 'd', 'c']);
    expect(moveWithinType(list, 'd', 'up')).toBeNull();
  });

  it('returns null at the edges and for unknown ids', () => {
    expect(moveWithinType(list, 'a', 'up')).toBeNull();
    expect(moveWithinType(list, 'e', 'down')).toBeNull();
    expect(moveWithinType(list, 'zzz', 'up')).toBeNull();
    expect(movability(list, 'b')).toEqual({ up: false, down: false });
    expect(movability(list, 'c')).toEqual({ up: true, down: true });
  });
});
