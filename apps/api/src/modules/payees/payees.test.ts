import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TestContext } from '../../../test/helpers/test-app.ts';
import {
  listAll,
  newAccount,
  newTx,
  newUser,
  UNKNOWN_ID,
  upload,
  type Tx,
  type User,
} from '../../../test/helpers/money-helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

type Row = Tx & { original_text: string; origin: string };
const statement = (name: string) => readFileSync(new URL(`../../../test/fixtures/payees/${name}`, import.meta.url));

async function importFile(user: User, account: string, name: string) {
  const started = await upload(ctx, user.token, account, name, statement(name));
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const id = (started.data.import as { id: string }).id;
  const committed = await call(ctx, 'POST', `/api/imports/${id}/commit`, { token: user.token, body: {} });
  expect(committed.status, JSON.stringify(committed.body)).toBe(200);
  return (await listAll(ctx, user.token, `account_ids=${account}`)) as Row[];
}
const byText = (rows: Row[], text: string) =>
  rows.find((row) => row.original_text.includes(text) || row.payee.includes(text))!;

describe('importing a statement', () => {
  it('stores clean payees with the bank text beside them, and categories from the dictionary', async () => {
    const user = await newUser(ctx);
    const account = await newAccount(ctx, user.token);
    const rows = await importFile(user, account, 'santander-es.csv');
    const mercadona = byText(rows, 'MERCADONA MADRID');
    expect(mercadona).toMatchObject({
      payee: 'Mercadona',
      original_text: 'COMPRA TARJ. 5540XXXXXXXX1234 MERCADONA MADRID',
      origin: 'import',
      category_id: user.cat('Supermercado'),
    });
    expect(byText(rows, 'IBERDROLA')).toMatchObject({ payee: 'Iberdrola', category_id: user.cat('Electricidad') });
    expect(byText(rows, 'REPSOL')).toMatchObject({ payee: 'Repsol', category_id: user.cat('Combustible') });
    expect(byText(rows, 'NETFLIX')).toMatchObject({ payee: 'Netflix', category_id: user.cat('Suscripciones') });
    expect(byText(rows, 'NOMINA')).toMatchObject({ category_id: user.cat('Salario') });
    // Not a known merchant: a clean name, no guess.
    expect(byText(rows, 'CASA PEPE')).toMatchObject({ payee: 'Bar Casa Pepe', category_id: null });
    // The bank's text stays searchable.
    const found = await listAll(
      ctx,
      user.token,
      `account_ids=${account}&q=${encodeURIComponent('5540XXXXXXXX1234 MERCADONA')}`,
    );
    expect(found.map((row) => row.payee)).toEqual(['Mercadona']);
  });

  it('remembers a correction on the next import; the user’s rules still come first', async () => {
    const user = await newUser(ctx);
    const account = await newAccount(ctx, user.token);
    const first = await importFile(user, account, 'santander-es.csv');
    const bar = byText(first, 'CASA PEPE');
    const netflix = byText(first, 'NETFLIX');
    expect(
      (
        await call(ctx, 'PATCH', `/api/transactions/${bar.id}`, {
          token: user.token,
          body: { category_id: user.cat('Restaurantes') },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call(ctx, 'PATCH', `/api/transactions/${netflix.id}`, {
          token: user.token,
          body: { category_id: user.cat('Cine y eventos') },
        })
      ).status,
    ).toBe(200);
    await call(ctx, 'POST', '/api/rules', {
      token: user.token,
      body: { payee_contains: 'mercadona', category_id: user.cat('Restaurantes') },
    });

    const memory = (await call(ctx, 'GET', '/api/payees/memory', { token: user.token })).data as unknown as {
      payee: string;
      category_name: string;
      corrections: number;
    }[];
    expect(memory).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ payee: 'Bar Casa Pepe', category_name: 'Restaurantes', corrections: 0 }),
        expect.objectContaining({ payee: 'Netflix', category_name: 'Cine y eventos', corrections: 1 }),
      ]),
    );

    const all = await importFile(user, account, 'santander-es-april.csv');
    const april = all.filter((row) => row.date.startsWith('2026-04'));
    expect(april).toHaveLength(3);
    expect(byText(april, 'CASA PEPE').category_id).toBe(user.cat('Restaurantes'));
    expect(byText(april, 'NETFLIX').category_id).toBe(user.cat('Cine y eventos'));
    expect(byText(april, 'MERCADONA')).toMatchObject({ payee: 'Mercadona', category_id: user.cat('Restaurantes') });
  });

  it('the review shows each row as the commit saves it: clean payee, bank text and category', async () => {
    const user = await newUser(ctx);
    const account = await newAccount(ctx, user.token);
    await call(ctx, 'POST', '/api/rules', {
      token: user.token,
      body: { payee_contains: 'repsol', category_id: user.cat('Mantenimiento del vehículo') },
    });
    const started = await upload(ctx, user.token, account, 'santander-es.csv', statement('santander-es.csv'));
    const id = (started.data.import as { id: string }).id;
    const analysis = await call(ctx, 'POST', `/api/imports/${id}/analyze`, { token: user.token, body: {} });
    expect(analysis.status).toBe(200);
    type Preview = { payee: string; clean_payee: string; category_id: string | null; category_name: string | null };
    const preview = analysis.data.preview as unknown as Preview[];
    const shown = (text: string) => preview.find((row) => row.payee.includes(text))!;
    expect(shown('MERCADONA MADRID')).toEqual(
      expect.objectContaining({
        payee: 'COMPRA TARJ. 5540XXXXXXXX1234 MERCADONA MADRID',
        clean_payee: 'Mercadona',
        category_id: user.cat('Supermercado'),
        category_name: 'Supermercado',
      }),
    );
    // The user's rule wins over the dictionary, as it will at the commit.
    expect(shown('REPSOL')).toEqual(
      expect.objectContaining({ clean_payee: 'Repsol', category_name: 'Mantenimiento del vehículo' }),
    );
    expect(shown('CASA PEPE')).toEqual(
      expect.objectContaining({ clean_payee: 'Bar Casa Pepe', category_id: null, category_name: null }),
    );

    const committed = await call(ctx, 'POST', `/api/imports/${id}/commit`, { token: user.token, body: {} });
    expect(committed.status).toBe(200);
    const rows = (await listAll(ctx, user.token, `account_ids=${account}`)) as Row[];
    for (const row of preview) {
      const saved = byText(rows, row.payee);
      expect({ payee: saved.payee, category_id: saved.category_id }).toEqual({
        payee: row.clean_payee,
        category_id: row.category_id,
      });
    }
  });

  it('a re-uploaded statement is still recognised as already imported', async () => {
    const user = await newUser(ctx);
    const account = await newAccount(ctx, user.token);
    await importFile(user, account, 'santander-es.csv');
    const again = await upload(ctx, user.token, account, 'santander-es.csv', statement('santander-es.csv'));
    const analysis = await call(ctx, 'POST', `/api/imports/${(again.data.import as { id: string }).id}/analyze`, {
      token: user.token,
      body: {},
    });
    expect(analysis.data.duplicate_count).toBe(6);
  });
});

