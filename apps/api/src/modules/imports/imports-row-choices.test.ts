import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TestContext } from '../../../test/helpers/test-app.ts';
import { fixture, listAll, newAccount, newUser, upload, type User } from '../../../test/helpers/money-helpers.ts';

// The review's per-row choices on commit: a category the user picked wins over rules and the
// categoriser; a row left out is not booked, not counted and not matched as an own transfer.
let ctx: TestContext;
let user: User;
beforeAll(async () => {
  ctx = await createTestApp();
  user = await newUser(ctx);
});
afterAll(async () => ctx.close());

const bankText = (row: object) => (row as { original_text?: string }).original_text || (row as { payee: string }).payee;

async function start(
  accountId: string,
  token = user.token,
  name = 'bbva-espana.csv',
  bytes: Buffer | string = fixture(name),
) {
  const res = await upload(ctx, token, accountId, name, bytes);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.data.import as { id: string }).id;
}
const commit = (id: string, body: Record<string, unknown>, token = user.token) =>
  call(ctx, 'POST', `/api/imports/${id}/commit`, { token, body });
const status = async (id: string) =>
  (await call(ctx, 'GET', `/api/imports/${id}`, { token: user.token })).data as unknown as {
    import: { status: string; imported_count: number };
  };

describe('row choices on commit', () => {
  it('stores the chosen category over a rule, and leaves skipped rows out of the booking, the counts and the undo', async () => {
    const account = await newAccount(ctx, user.token);
    await call(ctx, 'POST', '/api/rules', {
      token: user.token,
      body: { payee_contains: 'mercadona', category_id: user.cat('Supermercado') },
    });
    const id = await start(account);
    const res = await commit(id, {
      row_choices: [
        { row: 2, category_id: user.cat('Restaurantes') },
        { row: 4, skip: true },
        { row: 7, skip: true, category_id: user.cat('Supermercado') },
        { row: 6, category_id: null },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.data).toMatchObject({ status: 'committed', total_rows: 6, imported_count: 4, duplicate_count: 0 });
    const rows = await listAll(ctx, user.token, `account_ids=${account}`);
    expect(rows).toHaveLength(4);
    expect(rows.find((row) => bankText(row) === 'MERCADONA VALENCIA')?.category_id).toBe(user.cat('Restaurantes'));
    // The receipt the categoriser may know stays without a category, as chosen; the rent row is not booked.
    expect(rows.find((row) => bankText(row) === 'RECIBO IBERDROLA CLIENTES')?.category_id).toBeNull();
    expect(rows.filter((row) => bankText(row) === 'CAFETERIA LA ESQUINA')).toHaveLength(1);
    expect(rows.some((row) => bankText(row) === 'ALQUILER PISO')).toBe(false);
    expect((await status(id)).import).toMatchObject({ status: 'committed', imported_count: 4 });
    const undo = await call(ctx, 'DELETE', `/api/imports/${id}`, { token: user.token });
    expect(undo.status).toBe(200);
    expect(await listAll(ctx, user.token, `account_ids=${account}`)).toHaveLength(0);
  });

  it('keeps the payload without row choices working as before', async () => {
    const account = await newAccount(ctx, user.token);
    const res = await commit(await start(account), { include_duplicate_rows: [], skip_error_rows: false });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ imported_count: 6 });
  });

  it('answers a row the file does not have, or a row chosen twice, with a Spanish field error and books nothing', async () => {
    const account = await newAccount(ctx, user.token);
    const id = await start(account);
    const missing = await commit(id, { row_choices: [{ row: 99, skip: true }] });
    expect(missing.status).toBe(400);
    expect(missing.errors).toEqual([
      { field: 'row_choices', message: 'La fila 99 no está entre los movimientos del archivo' },
    ]);
    // The header is row 1: not a movement.
    expect((await commit(id, { row_choices: [{ row: 1, skip: true }] })).errors).toEqual([
      { field: 'row_choices', message: 'La fila 1 no está entre los movimientos del archivo' },
    ]);
    const twice = await commit(id, {
      row_choices: [
        { row: 2, skip: true },
        { row: 2, category_id: null },
      ],
    });
    expect(twice.status).toBe(400);
    expect(twice.errors).toEqual([{ field: 'row_choices', message: 'Elegiste dos veces qué hacer con la fila 2' }]);
    const shape = await commit(id, { row_choices: [{ row: 0, category_id: 'no-es-un-id', skip: false }] });
    expect(shape.status).toBe(400);
    expect(
      shape.errors?.every((error) => typeof error.field === 'string' && error.field.startsWith('row_choices')),
    ).toBe(true);
    expect(await listAll(ctx, user.token, `account_ids=${account}`)).toHaveLength(0);
    expect((await status(id)).import.status).toBe('pending');
  });

  it('refuses a category of the other kind than the row, in Spanish on the field, and books nothing', async () => {
    const account = await newAccount(ctx, user.token);
    const id = await start(account);
    const income = await commit(id, { row_choices: [{ row: 3, category_id: user.cat('Supermercado') }] });
    expect(income.status).toBe(400);
    expect(income.errors).toEqual([
      { field: 'row_choices', message: 'La fila 3 es un ingreso: elige una categoría de ingresos' },
    ]);
    const expense = await commit(id, { row_choices: [{ row: 2, category_id: user.cat('Salario') }] });
    expect(expense.status).toBe(400);
    expect(expense.errors).toEqual([
      { field: 'row_choices', message: 'La fila 2 es un gasto: elige una categoría de gastos' },
    ]);
    expect(await listAll(ctx, user.token, `account_ids=${account}`)).toHaveLength(0);
    // Left out, a row's category does not matter; the right kind books.
    const res = await commit(id, {
      row_choices: [
        { row: 3, category_id: user.cat('Salario') },
        { row: 2, skip: true, category_id: user.cat('Salario') },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  it('previews the rows after the first 20 for the review, and books a choice made on one of them', async () => {
    const account = await newAccount(ctx, user.token);
    const lines = Array.from(
      { length: 45 },
      (_, index) => `${String((index % 28) + 1).padStart(2, '0')}/02/2026;COMPRA TIENDA ${index + 1};-${index + 1},00`,
    );
    const id = await start(account, user.token, 'largo.csv', ['Fecha;Concepto;Importe', ...lines].join('\n'));
    const analyze = (body: Record<string, unknown>) =>
      call(ctx, 'POST', `/api/imports/${id}/analyze`, { token: user.token, body });
    const first = await analyze({});
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const rowsOf = (res: Awaited<ReturnType<typeof analyze>>) =>
      (res.data.preview as { row: number; payee: string }[]).map((row) => row.row);
    expect(rowsOf(first)).toEqual(Array.from({ length: 20 }, (_, index) => index + 2));
    const next = await analyze({ preview_from: 20, preview_limit: 20 });
    expect(rowsOf(next)).toEqual(Array.from({ length: 20 }, (_, index) => index + 22));
    const last = await analyze({ preview_from: 40, preview_limit: 20 });
    expect(rowsOf(last)).toEqual([42, 43, 44, 45, 46]);
    const tooMany = await analyze({ preview_limit: 201 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.errors?.[0]?.field).toBe('preview_limit');
    expect(
      (await call(ctx, 'POST', `/api/imports/${id}/analyze`, { token: (await newUser(ctx)).token, body: {} })).status,
    ).toBe(404);

    const res = await commit(id, {
      row_choices: [
        { row: 40, category_id: user.cat('Restaurantes') },
        { row: 46, skip: true },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = await listAll(ctx, user.token, `account_ids=${account}`);
    expect(rows).toHaveLength(44);
    expect(rows.find((row) => bankText(row) === 'COMPRA TIENDA 39')?.category_id).toBe(user.cat('Restaurantes'));
  });

  it("answers another user's category as not found on the field, as transactions do, and books nothing", async () => {
    const other = await newUser(ctx);
    const account = await newAccount(ctx, user.token);
    const id = await start(account);
    const res = await commit(id, { row_choices: [{ row: 2, category_id: other.cat('Supermercado') }] });
    expect(res.status).toBe(400);
    expect(res.errors).toEqual([{ field: 'row_choices', message: 'No encontramos esta categoría' }]);
    // Many distinct unknown ids answer the same, never a 500.
    const many = Array.from({ length: 6 }, (_, index) => ({
      row: index + 2,
      category_id: `0190a000-0000-7000-8000-${String(index).padStart(12, '0')}`,
    }));
    const unknown = await commit(id, { row_choices: many });
    expect(unknown.status).toBe(400);
    expect(unknown.errors).toEqual([{ field: 'row_choices', message: 'No encontramos esta categoría' }]);
    expect(await listAll(ctx, user.token, `account_ids=${account}`)).toHaveLength(0);
    // Another user's import stays not found whatever the choices.
    expect((await commit(id, { row_choices: [{ row: 2, skip: true }] }, other.token)).status).toBe(404);
  });
});

describe('row choices and own transfers', () => {
  const OPTIONS = {
    delimiter: ';',
    encoding: 'utf-8',
    has_header: true,
    skip_rows: 0,
    date_format: 'YYYY-MM-DD',
    decimal: '.',
    date_column: 0,
    payee_column: 1,
    amount_column: 2,
  };
  async function person() {
    const { token } = await registerUser(ctx, { name: 'Renata Salgado Múnera' });
    await call(ctx, 'POST', '/api/configuration', {
      token,
      body: { country: 'CO', base_currency: 'COP', month_start_day: 1, is_completed: true },
    });
    const categories = (await call(ctx, 'GET', '/api/categories', { token })).data as unknown as {
      id: string;
      kind: string;
    }[];
    return { token, expense: categories.find((category) => category.kind === 'expense')!.id };
  }
  const csv = (rows: [string, string, number][]) =>
    ['Fecha;Concepto;Importe', ...rows.map(([date, text, amount]) => `${date};${text};${amount}`)].join('\n');

  it('does not match a skipped row as a transfer; a categorised row that is one still becomes a transfer', async () => {
    const { token, expense } = await person();
    const bank = await newAccount(ctx, token, {
      name: 'Banco Popular',
      type: 'savings',
      currency: 'COP',
      last_digits: '5521',
    });
    const wallet = await newAccount(ctx, token, {
      name: 'Daviplata',
      type: 'other',
      currency: 'COP',
      last_digits: '8043',
    });
    const first = await start(
      wallet,
      token,
      'billetera.csv',
      csv([
        ['2026-11-02', 'Recibiste plata de Banco Popular', 90000],
        ['2026-11-05', 'Recibiste plata de Banco Popular', 30000],
      ]),
    );
    expect((await commit(first, { options: OPTIONS }, token)).status).toBe(200);
    const second = await start(
      bank,
      token,
      'banco.csv',
      csv([
        ['2026-11-02', 'TRANSFERENCIA A DAVIPLATA 3157778043', -90000],
        ['2026-11-05', 'TRANSFERENCIA A DAVIPLATA 3157778043', -30000],
        ['2026-11-06', 'COMPRA SUPERMERCADO OLIMPICA', -42000],
      ]),
    );
    const res = await commit(
      second,
      {
        options: OPTIONS,
        row_choices: [
          { row: 2, category_id: expense },
          { row: 3, skip: true },
          { row: 4, category_id: expense },
        ],
      },
      token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.data).toMatchObject({ imported_count: 2 });
    const rows = await listAll(ctx, token);
    const linked = rows.filter((row) => Math.abs(row.amount) === 90000);
    expect(linked.map((row) => row.kind)).toEqual(['transfer', 'transfer']);
    // The skipped leg was never booked: the wallet's income stays an income, unmatched.
    expect(rows.filter((row) => Math.abs(row.amount) === 30000).map((row) => [row.amount, row.kind])).toEqual([
      [30000, 'income'],
    ]);
    const purchase = rows.find((row) => row.amount === -42000)!;
    expect([purchase.kind, purchase.category_id]).toEqual(['expense', expense]);
  });
});
