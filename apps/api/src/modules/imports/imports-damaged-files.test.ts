import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { bbvaXlsx } from '../../../test/helpers/imports-xlsx-fixtures.ts';
import { fixture, newAccount, newUser, upload, type User } from '../../../test/helpers/money-helpers.ts';

// Statements cut short or damaged byte by byte, in every format the import reads (split from
// imports-formats.test.ts): never a 500, always the file accepted or a Spanish 400.
let ctx: TestContext;
let user: User;
beforeAll(async () => {
  ctx = await createTestApp();
  user = await newUser(ctx);
});
afterAll(async () => ctx.close());

describe('no file answers 500', () => {
  it('cut, damaged or foreign bytes in any format answer 201/200 or a Spanish 400 at upload and analysis', async () => {
    const account = await newAccount(ctx, user.token);
    const sources = await Promise.all([
      ...[
        'santander-info-1252.csv',
        'bancolombia-cop.csv',
        'caixabank.n43',
        'camt053.xml',
        'extracto.ofx',
        'sabadell-ofx2.ofx',
        'banorte.qif',
      ].map((name) => fixture(name)),
      bbvaXlsx(),
    ]);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: sources.length - 1 }),
        fc.double({ min: 0.05, max: 1, noNaN: true }),
        fc.array(fc.tuple(fc.double({ min: 0, max: 0.999, noNaN: true }), fc.integer({ min: 0, max: 255 })), {
          maxLength: 6,
        }),
        async (which, keep, damage) => {
          const source = sources[which]!;
          const bytes = Buffer.from(source.subarray(0, Math.max(1, Math.floor(source.length * keep))));
          for (const [at, value] of damage) bytes[Math.floor(at * bytes.length)] = value;
          const uploaded = await upload(ctx, user.token, account, 'extracto', bytes);
          expect([201, 400], JSON.stringify(uploaded.body)).toContain(uploaded.status);
          if (uploaded.status !== 201) {
            expect(uploaded.errors?.[0]?.message).toMatch(/[a-záéíóúñ]/);
            return;
          }
          const id = (uploaded.data as { import: { id: string } }).import.id;
          const analyzed = await call(ctx, 'POST', `/api/imports/${id}/analyze`, { token: user.token, body: {} });
          expect([200, 400], JSON.stringify(analyzed.body)).toContain(analyzed.status);
        },
      ),
      { numRuns: 60 },
    );
  }, 120_000);
});