describe('manual entry and suggestions', () => {
  it('suggests the clean payee and category while typing', async () => {
    const user = await newUser(ctx);
    const account = await newAccount(ctx, user.token);
    const suggestion = await call(
      ctx,
      'GET',
      `/api/payees/suggest?text=${encodeURIComponent('RAPPI*RAPPI COLOMB')}&amount=-25000`,
      { token: user.token },
    );
    expect(suggestion.status).toBe(200);
    expect(suggestion.data).toEqual({ payee: 'Rappi', category_id: user.cat('Domicilios'), source: 'dictionary' });
    // Creating stays as the user sends it (the form asks /payees/suggest and fills the category).
    const created = await newTx(ctx, user.token, {
      account_id: account,
      date: '2026-03-01',
      amount: -4530,
      payee: 'mercadona',
    });
    expect(created).toMatchObject({ payee: 'mercadona', category_id: null });
    const unknown = await call(ctx, 'GET', `/api/payees/suggest?text=${encodeURIComponent('Tienda de Don Luis')}`, {
      token: user.token,
    });
    expect(unknown.data).toEqual({ payee: 'Tienda de Don Luis', category_id: null, source: null });
  });

  it('answers 400 without text, with a bad amount or another user’s account', async () => {
    const user = await newUser(ctx);
    const other = await newUser(ctx);
    const foreign = await newAccount(ctx, other.token);
    const missing = await call(ctx, 'GET', '/api/payees/suggest', { token: user.token });
    expect(missing.status).toBe(400);
    expect(missing.errors?.[0]).toMatchObject({ field: 'text' });
    // Like the transaction form: an account that is not yours is a field error, and says nothing of it.
    const foreignAccount = await call(ctx, 'GET', `/api/payees/suggest?text=x&account_id=${foreign}`, {
      token: user.token,
    });
    expect(foreignAccount.status).toBe(400);
    expect(foreignAccount.errors?.[0]).toMatchObject({ field: 'account_id' });
    expect((await call(ctx, 'GET', '/api/payees/suggest?text=x&amount=abc', { token: user.token })).status).toBe(400);
    expect((await call(ctx, 'GET', '/api/payees/suggest?text=x')).status).toBe(401);
  });
});

