import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import {
  getTx,
  listCategories,
  newAccount,
  newTx,
  newUser,
  UNKNOWN_ID,
  type User,
} from '../../../test/helpers/money-helpers.ts';

const NOT_FOUND = 'No encontramos esta categoría';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const create = (token: string, body: Record<string, unknown>) => call(ctx, 'POST', '/api/categories', { token, body });

describe('default categories', () => {
  it('seeds the Spanish groups with their categories for every new user', async () => {
    const { categories } = await newUser(ctx);
    const groups = categories.filter((category) => category.parent_id === null);
    expect(groups.map((group) => group.name)).toEqual(
      expect.arrayContaining([
        'Vivienda',
        'Alimentación',
        'Transporte',
        'Salud',
        'Educación',
        'Ocio',
        'Servicios',
        'Deudas',
        'Ahorro',
        'Ingresos',
      ]),
    );
    const income = groups.find((group) => group.name === 'Ingresos')!;
    expect(income.kind).toBe('income');
    const incomeChildren = categories.filter((category) => category.parent_id === income.id);
    expect(incomeChildren.map((child) => child.name)).toEqual(
      expect.arrayContaining(['Salario', 'Honorarios', 'Intereses y rendimientos']),
    );
    expect(incomeChildren.every((child) => child.kind === 'income')).toBe(true);
    const food = groups.find((group) => group.name === 'Alimentación')!;
    expect(food.kind).toBe('expense');
    expect(categories.filter((category) => category.parent_id === food.id).map((child) => child.name)).toEqual(
      expect.arrayContaining(['Supermercado', 'Restaurantes']),
    );
    // two levels only, every child under a group of its own kind, nothing used yet
    for (const child of categories.filter((category) => category.parent_id)) {
      const parent = categories.find((category) => category.id === child.parent_id)!;
      expect(parent.parent_id).toBeNull();
      expect(parent.kind).toBe(child.kind);
    }
    expect(categories.every((category) => category.transaction_count === 0 && category.archived_at === null)).toBe(
      true,
    );
  });

  it('gives each user their own copy', async () => {
    const ana = await newUser(ctx);
    const luis = await newUser(ctx);
    expect(ana.cat('Salario')).not.toBe(luis.cat('Salario'));
    expect(luis.categories.length).toBe(ana.categories.length);
  });
});

