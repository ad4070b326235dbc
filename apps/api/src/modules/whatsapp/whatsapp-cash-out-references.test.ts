import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TestContext } from '../../../test/helpers/test-app.ts';
import { detectIntent } from './intent.ts';

// Numbers that name something (a company's reference, a floor) are no money; cash taken out of a
// wallet is a transfer to cash. Examples written here (decision 031).

describe('references and ordinals are no money', () => {
  it.each([
    'el número de mi reclamo es 20931177',
    'ticket: 558812, para que lo tengas',
    'me dieron el radicado 2026118842',
    'el localizador es 88123411 por si acaso',
    'nos mudamos a calle Mayor 14, 3er piso',
    'estoy en jirón Ucayali 455 2do B',
  ])('«%s»', (text) => {
    expect(detectIntent(text, '2026-11-26').type).toBe('not_money');
  });

  it.each(['pagué 20 a Juan', 'el 2do plazo del carro 300 mil', 'reclamo resuelto, me devolvieron 45.000'])(
    'still money: «%s»',
    (text) => {
      expect(detectIntent(text, '2026-11-26').type).toBe('capture');
    },
  );
});

describe('cash out of a wallet, end to end', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    ctx.clock.advance(new Date('2026-11-26T15:00:00Z').getTime() - ctx.clock.now().getTime());
  });
  afterAll(async () => ctx.close());

  const setUp = async (country: string, currency: string, wallet: string) => {
    const { token } = await registerUser(ctx);
    await call(ctx, 'POST', '/api/configuration', {
      token,
      body: { country, base_currency: currency, month_start_day: 1 },
    });
    await call(ctx, 'POST', '/api/accounts', { token, body: { name: 'Efectivo', type: 'cash', currency } });
    await call(ctx, 'POST', '/api/accounts', { token, body: { name: wallet, type: 'other', currency } });
    return token;
  };
  const say = async (token: string, text: string) => {
    const res = await call(ctx, 'POST', '/api/whatsapp/simulate', { token, body: { text } });
    expect(res.status).toBe(200);
    return (res.data as unknown as { reply: string }).reply;
  };
  const kinds = async (token: string) =>
    (
      (await call(ctx, 'GET', '/api/transactions', { token })).data as unknown as {
        items: { kind?: string; amount: number }[];
      }
    ).items;

  it('reads «retiro <wallet> N» as a transfer to cash', async () => {
    const token = await setUp('CO', 'COP', 'Nequi');
    const reply = await say(token, 'retiro nequi 80 mil');
    expect(reply).toMatch(/transferencia/i);
    expect(reply).toContain('Efectivo');
  });

  it('reads cash taken out of a wallet at a shop counter as a transfer to cash', async () => {
    const token = await setUp('MX', 'MXN', 'Mercado Pago');
    const reply = await say(token, 'retiré 600 de mercado pago en un oxxo');
    expect(reply).toMatch(/transferencia/i);
    expect(reply).toContain('Efectivo');
    expect(await kinds(token)).toHaveLength(2);
  });
});