describe('the payee memory', () => {
  it('is taught by bulk categorising, can be changed and forgotten, and is private', async () => {
    const user = await newUser(ctx);
    const other = await newUser(ctx);
    const account = await newAccount(ctx, user.token);
    const a = await newTx(ctx, user.token, {
      account_id: account,
      date: '2026-03-01',
      amount: -1000,
      payee: 'Ferretería Ramírez',
    });
    const b = await newTx(ctx, user.token, {
      account_id: account,
      date: '2026-03-02',
      amount: -2000,
      payee: 'FERRETERIA RAMIREZ',
    });
    const bulk = await call(ctx, 'POST', '/api/transactions/bulk', {
      token: user.token,
      body: { action: 'categorize', ids: [a.id, b.id], category_id: user.cat('Mantenimiento y reparaciones') },
    });
    expect(bulk.status).toBe(200);
    const memory = (await call(ctx, 'GET', '/api/payees/memory', { token: user.token })).data as unknown as {
      payee_key: string;
      category_id: string;
    }[];
    expect(memory).toHaveLength(1);
    expect(memory[0]).toMatchObject({
      payee_key: 'ferreteria ramirez',
      category_id: user.cat('Mantenimiento y reparaciones'),
    });
    const key = encodeURIComponent(memory[0]!.payee_key);

    const changed = await call(ctx, 'PATCH', `/api/payees/memory/${key}`, {
      token: user.token,
      body: { category_id: user.cat('Muebles y hogar') },
    });
    expect(changed.status).toBe(200);
    expect(changed.data).toMatchObject({ category_name: 'Muebles y hogar' });
    const suggestion = await call(
      ctx,
      'GET',
      `/api/payees/suggest?text=${encodeURIComponent('COMPRA TARJ. 4940XXXXXXXX1111 FERRETERIA RAMIREZ MADRID')}`,
      { token: user.token },
    );
    expect(suggestion.data).toMatchObject({
      payee: 'Ferretería Ramírez',
      category_id: user.cat('Muebles y hogar'),
      source: 'memory',
    });

    const foreignCategory = await call(ctx, 'PATCH', `/api/payees/memory/${key}`, {
      token: user.token,
      body: { category_id: other.cat('Muebles y hogar') },
    });
    expect(foreignCategory.status).toBe(400);
    expect(foreignCategory.errors?.[0]).toMatchObject({ field: 'category_id' });
    expect(
      (await call(ctx, 'PATCH', `/api/payees/memory/${key}`, { token: user.token, body: { category_id: 'nope' } }))
        .status,
    ).toBe(400);
    expect(
      (
        await call(ctx, 'PATCH', `/api/payees/memory/${key}`, {
          token: other.token,
          body: { category_id: other.cat('Muebles y hogar') },
        })
      ).status,
    ).toBe(404);
    expect((await call(ctx, 'DELETE', `/api/payees/memory/${key}`, { token: other.token })).status).toBe(404);
    expect((await call(ctx, 'GET', '/api/payees/memory', { token: other.token })).data).toEqual([]);

    expect((await call(ctx, 'DELETE', `/api/payees/memory/${key}`, { token: user.token })).status).toBe(200);
    expect((await call(ctx, 'DELETE', `/api/payees/memory/${key}`, { token: user.token })).status).toBe(404);
    expect((await call(ctx, 'GET', '/api/payees/memory', { token: user.token })).data).toEqual([]);
  });

  it('suggests a rule once the same payee was recategorised twice', async () => {
    const user = await newUser(ctx);
    const other = await newUser(ctx);
    const account = await newAccount(ctx, user.token);
    const one = await newTx(ctx, user.token, {
      account_id: account,
      date: '2026-03-01',
      amount: -900,
      payee: 'Kiosko Mary',
      category_id: user.cat('Varios'),
    });
    const two = await newTx(ctx, user.token, {
      account_id: account,
      date: '2026-03-08',
      amount: -700,
      payee: 'Kiosko Mary',
      category_id: user.cat('Varios'),
    });
    await call(ctx, 'PATCH', `/api/transactions/${one.id}`, {
      token: user.token,
      body: { category_id: user.cat('Cafeterías') },
    });
    const hint1 = await call(ctx, 'GET', `/api/payees/rule-hint?transaction_id=${one.id}`, { token: user.token });
    expect(hint1.data).toMatchObject({ suggest: false, corrections: 1 });
    await call(ctx, 'PATCH', `/api/transactions/${two.id}`, {
      token: user.token,
      body: { category_id: user.cat('Cafeterías') },
    });
    const hint2 = await call(ctx, 'GET', `/api/payees/rule-hint?transaction_id=${two.id}`, { token: user.token });
    expect(hint2.data).toEqual({
      suggest: true,
      payee: 'Kiosko Mary',
      payee_contains: 'Kiosko Mary',
      category_id: user.cat('Cafeterías'),
      corrections: 2,
    });
    await call(ctx, 'POST', '/api/rules', {
      token: user.token,
      body: { payee_contains: 'kiosko', category_id: user.cat('Cafeterías') },
    });
    expect(
      (await call(ctx, 'GET', `/api/payees/rule-hint?transaction_id=${two.id}`, { token: user.token })).data,
    ).toMatchObject({ suggest: false });
    expect(
      (await call(ctx, 'GET', `/api/payees/rule-hint?transaction_id=${two.id}`, { token: other.token })).status,
    ).toBe(404);
    expect(
      (await call(ctx, 'GET', `/api/payees/rule-hint?transaction_id=${UNKNOWN_ID}`, { token: user.token })).status,
    ).toBe(404);
    expect((await call(ctx, 'GET', '/api/payees/rule-hint?transaction_id=abc', { token: user.token })).status).toBe(
      400,
    );
  });
});