describe('creating and editing categories', () => {
  let user: User;
  beforeAll(async () => {
    user = await newUser(ctx);
  });

  it('creates a group and a category inside it', async () => {
    const group = await create(user.token, { name: ' Mascotas ', kind: 'expense', color: '#aabbcc', icon: 'paw' });
    expect(group.status).toBe(201);
    expect(group.data).toMatchObject({
      name: 'Mascotas',
      kind: 'expense',
      parent_id: null,
      color: '#aabbcc',
      icon: 'paw',
      transaction_count: 0,
    });
    const child = await create(user.token, { name: 'Veterinario', kind: 'expense', parent_id: group.data.id });
    expect(child.status).toBe(201);
    expect(child.data).toMatchObject({ name: 'Veterinario', parent_id: group.data.id, color: '#868e96', icon: 'tag' });
  });

  it('refuses a parent of the other kind, a parent that is not a group, and an unknown parent', async () => {
    const wrongKind = await create(user.token, { name: 'Bonus', kind: 'income', parent_id: user.cat('Alimentación') });
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.errors).toEqual([
      { field: 'parent_id', message: 'El grupo debe ser del mismo tipo (ingreso o gasto)' },
    ]);
    const notGroup = await create(user.token, { name: 'Sub', kind: 'expense', parent_id: user.cat('Supermercado') });
    expect(notGroup.status).toBe(400);
    expect(notGroup.errors).toEqual([
      { field: 'parent_id', message: 'Solo puedes poner una categoría dentro de un grupo' },
    ]);
    const unknown = await create(user.token, { name: 'Nada', kind: 'expense', parent_id: UNKNOWN_ID });
    expect(unknown.status).toBe(400);
    expect(unknown.errors?.[0]?.field).toBe('parent_id');
  });

  it('refuses a colour that is not #RRGGBB, in Spanish', async () => {
    const res = await create(user.token, { name: 'Rojo', kind: 'expense', color: 'red' });
    expect(res.status).toBe(400);
    expect(res.errors).toEqual([{ field: 'color', message: 'Debe ser un color en formato #RRGGBB' }]);
    const patch = await call(ctx, 'PATCH', `/api/categories/${user.cat('Farmacia')}`, {
      token: user.token,
      body: { color: '#12345' },
    });
    expect(patch.status).toBe(400);
    expect(patch.errors?.[0]).toMatchObject({ field: 'color', message: 'Debe ser un color en formato #RRGGBB' });
  });

  it('requires a name', async () => {
    const res = await create(user.token, { name: '   ', kind: 'expense' });
    expect(res.status).toBe(400);
    expect(res.errors?.[0]?.field).toBe('name');
  });

  it('renames and moves a category to another group of the same kind', async () => {
    const id = user.cat('Cafeterías');
    const renamed = await call(ctx, 'PATCH', `/api/categories/${id}`, { token: user.token, body: { name: 'Cafés' } });
    expect(renamed.status).toBe(200);
    expect(renamed.data).toMatchObject({ id, name: 'Cafés', parent_id: user.cat('Alimentación') });
    const moved = await call(ctx, 'PATCH', `/api/categories/${id}`, {
      token: user.token,
      body: { parent_id: user.cat('Ocio') },
    });
    expect(moved.data.parent_id).toBe(user.cat('Ocio'));
    const listed = (await listCategories(ctx, user.token)).find((category) => category.id === id)!;
    expect(listed).toMatchObject({ name: 'Cafés', parent_id: user.cat('Ocio') });
    const otherKind = await call(ctx, 'PATCH', `/api/categories/${id}`, {
      token: user.token,
      body: { parent_id: user.cat('Ingresos') },
    });
    expect(otherKind.status).toBe(400);
    expect(otherKind.errors?.[0]?.field).toBe('parent_id');
    const intoItself = await call(ctx, 'PATCH', `/api/categories/${id}`, {
      token: user.token,
      body: { parent_id: id },
    });
    expect(intoItself.status).toBe(400);
  });

  it('does not put a group with categories inside another group', async () => {
    const res = await call(ctx, 'PATCH', `/api/categories/${user.cat('Salud')}`, {
      token: user.token,
      body: { parent_id: user.cat('Vivienda') },
    });
    expect(res.status).toBe(400);
    expect(res.errors?.[0]).toMatchObject({
      field: 'parent_id',
      message: 'Este grupo tiene categorías. Muévelas o elimínalas primero.',
    });
  });

  it('archives a category: hidden from the list unless include_archived, and back again', async () => {
    const id = user.cat('Óptica');
    const archived = await call(ctx, 'PATCH', `/api/categories/${id}`, { token: user.token, body: { archived: true } });
    expect(archived.status).toBe(200);
    expect(archived.data.archived_at).toEqual(expect.any(String));
    expect((await listCategories(ctx, user.token)).map((category) => category.id)).not.toContain(id);
    const all = await listCategories(ctx, user.token, '?include_archived=true');
    expect(all.find((category) => category.id === id)?.archived_at).toEqual(archived.data.archived_at);
    await call(ctx, 'PATCH', `/api/categories/${id}`, { token: user.token, body: { archived: false } });
    expect((await listCategories(ctx, user.token)).find((category) => category.id === id)?.archived_at).toBeNull();
  });
});

