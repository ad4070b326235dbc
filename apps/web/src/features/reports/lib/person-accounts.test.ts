import type { Account } from '@cuentas/shared/schemas/accounts';
import { describe, expect, it } from 'vitest';
import { chosenPerson, personOptions } from './person-accounts.ts';

const ana = { id: '0192e4a0-0000-7000-8000-00000000000a', name: 'Ana Gómez' };
const luis = { id: '0192e4a0-0000-7000-8000-00000000000b', name: 'Luis Soto' };
const account = (id: string, owner: string | null) => ({ id, owner_id: owner }) as Account;

describe('reports by person', () => {
  const accounts = [account('a1', ana.id), account('a2', ana.id), account('s1', null)];

  it('offers the people who own accounts and the shared ones, as account filters', () => {
    expect(personOptions(accounts, [ana, luis])).toEqual([
      { value: ana.id, label: 'Cuentas de Ana Gómez', accountIds: ['a1', 'a2'] },
      { value: 'shared', label: 'Compartidas', accountIds: ['s1'] },
    ]);
    expect(personOptions([account('s1', null)], [ana, luis])).toEqual([]);
  });

  it('recognises a person from the accounts chosen, whatever their order', () => {
    const options = personOptions(accounts, [ana, luis]);
    expect(chosenPerson(options, ['a2', 'a1'])).toBe(ana.id);
    expect(chosenPerson(options, ['a1'])).toBe('');
    expect(chosenPerson(options, [])).toBe('');
  });
});
