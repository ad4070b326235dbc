import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNotification } from './service.ts';
import { call, createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { firstError, newPlanner, type Planner, UNKNOWN_ID } from '../../../test/helpers/planning-helpers.ts';

type Item = {
  id: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  read_at: string | null;
  created_at: string;
};
type Page = { items: Item[]; next_cursor: string | null; unread: number };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

/** A user with `count` notifications "Aviso 0" … "Aviso n-1", one second apart, the last one newest. */
async function userWithNotifications(count: number, spacingMs = 1000): Promise<Planner & { id: string }> {
  const user = await newPlanner(ctx);
  const id = (await call(ctx, 'GET', '/api/me', { token: user.token })).data.id as string;
  const start = ctx.clock.now().getTime() - count * 1000;
  for (let index = 0; index < count; index++) {
    await createNotification(
      ctx.database.db,
      id,
      { kind: 'reminder', title: `Aviso ${index}`, body: `Cuerpo ${index}`, link: index % 2 ? '/reminders' : null },
      new Date(start + index * spacingMs),
    );
  }
  return { ...user, id };
}
async function page(user: Planner, query = ''): Promise<Page> {
  const res = await call(ctx, 'GET', `/api/notifications${query}`, { token: user.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.data as unknown as Page;
}

describe('GET /notifications', () => {
  it('lists newest first, page by page with a keyset cursor, with the unread count on every page', async () => {
    const user = await userWithNotifications(25);
    const titles: string[] = [];
    let cursor: string | null = null;
    const sizes: number[] = [];
    do {
      const current: Page = await page(user, `?limit=10${cursor ? `&cursor=${cursor}` : ''}`);
      expect(current.unread).toBe(25);
      sizes.push(current.items.length);
      titles.push(...current.items.map((item) => item.title));
      if (current.next_cursor) expect(current.next_cursor).toBe(current.items.at(-1)!.id);
      cursor = current.next_cursor;
    } while (cursor);
    expect(sizes).toEqual([10, 10, 5]);
    expect(titles).toEqual(Array.from({ length: 25 }, (_, index) => `Aviso ${24 - index}`));
    const first = await page(user);
    expect(first.items).toHaveLength(20);
    expect(first.items[0]).toMatchObject({
      kind: 'reminder',
      title: 'Aviso 24',
      body: 'Cuerpo 24',
      link: null,
      read_at: null,
    });
    expect(first.items[1]).toMatchObject({ title: 'Aviso 23', link: '/reminders' });
    expect(Date.parse(first.items[0]!.created_at)).toBeGreaterThan(Date.parse(first.items[1]!.created_at));
  });

  it('answers an empty page for a user without notifications', async () => {
    const user = await newPlanner(ctx);
    expect(await page(user)).toEqual({ items: [], next_cursor: null, unread: 0 });
  });

  it('keeps creation order for notifications created within the same millisecond', async () => {
    const user = await userWithNotifications(12, 0);
    expect((await page(user)).items.map((item) => item.title)).toEqual(
      Array.from({ length: 12 }, (_, index) => `Aviso ${11 - index}`),
    );
  });

  it('rejects a malformed cursor or limit with a field error', async () => {
    const user = await userWithNotifications(1);
    const cursors = ['abc', 'x'.repeat(41), '-'.repeat(36), 'a'.repeat(36), '0190a000-0000-7000-8000-00000000000g'];
    const answers = [];
    for (const cursor of cursors) {
      const res = await call(ctx, 'GET', `/api/notifications?cursor=${cursor}`, { token: user.token });
      answers.push({ cursor, status: res.status, field: res.errors?.[0]?.field });
    }
    expect(answers).toEqual(cursors.map((cursor) => ({ cursor, status: 400, field: 'cursor' })));
    for (const limit of ['0', '101', 'diez']) {
      const res = await call(ctx, 'GET', `/api/notifications?limit=${limit}`, { token: user.token });
      expect(res.status, limit).toBe(400);
      expect(firstError(res).field).toBe('limit');
    }
    expect((await call(ctx, 'GET', '/api/notifications')).status).toBe(401);
  });
});

describe('marking as read', () => {
  it('marks one notification read, idempotently, and lowers the unread count', async () => {
    const user = await userWithNotifications(3);
    const [newest] = (await page(user)).items;
    const read = await call(ctx, 'POST', `/api/notifications/${newest!.id}/read`, { token: user.token });
    expect(read.status).toBe(200);
    expect(read.data).toMatchObject({ id: newest!.id, title: 'Aviso 2' });
    expect(Date.parse(read.data.read_at as string)).toBe(ctx.clock.now().getTime());
    ctx.clock.advance(60_000);
    const again = await call(ctx, 'POST', `/api/notifications/${newest!.id}/read`, { token: user.token });
    expect(again.status).toBe(200);
    expect(again.data.read_at).toBe(read.data.read_at);
    const after = await page(user);
    expect(after.unread).toBe(2);
    expect(after.items.map((item) => item.read_at !== null)).toEqual([true, false, false]);
  });

  it('marks all read for the signed-in user only', async () => {
    const user = await userWithNotifications(4);
    const other = await userWithNotifications(2);
    const [one] = (await page(user)).items;
    await call(ctx, 'POST', `/api/notifications/${one!.id}/read`, { token: user.token });
    const all = await call(ctx, 'POST', '/api/notifications/read-all', { token: user.token });
    expect(all).toMatchObject({ status: 200, data: { updated: 3 } });
    expect((await page(user)).unread).toBe(0);
    expect((await page(user)).items.every((item) => item.read_at !== null)).toBe(true);
    expect((await call(ctx, 'POST', '/api/notifications/read-all', { token: user.token })).data).toEqual({
      updated: 0,
    });
    expect((await page(other)).unread).toBe(2);
    expect((await call(ctx, 'POST', '/api/notifications/read-all')).status).toBe(401);
  });

  it("answers 404 for another user's notification and leaves it unread", async () => {
    const owner = await userWithNotifications(1);
    const intruder = await userWithNotifications(1);
    const [item] = (await page(owner)).items;
    for (const id of [item!.id, UNKNOWN_ID]) {
      const res = await call(ctx, 'POST', `/api/notifications/${id}/read`, { token: intruder.token });
      expect(res.status).toBe(404);
      expect(firstError(res).message).toBe('No encontramos esta notificación');
    }
    expect((await page(owner)).unread).toBe(1);
    expect((await page(intruder)).items.map((entry) => entry.id)).not.toContain(item!.id);
    const bad = await call(ctx, 'POST', '/api/notifications/not-a-uuid/read', { token: owner.token });
    expect(bad.status).toBe(404);
  });
});