describe('merging and deleting categories', () => {
  it('merge moves transactions, split lines and rules to the target and removes the source', async () => {
    const user = await newUser(ctx);
    const account = await newAccount(ctx, user.token);
    const [from, into] = [user.cat('Restaurantes'), user.cat('Domicilios')];
    const plain = await newTx(ctx, user.token, {
      account_id: account,
      date: '2026-01-10',
      amount: -2500,
      category_id: from,
    });
    const split = await newTx(ctx, user.token, {
      account_id: account,
      date: '2026-01-11',
      amount: -3000,
      splits: [
        { category_id: from, amount: -1000 },
        { category_id: user.cat('Supermercado'), amount: -2000 },
      ],
    });
    const rule = await call(ctx, 'POST', '/api/rules', {
      token: user.token,
      body: { payee_contains: 'burger', category_id: from },
    });
    expect(rule.status).toBe(201);

    const merged = await call(ctx, 'POST', `/api/categories/${from}/merge`, {
      token: user.token,
      body: { into_id: into },
    });
    expect(merged.status).toBe(200);
    expect(merged.data).toEqual({ message: 'Categorías combinadas' });
    expect((await getTx(ctx, user.token, plain.id)).category_id).toBe(into);
    expect((await getTx(ctx, user.token, split.id)).splits.map((line) => line.category_id)).toEqual([
      into,
      user.cat('Supermercado'),
    ]);
    const rules = (await call(ctx, 'GET', '/api/rules', { token: user.token })).data as unknown as {
      id: string;
      category_id: string;
    }[];
    expect(rules.find((item) => item.id === rule.data.id)?.category_id).toBe(into);
    const categories = await listCategories(ctx, user.token, '?include_archived=true');
    expect(categories.map((category) => category.id)).not.toContain(from);
    expect(categories.find((category) => category.id === into)?.transaction_count).toBe(2);
  });

  it('merging a group into a group hands over its categories', async () => {
    const user = await newUser(ctx);
    const children = user.categories
      .filter((category) => category.parent_id === user.cat('Educación'))
      .map((category) => category.id);
    const res = await call(ctx, 'POST', `/api/categories/${user.cat('Educación')}/merge`, {
      token: user.token,
      body: { into_id: user.cat('Ocio') },
    });
    expect(res.status).toBe(200);
    const after = await listCategories(ctx, user.token);
    expect(
      after
        .filter((category) => children.includes(category.id))
        .every((category) => category.parent_id === user.cat('Ocio')),
    ).toBe(true);
  });

  it('refuses to merge into itself, into the other kind or into an unknown category', async () => {
    const user = await newUser(ctx);
    const self = await call(ctx, 'POST', `/api/categories/${user.cat('Gas')}/merge`, {
      token: user.token,
      body: { into_id: user.cat('Gas') },
    });
    expect(self.status).toBe(400);
    expect(self.errors?.[0]?.field).toBe('into_id');
    const kind = await call(ctx, 'POST', `/api/categories/${user.cat('Gas')}/merge`, {
      token: user.token,
      body: { into_id: user.cat('Salario') },
    });
    expect(kind.status).toBe(400);
    expect(kind.errors?.[0]).toEqual({ field: 'into_id', message: 'Solo puedes combinar categorías del mismo tipo' });
    const unknown = await call(ctx, 'POST', `/api/categories/${user.cat('Gas')}/merge`, {
      token: user.token,
      body: { into_id: UNKNOWN_ID },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.errors?.[0]?.field).toBe('into_id');
  });

  it('merging a group into one of its own categories is refused or done cleanly, never a server error', async () => {
    // BUG: the children stay under the source group, whose delete then breaks the parent_id foreign key → 500.
    const user = await newUser(ctx);
    const res = await call(ctx, 'POST', `/api/categories/${user.cat('Transporte')}/merge`, {
      token: user.token,
      body: { into_id: user.cat('Combustible') },
    });
    expect(res.status).toBeLessThan(500);
    // The tree stays two levels deep with no orphans, whatever the answer.
    const after = await listCategories(ctx, user.token, '?include_archived=true');
    for (const child of after.filter((category) => category.parent_id)) {
      const parent = after.find((category) => category.id === child.parent_id);
      expect(parent?.parent_id).toBeNull();
    }
  });

  it('deleting a category in use asks where its transactions go, with the count', async () => {
    const user = await newUser(ctx);
    const account = await newAccount(ctx, user.token);
    const id = user.cat('Supermercado');
    const first = await newTx(ctx, user.token, {
      account_id: account,
      date: '2026-02-01',
      amount: -1000,
      category_id: id,
    });
    const second = await newTx(ctx, user.token, {
      account_id: account,
      date: '2026-02-02',
      amount: -500,
      splits: [
        { category_id: id, amount: -200 },
        { category_id: null, amount: -300 },
      ],
    });
    const refused = await call(ctx, 'DELETE', `/api/categories/${id}`, { token: user.token, body: {} });
    expect(refused.status).toBe(409);
    expect(refused.errors).toEqual([
      {
        field: 'reassign_to',
        message: 'Esta categoría tiene 2 movimientos. Elige a qué categoría moverlos o déjalos sin categoría.',
      },
    ]);
    const reassigned = await call(ctx, 'DELETE', `/api/categories/${id}`, {
      token: user.token,
      body: { reassign_to: user.cat('Domicilios') },
    });
    expect(reassigned.status).toBe(200);
    expect((await getTx(ctx, user.token, first.id)).category_id).toBe(user.cat('Domicilios'));
    expect((await getTx(ctx, user.token, second.id)).splits[0]?.category_id).toBe(user.cat('Domicilios'));
    expect((await listCategories(ctx, user.token)).map((category) => category.id)).not.toContain(id);
  });

  it('deleting with reassign_to null leaves the transactions uncategorised', async () => {
    const user = await newUser(ctx);
    const account = await newAccount(ctx, user.token);
    const id = user.cat('Taxi y VTC');
    const tx = await newTx(ctx, user.token, {
      account_id: account,
      date: '2026-02-01',
      amount: -1800,
      category_id: id,
    });
    const refused = await call(ctx, 'DELETE', `/api/categories/${id}`, { token: user.token, body: {} });
    expect(refused.errors?.[0]?.message).toBe(
      'Esta categoría tiene 1 movimiento. Elige a qué categoría moverlos o déjalos sin categoría.',
    );
    const res = await call(ctx, 'DELETE', `/api/categories/${id}`, { token: user.token, body: { reassign_to: null } });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ message: 'Categoría eliminada' });
    const after = await getTx(ctx, user.token, tx.id);
    expect(after.category_id).toBeNull();
    expect(after.amount).toBe(-1800);
  });

  it('deletes an unused category straight away but never a group with categories', async () => {
    const user = await newUser(ctx);
    expect(
      (await call(ctx, 'DELETE', `/api/categories/${user.cat('Dentista')}`, { token: user.token, body: {} })).status,
    ).toBe(200);
    const group = await call(ctx, 'DELETE', `/api/categories/${user.cat('Salud')}`, { token: user.token, body: {} });
    expect(group.status).toBe(409);
    expect(group.errors?.[0]?.message).toBe('Este grupo tiene categorías. Muévelas o elimínalas primero.');
    expect((await listCategories(ctx, user.token)).map((category) => category.id)).toContain(user.cat('Salud'));
  });

  it('deletes an unused category sent with no request body, as a plain DELETE', async () => {
    // BUG: the route declares `DeleteCategorySchema.optional()` but Fastify validates a missing body as null → 400.
    const user = await newUser(ctx);
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/categories/${user.cat('Dentista')}`,
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await listCategories(ctx, user.token)).map((category) => category.id)).not.toContain(user.cat('Dentista'));
  });

  it('refuses a reassign_to of the other kind or unknown', async () => {
    const user = await newUser(ctx);
    const account = await newAccount(ctx, user.token);
    await newTx(ctx, user.token, {
      account_id: account,
      date: '2026-02-01',
      amount: -100,
      category_id: user.cat('Agua'),
    });
    const kind = await call(ctx, 'DELETE', `/api/categories/${user.cat('Agua')}`, {
      token: user.token,
      body: { reassign_to: user.cat('Ventas') },
    });
    expect(kind.status).toBe(400);
    expect(kind.errors?.[0]?.field).toBe('reassign_to');
    const unknown = await call(ctx, 'DELETE', `/api/categories/${user.cat('Agua')}`, {
      token: user.token,
      body: { reassign_to: UNKNOWN_ID },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.errors?.[0]?.field).toBe('reassign_to');
  });
});

describe('categories of another user', () => {
  it('answer 404 to PATCH, DELETE and merge', async () => {
    const ana = await newUser(ctx);
    const luis = await newUser(ctx);
    const theirs = luis.cat('Gas');
    const patch = await call(ctx, 'PATCH', `/api/categories/${theirs}`, { token: ana.token, body: { name: 'Mío' } });
    expect(patch.status).toBe(404);
    expect(patch.errors).toEqual([{ message: NOT_FOUND }]);
    expect((await call(ctx, 'DELETE', `/api/categories/${theirs}`, { token: ana.token, body: {} })).status).toBe(404);
    expect(
      (await call(ctx, 'DELETE', `/api/categories/${theirs}`, { token: ana.token, body: { reassign_to: null } }))
        .status,
    ).toBe(404);
    expect(
      (
        await call(ctx, 'POST', `/api/categories/${theirs}/merge`, {
          token: ana.token,
          body: { into_id: ana.cat('Agua') },
        })
      ).status,
    ).toBe(404);
    expect(luis.categories.find((category) => category.id === theirs)?.name).toBe('Gas');
    expect((await listCategories(ctx, luis.token)).find((category) => category.id === theirs)?.name).toBe('Gas');
  });

  it('are a field error when referenced in a body', async () => {
    const ana = await newUser(ctx);
    const luis = await newUser(ctx);
    const parent = await create(ana.token, { name: 'Hijo', kind: 'expense', parent_id: luis.cat('Vivienda') });
    expect(parent.status).toBe(400);
    expect(parent.errors?.[0]?.field).toBe('parent_id');
    const into = await call(ctx, 'POST', `/api/categories/${ana.cat('Gas')}/merge`, {
      token: ana.token,
      body: { into_id: luis.cat('Agua') },
    });
    expect(into.status).toBe(400);
    expect(into.errors?.[0]?.field).toBe('into_id');
    const account = await newAccount(ctx, ana.token);
    await newTx(ctx, ana.token, { account_id: account, date: '2026-02-01', amount: -100, category_id: ana.cat('Gas') });
    const reassign = await call(ctx, 'DELETE', `/api/categories/${ana.cat('Gas')}`, {
      token: ana.token,
      body: { reassign_to: luis.cat('Agua') },
    });
    expect(reassign.status).toBe(400);
    expect(reassign.errors?.[0]?.field).toBe('reassign_to');
    const tx = await call(ctx, 'POST', '/api/transactions', {
      token: ana.token,
      body: { account_id: account, date: '2026-02-01', amount: -1, category_id: luis.cat('Agua') },
    });
    expect(tx.status).toBe(400);
    expect(tx.errors?.[0]).toEqual({ field: 'category_id', message: NOT_FOUND });
  });
});
