import type { Account } from '@cuentas/shared/schemas/accounts';
import type { Category } from '@cuentas/shared/schemas/categories';
import { describe, expect, it } from 'vitest';
import { accountOptions, categoryOptions } from './options.ts';

const account = (id: string, archived = false) =>
  ({ id, name: id.toUpperCase(), currency: 'EUR', archived_at: archived ? '2026-01-01' : null }) as Account;
const category = (id: string, parent: string | null, kind: 'income' | 'expense' = 'expense', position = 0) =>
  ({
    id,
    parent_id: parent,
    kind,
    name: id,
    icon: '',
    color: '#000',
    position,
    archived_at: null,
    transaction_count: 0,
  }) as Category;

describe('picker options', () => {
  it('lists open accounts and keeps an archived current one', () => {
    expect(accountOptions([account('a'), account('b', true)]).map((option) => option.value)).toEqual(['a']);
    expect(accountOptions([account('a'), account('b', true)], 'b')).toEqual([
      { value: 'a', label: 'A · EUR' },
      { value: 'b', label: 'B · EUR' },
    ]);
  });

  it('groups categories of one kind', () => {
    const list = [
      category('Hogar', null, 'expense', 1),
      category('Luz', 'Hogar'),
      category('Ocio', null, 'expense', 0),
      category('Salario', null, 'income'),
    ];
    expect(categoryOptions(list, 'expense')).toEqual([
      { group: 'Ocio', items: [{ value: 'Ocio', label: 'Ocio' }] },
      { group: 'Hogar', items: [{ value: 'Luz', label: 'Luz' }] },
    ]);
    expect(categoryOptions(list, 'income')).toEqual([
      { group: 'Salario', items: [{ value: 'Salario', label: 'Salario' }] },
    ]);
  });
});
