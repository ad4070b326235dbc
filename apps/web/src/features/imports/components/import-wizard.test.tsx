// @vitest-environment happy-dom
import type { CommitResult, ImportAnalysis, ImportSummary, UploadResult } from '@cuentas/shared/schemas/imports';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { fakeServer, toastsPerTest } from '../../../test/fakes.ts';
import { category, checking } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ImportWizard } from './import-wizard.tsx';

const importId = '0b9e3a5e-0000-4000-8000-0000000000f1';
const summary: ImportSummary = {
  id: importId,
  account_id: checking.id,
  file_name: 'extracto.ofx',
  format: 'ofx',
  status: 'pending',
  total_rows: 2,
  imported_count: 0,
  duplicate_count: 0,
  created_at: '2026-11-26T09:00:00.000Z',
  committed_at: null,
};
// An OFX file says what each field is: no column mapping, straight to the review.
const uploaded: UploadResult = {
  import: summary,
  options: null,
  headers: [],
  sample: [],
  saved_mapping: false,
  statements: [],
};
const analysis: ImportAnalysis = {
  total: 2,
  valid: 2,
  errors: [],
  error_count: 0,
  duplicates: [],
  duplicate_count: 0,
  preview: [
    {
      row: 1,
      date: '2026-11-02',
      amount: -4_250,
      payee: 'COMPRA MERCADONA 1234',
      notes: '',
      clean_payee: 'Mercadona',
      category_id: null,
      category_name: null,
    },
    {
      row: 2,
      date: '2026-11-01',
      amount: 150_000,
      payee: 'NOMINA',
      notes: '',
      clean_payee: 'Nómina',
      category_id: null,
      category_name: null,
    },
  ],
  currency: 'EUR',
  statement: { opening: null, closing: null },
  balance_check: null,
  warnings: [],
  statements: [],
};
const committed: CommitResult = {
  ...summary,
  status: 'committed',
  imported_count: 2,
  committed_at: '2026-11-26T09:01:00.000Z',
  balance_check: null,
  related_imports: [],
};

const groceries = category('0b9e3a5e-0000-4000-8000-0000000000c1', 'Supermercado');
const eatingOut = category('0b9e3a5e-0000-4000-8000-0000000000c2', 'Restaurantes');
const salary = category('0b9e3a5e-0000-4000-8000-0000000000c3', 'Salario', 'income');

function serve(upload: () => Promise<unknown> = () => Promise.resolve(uploaded)) {
  return fakeServer({
    get: (url) => {
      if (url === '/accounts') return Promise.resolve([checking]);
      if (url === '/categories') return Promise.resolve([groceries, eatingOut, salary]);
      if (url === `/imports/${importId}`) return Promise.resolve({ import: summary, processed: 1, total: 2 });
      return Promise.reject(new Error(`unexpected GET ${url}`));
    },
    post: (url) => {
      if (url === '/imports') return upload();
      if (url === `/imports/${importId}/analyze`) return Promise.resolve(analysis);
      if (url === `/imports/${importId}/commit`) return Promise.resolve(committed);
      return Promise.reject(new Error(`unexpected POST ${url}`));
    },
    delete: () => Promise.resolve({ message: 'ok' }),
  });
}

function renderWizard() {
  return renderWithProviders(
    <MemoryRouter>
      <ImportWizard opened onClose={vi.fn()} />
    </MemoryRouter>,
  );
}