describe('payee aliases', () => {
  it('renames a payee everywhere once, and future imports use the new name', async () => {
    const user = await newUser(ctx);
    const other = await newUser(ctx);
    const account = await newAccount(ctx, user.token);
    await importFile(user, account, 'santander-es.csv');
    const renamed = await call(ctx, 'POST', '/api/payees/aliases', {
      token: user.token,
      body: { from: 'Bar Casa Pepe', name: 'Casa Pepe (el bar de abajo)' },
    });
    expect(renamed.status).toBe(201);
    expect(renamed.data).toMatchObject({ payee_key: 'bar casa pepe', name: 'Casa Pepe (el bar de abajo)', renamed: 1 });
    const rows = await importFile(user, account, 'santander-es-april.csv');
    expect(rows.filter((row) => row.payee === 'Casa Pepe (el bar de abajo)')).toHaveLength(2);
    expect((await call(ctx, 'GET', '/api/payees/aliases', { token: user.token })).data).toHaveLength(1);
    expect((await call(ctx, 'GET', '/api/payees/aliases', { token: other.token })).data).toEqual([]);
    expect(
      (await call(ctx, 'POST', '/api/payees/aliases', { token: user.token, body: { from: '***', name: 'x' } }))
        .errors?.[0],
    ).toMatchObject({ field: 'from' });
    expect((await call(ctx, 'POST', '/api/payees/aliases', { token: user.token, body: { name: 'x' } })).status).toBe(
      400,
    );
    expect((await call(ctx, 'DELETE', '/api/payees/aliases/bar%20casa%20pepe', { token: other.token })).status).toBe(
      404,
    );
    expect((await call(ctx, 'DELETE', '/api/payees/aliases/bar%20casa%20pepe', { token: user.token })).status).toBe(
      200,
    );
  });
});

