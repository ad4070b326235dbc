import { describe, expect, it } from 'vitest';
import { amountToInput, amountTone, entryKindOf, parseEntryAmount, signedAmount, splitStatus } from './amounts.ts';

describe('amount sign from the type', () => {
  it('makes expenses negative and income positive, whatever sign was typed', () => {
    expect(signedAmount('expense', 1250)).toBe(-1250);
    expect(signedAmount('expense', -1250)).toBe(-1250);
    expect(signedAmount('income', -1250)).toBe(1250);
    expect(signedAmount('income', 0)).toBe(0);
    expect(entryKindOf(-1)).toBe('expense');
    expect(entryKindOf(5)).toBe('income');
  });

  it('parses typed amounts as positive minor units and refuses empty or zero', () => {
    expect(parseEntryAmount('1.234,56', 'EUR')).toEqual({ ok: true, minor: 123456 });
    expect(parseEntryAmount('-45,3', 'EUR')).toEqual({ ok: true, minor: 4530 });
    expect(parseEntryAmount('12.500', 'COP')).toEqual({ ok: true, minor: 12500 });
    expect(parseEntryAmount('', 'EUR')).toEqual({ ok: false, message: 'Escribe el importe' });
    expect(parseEntryAmount('0,00', 'EUR')).toEqual({ ok: false, message: 'El importe no puede ser cero' });
    expect(parseEntryAmount('abc', 'EUR').ok).toBe(false);
  });

  it('colours income green and expenses red, with a plus for money in', () => {
    expect(amountTone('income', 100)).toEqual({ color: 'green.8', prefix: '+' });
    expect(amountTone('expense', -100)).toEqual({ color: 'red.7', prefix: '' });
    expect(amountTone('transfer', 100)).toEqual({ color: undefined, prefix: '+' });
  });
});

describe('splitStatus', () => {
  it('tells what is left to assign and balances only at exactly zero', () => {
    const lines = [{ amount: '30' }, { amount: '12,50' }];
    expect(splitStatus('50', lines, 'EUR')).toEqual({ total: 5000, assigned: 4250, remaining: 750, invalidLines: [], balanced: false });
    expect(splitStatus('42,50', lines, 'EUR').balanced).toBe(true);
    expect(splitStatus('40', lines, 'EUR').remaining).toBe(-250);
  });

  it('flags empty or malformed lines and needs at least two', () => {
    const status = splitStatus('10', [{ amount: '10' }, { amount: '' }], 'EUR');
    expect(status.invalidLines).toEqual([1]);
    expect(status.balanced).toBe(false);
    expect(splitStatus('10', [{ amount: '10' }], 'EUR').balanced).toBe(false);
  });

  it('has no remaining while the total does not parse', () => {
    expect(splitStatus('x', [{ amount: '1' }, { amount: '2' }], 'EUR')).toMatchObject({ total: null, remaining: null, assigned: 300 });
  });
});

describe('amountToInput', () => {
  it('groups thousands as people type them, with the currency’s decimals', () => {
    expect(amountToInput(-45_000_000, 'COP')).toBe('45.000.000');
    expect(amountToInput(450_000, 'COP')).toBe('450.000');
    expect(amountToInput(123_456, 'EUR')).toBe('1.234,56');
    expect(amountToInput(5, 'EUR')).toBe('0,05');
    expect(amountToInput(999, 'CLP')).toBe('999');
  });
});