async function uploadStatement() {
  await userEvent.upload(
    await screen.findByLabelText('Archivo'),
    new File(['OFXHEADER:100'], 'extracto.ofx', { type: 'application/x-ofx' }),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Subir y continuar' }));
}

const toasts = toastsPerTest();

describe('the import wizard', () => {
  it('uploads a statement into the chosen account, reviews its rows and imports them', async () => {
    const server = serve();
    renderWizard();
    await uploadStatement();

    expect(server.post).toHaveBeenCalledWith(
      '/imports',
      expect.any(File),
      expect.objectContaining({ params: { account_id: checking.id, file_name: 'extracto.ofx' } }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Importar 2 movimientos' }));

    await screen.findByText('Importamos 2 movimientos; 0 duplicados omitidos');
    expect(server.post).toHaveBeenCalledWith(
      `/imports/${importId}/commit`,
      { options: null, include_duplicate_rows: [], skip_error_rows: false, statement_accounts: [], date_order: null },
      expect.anything(),
    );
    // Imported: nothing is left to discard.
    expect(server.delete).not.toHaveBeenCalled();
  });

  it('shows why a file cannot be read in the step itself, not as a toast', async () => {
    serve(() =>
      Promise.reject(
        new ApiError({
          status: 400,
          kind: 'bad_request',
          errors: [{ field: 'file', message: 'No reconocemos el formato de este archivo' }],
        }),
      ),
    );
    renderWizard();
    await uploadStatement();

    await screen.findByText('No reconocemos el formato de este archivo');
    expect(screen.getByText('No pudimos leer el archivo')).toBeTruthy();
    expect(toasts().error).not.toHaveBeenCalled();
  });

  it('discards an uploaded file that is never imported when the wizard closes', async () => {
    const server = serve();
    const { unmount } = renderWizard();
    await uploadStatement();
    await screen.findByRole('button', { name: 'Importar 2 movimientos' });

    unmount();
    await waitFor(() => expect(server.delete).toHaveBeenCalledWith(`/imports/${importId}`));
  });

  it('asks which account each statement of a several-account Norma 43 goes to, and sends the choice', async () => {
    const gym = { ...checking, id: '0b9e3a5e-0000-4000-8000-0000000000a2', name: 'Gimnasio' };
    const statement = (index: number, account: string, count: number) => ({
      index,
      account,
      name: 'LUCIA PRIETO',
      currency: 'EUR',
      count,
      opening: null,
      closing: null,
    });
    const n43Upload: UploadResult = {
      ...uploaded,
      import: { ...summary, format: 'n43', file_name: 'dos.n43' },
      statements: [statement(0, '2100 0123 0200456789', 2), statement(1, '2100 0123 0200987654', 1)],
    };
    const server = fakeServer({
      get: (url) => {
        if (url === '/accounts') return Promise.resolve([checking, gym]);
        if (url === `/imports/${importId}`) return Promise.resolve({ import: summary, processed: 1, total: 2 });
        return Promise.reject(new Error(`unexpected GET ${url}`));
      },
      post: (url) => {
        if (url === '/imports') return Promise.resolve(n43Upload);
        if (url === `/imports/${importId}/analyze`)
          return Promise.resolve({ ...analysis, warnings: ['Este archivo trae los extractos de 2 cuentas.'] });
        return Promise.resolve({
          ...committed,
          related_imports: [
            { ...summary, id: '0b9e3a5e-0000-4000-8000-0000000000f2', account_id: gym.id, imported_count: 1 },
          ],
        });
      },
      delete: () => Promise.resolve({ message: 'ok' }),
    });
    renderWizard();
    await uploadStatement();

    await screen.findByText('Este archivo trae los extractos de 2 cuentas');
    expect(screen.getByRole('button', { name: 'Elige la cuenta de cada extracto' })).toHaveProperty('disabled', true);
    expect(server.post).toHaveBeenCalledWith(
      `/imports/${importId}/analyze`,
      expect.objectContaining({ statement_accounts: [{ statement: 0, account_id: checking.id }] }),
      expect.anything(),
    );

    await userEvent.click(screen.getByLabelText('Cuenta para el extracto 2', { selector: 'input' }));
    // Both selects keep their option lists in the page; the second statement's is the last.
    await userEvent.click((await screen.findAllByRole('option', { name: 'Gimnasio', hidden: true })).at(-1)!);
    await userEvent.click(await screen.findByRole('button', { name: 'Importar 2 movimientos' }));

    await screen.findByText('Importamos 3 movimientos en 2 cuentas; 0 duplicados omitidos');
    expect(server.post).toHaveBeenCalledWith(
      `/imports/${importId}/commit`,
      expect.objectContaining({
        statement_accounts: [
          { statement: 0, account_id: checking.id },
          { statement: 1, account_id: gym.id },
        ],
      }),
      expect.anything(),
    );
  });

  it("lets the user change a row's category and leave a row out, by keyboard, with the count following", async () => {
    const server = serve();
    renderWizard();
    await uploadStatement();

    await screen.findByText('Se importarán 2 movimientos');
    // An expense row offers expense categories only.
    const picker = screen.getByLabelText('Categoría de Mercadona', { selector: 'input' });
    await userEvent.click(picker);
    const options = within(await waitFor(() => document.getElementById(picker.getAttribute('aria-controls') ?? '')!));
    expect(options.queryByRole('option', { name: 'Salario', hidden: true })).toBeNull();
    await userEvent.click(await options.findByRole('option', { name: 'Restaurantes', hidden: true }));

    // «Dejar fuera» is a checkbox: reached with Tab and toggled with Space.
    const leaveOut = screen.getByRole('checkbox', { name: 'Dejar fuera Nómina' });
    leaveOut.focus();
    await userEvent.keyboard(' ');
    expect(leaveOut).toHaveProperty('checked', true);
    expect(screen.getByText('Se importará 1 movimiento · dejas fuera 1')).toBeTruthy();
    expect(screen.getByLabelText('Categoría de Nómina', { selector: 'input' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Importar 1 movimiento' }));

    await screen.findByText('Importamos 2 movimientos; 0 duplicados omitidos');
    expect(server.post).toHaveBeenCalledWith(
      `/imports/${importId}/commit`,
      {
        options: null,
        include_duplicate_rows: [],
        skip_error_rows: false,
        statement_accounts: [],
        date_order: null,
        row_choices: [
          { row: 1, category_id: eatingOut.id },
          { row: 2, skip: true },
        ],
      },
      expect.anything(),
    );
  });

  it('counts every row left out and says there is nothing to import', async () => {
    serve();
    renderWizard();
    await uploadStatement();

    await userEvent.click(await screen.findByRole('checkbox', { name: 'Dejar fuera Mercadona' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Dejar fuera Nómina' }));
    expect(screen.getByText('Se importarán 0 movimientos · dejas fuera 2')).toBeTruthy();
    expect(screen.getByText('Dejaste fuera todos los movimientos nuevos: no hay nada que importar.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nada que importar' })).toHaveProperty('disabled', true);
    // Taken back in, it counts again.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Dejar fuera Nómina' }));
    expect(screen.getByText('Se importará 1 movimiento · dejas fuera 1')).toBeTruthy();
  });
});