describe('category keys', () => {
  it('every default category carries its stable key', async () => {
    const user = await newUser(ctx);
    const byName = new Map(
      user.categories.map((category) => [category.name, (category as unknown as { key: string | null }).key]),
    );
    expect(byName.get('Supermercado')).toBe('food.groceries');
    expect(byName.get('Alimentación')).toBe('food');
    expect(byName.get('Salario')).toBe('income.salary');
    expect([...byName.values()].every((key) => key !== null)).toBe(true);
    const own = await call(ctx, 'POST', '/api/categories', {
      token: user.token,
      body: { name: 'Mis cosas', kind: 'expense' },
    });
    expect(own.data).toMatchObject({ key: null });
  });
});

describe('local words', () => {
  type Named = { id: string; name: string; key: string | null };
  async function onboard(country: string, currency: string) {
    const { token } = await registerUser(ctx);
    const saved = await call(ctx, 'POST', '/api/configuration', {
      token,
      body: { country, base_currency: currency, month_start_day: 1, is_completed: true, localize_categories: true },
    });
    expect(saved.status).toBe(200);
    const categories = (await call(ctx, 'GET', '/api/categories', { token })).data as unknown as Named[];
    return { token, byKey: (key: string) => categories.find((category) => category.key === key)! };
  }

  it('onboarding gives the default categories the country’s words, with the same keys', async () => {
    const colombia = await onboard('CO', 'COP');
    expect(colombia.byKey('housing.rent').name).toBe('Arriendo');
    expect(colombia.byKey('transport.parking').name).toBe('Parqueadero y peajes');
    expect(colombia.byKey('housing.community').name).toBe('Administración');
    expect(colombia.byKey('transport.taxi').name).toBe('Taxi');
    const mexico = await onboard('MX', 'MXN');
    expect(mexico.byKey('housing.rent').name).toBe('Renta');
    expect(mexico.byKey('transport.parking').name).toBe('Estacionamiento y casetas');
    const argentina = await onboard('AR', 'ARS');
    expect(argentina.byKey('housing.community').name).toBe('Expensas');
    const spain = await onboard('ES', 'EUR');
    expect(spain.byKey('housing.community').name).toBe('Comunidad');
    expect(spain.byKey('transport.parking').name).toBe('Aparcamiento y peajes');
    expect(spain.byKey('food.delivery').name).toBe('Comida a domicilio');
    expect(spain.byKey('education.tuition').name).toBe('Matrícula y colegio');
    expect(spain.byKey('income.rent').name).toBe('Alquileres cobrados');
    // The dictionary finds the category by key whatever its name.
    const suggestion = await call(
      ctx,
      'GET',
      `/api/payees/suggest?text=${encodeURIComponent('PAGO EXPENSAS CONSORCIO AV SANTA FE 1234')}`,
      { token: argentina.token },
    );
    expect(suggestion.data).toMatchObject({
      category_id: argentina.byKey('housing.community').id,
      source: 'dictionary',
    });
  });

  it('leaves alone a category the user renamed, and changes nothing without the onboarding flag', async () => {
    const { token } = await registerUser(ctx);
    const categories = (await call(ctx, 'GET', '/api/categories', { token })).data as unknown as Named[];
    const taxi = categories.find((category) => category.key === 'transport.taxi')!;
    await call(ctx, 'PATCH', `/api/categories/${taxi.id}`, { token, body: { name: 'Mis carreras' } });
    await call(ctx, 'POST', '/api/configuration', {
      token,
      body: { country: 'CO', base_currency: 'COP', month_start_day: 1 },
    });
    let after = (await call(ctx, 'GET', '/api/categories', { token })).data as unknown as Named[];
    expect(after.find((category) => category.key === 'housing.rent')!.name).toBe('Alquiler o hipoteca');
    await call(ctx, 'PATCH', '/api/configuration', { token, body: { localize_categories: true } });
    after = (await call(ctx, 'GET', '/api/categories', { token })).data as unknown as Named[];
    expect(after.find((category) => category.key === 'housing.rent')!.name).toBe('Arriendo');
    expect(after.find((category) => category.key === 'transport.taxi')!.name).toBe('Mis carreras');
  });
});
