// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { errorMessages, fakeServer, toastsPerTest } from '../../../test/fakes.ts';
import { category, checking, transaction } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { initialFormValues } from '../lib/form-values.ts';
import { TransactionForm } from './transaction-form.tsx';

const groceries = category('0b9e3a5e-0000-4000-8000-0000000000c1', 'Supermercado');

function renderForm(onDone = vi.fn()) {
  renderWithProviders(
    <TransactionForm
      initial={initialFormValues({ kind: 'expense', accountId: checking.id, today: '2026-11-26' })}
      accounts={[checking]}
      categories={[groceries]}
      knownTags={[]}
      locale="es-ES"
      onDone={onDone}
      onCancel={vi.fn()}
    />,
  );
  return onDone;
}

// No category suggested for what is typed as the payee.
const noSuggestion = () => Promise.resolve({ category_id: null, payee: '', source: null });
const toasts = toastsPerTest();

describe('the transaction form', () => {
  it('saves an expense as money out, in cents, and says so', async () => {
    const saved = transaction({ amount: -1250, payee: 'Mercadona' });
    const server = fakeServer({ get: noSuggestion, post: () => Promise.resolve(saved) });
    const onDone = renderForm();

    await userEvent.type(screen.getByLabelText(/Importe/), '12,50');
    await userEvent.type(screen.getByLabelText('Beneficiario'), 'Mercadona');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledWith(saved));
    expect(server.post).toHaveBeenCalledWith(
      '/transactions',
      expect.objectContaining({ account_id: checking.id, date: '2026-11-26', amount: -1250, payee: 'Mercadona' }),
    );
    expect(toasts().success).toHaveBeenCalledWith('Movimiento guardado', expect.anything());
  });

  it('refuses an amount it cannot read, on its field, without asking the server', async () => {
    const server = fakeServer({ get: noSuggestion });
    const onDone = renderForm();

    await userEvent.type(screen.getByLabelText(/Importe/), 'doce');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(screen.getByLabelText(/Importe/).getAttribute('aria-invalid')).toBe('true'));
    expect(server.post).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });

  it("puts the server's field error under its field and toasts only what has no field", async () => {
    const refusal = new ApiError({
      status: 400,
      kind: 'bad_request',
      errors: [{ field: 'date', message: 'La fecha no puede ser futura' }, { message: 'Revisa los datos' }],
    });
    fakeServer({ get: noSuggestion, post: () => Promise.reject(refusal) });
    const onDone = renderForm();

    await userEvent.type(screen.getByLabelText(/Importe/), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    const dateError = await screen.findByText('La fecha no puede ser futura');
    expect(screen.getByLabelText(/Fecha/).getAttribute('aria-describedby')).toContain(dateError.id);
    // One toast, from the form itself: the query client's mutation cache leaves this one alone.
    expect(errorMessages(toasts())).toEqual(['Revisa los datos']);
    expect(onDone).not.toHaveBeenCalled();
  });
});
