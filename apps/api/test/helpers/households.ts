import { expect } from 'vitest';
import { call, registerUser, type TestContext } from './test-app.ts';

export type Person = Awaited<ReturnType<typeof registerUser>> & { id: string };

/** A registered person with their user id (which is also the id of their own ledger). */
export async function person(ctx: TestContext, name: string): Promise<Person> {
  const user = await registerUser(ctx, { name });
  const me = await call(ctx, 'GET', '/api/me', { token: user.token });
  return { ...user, id: me.data.id as string };
}

/** The token of the last household invitation mailed to `email`. */
export function lastInviteToken(ctx: TestContext, email: string): string {
  const mail = ctx.mails.filter((message) => message.to === email).at(-1);
  const token = mail?.text.match(/\/hogar\/invitacion\/([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no household invitation mailed to ${email}`);
  return token;
}

/** `owner` invites `guest` into their own ledger with `role`, and `guest` accepts. */
export async function join(ctx: TestContext, owner: Person, guest: Person, role: 'member' | 'viewer' = 'member') {
  const invited = await call(ctx, 'POST', `/api/households/${owner.id}/invites`, {
    token: owner.token,
    body: { email: guest.email, role },
  });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  // The mail is sent without making the request wait for it.
  await new Promise((resolve) => setImmediate(resolve));
  const accepted = await call(ctx, 'POST', `/api/household-invitations/${lastInviteToken(ctx, guest.email)}/accept`, {
    token: guest.token,
  });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
}

/** Headers that open `ledgerId` (decision 044). */
export const inLedger = (ledgerId: string) => ({ 'x-ledger': ledgerId });
