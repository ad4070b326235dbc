import type { Account } from '@cuentas/shared/schemas/accounts';
import type { Category } from '@cuentas/shared/schemas/categories';
import type { Transaction } from '@cuentas/shared/schemas/transactions';

export const checking: Account = {
  id: '0b9e3a5e-0000-4000-8000-000000000001',
  name: 'Cuenta nómina',
  type: 'checking',
  currency: 'EUR',
  opening_balance: 0,
  opening_date: '2026-01-01',
  credit_limit: null,
  last_digits: null,
  bank: null,
  position: 0,
  archived_at: null,
  balance: 150_000,
  available_credit: null,
  created_at: '2026-01-01T00:00:00.000Z',
};

export function category(
  id: string,
  name: string,
  kind: Category['kind'] = 'expense',
  parentId: string | null = null,
): Category {
  return {
    id,
    name,
    kind,
    parent_id: parentId,
    icon: 'tag',
    color: '#228be6',
    position: 0,
    archived_at: null,
    transaction_count: 0,
  };
}

export function transaction(overrides: Partial<Transaction>): Transaction {
  return {
    id: '0b9e3a5e-0000-4000-8000-0000000000a1',
    account_id: checking.id,
    date: '2026-11-20',
    amount: -1250,
    currency: 'EUR',
    payee: 'Mercadona',
    notes: '',
    category_id: null,
    tags: [],
    kind: 'expense',
    transfer_id: null,
    counterpart: null,
    splits: [],
    status: 'uncleared',
    origin: 'manual',
    original_text: '',
    created_at: '2026-11-20T10:00:00.000Z',
    attachment_count: 0,
    ...overrides,
  };
}
