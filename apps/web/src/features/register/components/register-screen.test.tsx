// @vitest-environment happy-dom
import type { RegisterPage, RegisterRow } from '@cuentas/shared/schemas/register';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { errorMessages, fakeServer, toastsPerTest } from '../../../test/fakes.ts';
import { category, checking, transaction } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { RegisterScreen } from './register-screen.tsx';

const groceries = category('0b9e3a5e-0000-4000-8000-0000000000c1', 'Supermercado');
const shopping: RegisterRow = {
  ...transaction({
    id: '0b9e3a5e-0000-4000-8000-0000000000a1',
    payee: 'Mercadona',
    amount: -4_250,
    category_id: groceries.id,
    status: 'uncleared',
  }),
  running_balance: 145_750,
};
const salary: RegisterRow = {
  ...transaction({
    id: '0b9e3a5e-0000-4000-8000-0000000000a2',
    payee: 'Nómina',
    amount: 150_000,
    kind: 'income',
    date: '2026-11-01',
    status: 'reconciled',
  }),
  running_balance: 150_000,
};
const page: RegisterPage = {
  items: [shopping, salary],
  next_cursor: null,
  totals: {
    balance: 145_750,
    cleared_balance: 150_000,
    uncleared_count: 1,
    opening: { date: '2026-01-01', balance: 0 },
    last_reconciliation: null,
  },
};

function serve(post: (url: string) => Promise<unknown>) {
  return fakeServer({
    get: (url) => {
      if (url === `/accounts/${checking.id}/register`) return Promise.resolve(page);
      if (url === '/categories') return Promise.resolve([groceries]);
      return Promise.reject(new Error(`unexpected GET ${url}`));
    },
    post,
  });
}

const registerRequests = (server: ReturnType<typeof serve>) =>
  server.get.mock.calls.filter(([url]) => url === `/accounts/${checking.id}/register`).length;
const updated = () => Promise.resolve({ updated: 1 });

function renderRegister() {
  return renderWithProviders(
    <RegisterScreen
      account={checking}
      locale="es-ES"
      today="2026-11-26"
      reconcile={null}
      onReconcileClosed={vi.fn()}
    />,
  );
}

const toasts = toastsPerTest();

describe('the account register', () => {
  it('lists each movement with its category, its amount and the balance after it', async () => {
    serve(updated);
    renderRegister();
    const table = await screen.findByRole('table', { name: 'Movimientos de Cuenta nómina' });
    const row = await within(table).findByRole('row', { name: /^Mercadona, / });
    expect(row.textContent).toContain('Supermercado');
    expect(row.textContent?.replace(/\s/g, ' ')).toContain('-42,50 €');
    expect(row.textContent?.replace(/\s/g, ' ')).toContain('1.457,50 €');
    expect(
      within(table)
        .getByRole('row', { name: /^Nómina, / })
        .getAttribute('data-status'),
    ).toBe('reconciled');
  });

  it('confirms a pending movement with the bank and reloads the register', async () => {
    const server = serve(updated);
    renderRegister();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Marcar «Mercadona» como confirmado con el banco' }),
    );

    await waitFor(() =>
      expect(server.post).toHaveBeenCalledWith(`/accounts/${checking.id}/cleared`, {
        ids: [shopping.id],
        cleared: true,
        confirm_reconciled: false,
      }),
    );
    // The change invalidates the register (under the account's keys), which loads again.
    await waitFor(() => expect(registerRequests(server)).toBe(2));
  });

  it('asks before unlocking a reconciled movement, and says so to the server', async () => {
    const server = serve(updated);
    renderRegister();
    await userEvent.click(await screen.findByRole('button', { name: '«Nómina» está conciliado: desbloquearlo' }));

    const dialog = await screen.findByRole('dialog', { name: '¿Cambiar movimientos conciliados?' });
    expect(server.post).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, cambiarlos' }));

    await waitFor(() =>
      expect(server.post).toHaveBeenCalledWith(`/accounts/${checking.id}/cleared`, {
        ids: [salary.id],
        cleared: false,
        confirm_reconciled: true,
      }),
    );
  });

  it("tells a refused change once, in the server's words", async () => {
    const server = serve(() =>
      Promise.reject(
        new ApiError({ status: 409, kind: 'bad_request', errors: [{ message: 'Ese movimiento ya no existe' }] }),
      ),
    );
    renderRegister();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Marcar «Mercadona» como confirmado con el banco' }),
    );

    await waitFor(() => expect(errorMessages(toasts())).toEqual(['Ese movimiento ya no existe']));
    // Nothing changed: the register is not reloaded.
    expect(registerRequests(server)).toBe(1);
  });
});
