import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TestContext } from '../../../test/helpers/test-app.ts';
import { accountRef, defaultCategoryRefs } from '../../../test/helpers/whatsapp-parse-refs.ts';
import type { AccountRef } from './account-words.ts';
import { parseAlert } from './alerts.ts';
import { aboutOf, periodOf } from './ask.ts';
import { detectIntent } from './intent.ts';
import { type ParseContext, parseCapture } from './parse-message.ts';
import { fold } from './text.ts';

// Money that comes back or comes in (decision 031, 2026-11-27 «money back»): refunds are income
// filed under Reembolsos, questions about what arrived are answered with income, and a direct
// debit's alert names the company after «recibo». Examples written here, in each country's way.

const TODAY = '2026-11-25';
const ACCOUNTS: Record<string, AccountRef[]> = {
  CO: [accountRef('Efectivo', 'cash', 'COP'), accountRef('Visa', 'credit_card', 'COP', ['4410'])],
  MX: [accountRef('Efectivo', 'cash', 'MXN'), accountRef('Tarjeta Nu', 'credit_card', 'MXN', ['3012'])],
  AR: [accountRef('Efectivo', 'cash', 'ARS'), accountRef('Mercado Pago', 'other', 'ARS')],
  CL: [accountRef('Efectivo', 'cash', 'CLP'), accountRef('CuentaRUT', 'checking', 'CLP', ['6620'])],
  PE: [accountRef('Efectivo', 'cash', 'PEN'), accountRef('BCP', 'savings', 'PEN', ['7001'])],
  ES: [
    accountRef('Efectivo', 'cash', 'EUR'),
    accountRef('Santander', 'checking', 'EUR', ['8123']),
    accountRef('Tarjeta Visa', 'credit_card', 'EUR', ['5540']),
  ],
};
const contextOf = (country: string): ParseContext => ({
  today: TODAY,
  accounts: ACCOUNTS[country]!,
  defaultAccountId: 'Efectivo',
  categories: defaultCategoryRefs,
});
const shown = (outcome: ReturnType<typeof parseCapture>) =>
  outcome.ok
    ? {
        kind: outcome.capture.kind,
        amount: outcome.capture.amount,
        account: outcome.capture.account.name,
        category: outcome.capture.categoryId,
        payee: outcome.capture.payee,
      }
    : { asked: outcome.question.reason };

describe('refunds are income under Reembolsos', () => {
  it.each([
    ['CO', 'me devolvieron 38 mil de la boleta del concierto', 38_000, 'Efectivo'],
    ['CO', 'devolución de falabella 62 lucas a la visa', 62_000, 'Visa'],
    ['MX', 'me reembolsaron 459 de mercado libre a la nu', 459_00, 'Tarjeta Nu'],
    ['AR', 'me devolvieron 12 lucas de la garantía por mercado pago', 12_000_00, 'Mercado Pago'],
    ['CL', 'reembolso de la isapre 18.700 a la cuentarut', 18_700, 'CuentaRUT'],
    ['PE', 'me devolvieron 85 soles de ripley al bcp', 85_00, 'BCP'],
    ['ES', 'me han devuelto 24,99 de decathlon en la visa', 24_99, 'Tarjeta Visa'],
    ['ES', 'devolución de hacienda 312 al santander', 312_00, 'Santander'],
  ])('[%s] «%s»', (country, text, amount, account) => {
    expect(shown(parseCapture(text, contextOf(country)))).toMatchObject({
      kind: 'income',
      amount,
      account,
      category: 'Reembolsos',
    });
  });

  it('the payee is the shop, not the verb of giving back', () => {
    expect(shown(parseCapture('me reembolsaron 30 € de zalando', contextOf('ES')))).toMatchObject({ payee: 'Zalando' });
  });

  it.each([
    ['CO', 'pagué 9 mil por la devolución del paquete'],
    ['AR', 'le devolví 20 lucas a mi viejo'],
  ])('[%s] «%s» stays spending', (country, text) => {
    expect(shown(parseCapture(text, contextOf(country)))).toMatchObject({ kind: 'expense' });
  });

  it.each([
    ['ES', 'Devolución de compra MANGO 39,99 EUR abonada en su tarjeta ...5540', 'Tarjeta Visa', 'Mango'],
    ['CO', 'Bancolombia le informa Devolucion por $54.900 de ARTURO CALLE en su T.Cred *4410', 'Visa', 'Arturo Calle'],
  ])('[%s] a pasted refund alert is money in: «%s»', (country, text, account, payee) => {
    expect(shown(parseAlert(text, contextOf(country))!)).toMatchObject({
      kind: 'income',
      account,
      category: 'Reembolsos',
      payee,
    });
  });

  it('«reintegro» at an ATM in Spain is still cash taken, not a refund', () => {
    expect(shown(parseAlert('Reintegro en cajero 60,00 EUR con tarjeta ...5540', contextOf('ES'))!)).toMatchObject({
      kind: 'transfer',
    });
  });
});

describe('a direct debit’s alert names the company after «recibo»', () => {
  it.each([
    ['Santander: Cargo de recibo NATURGY IBERIA 47,35 EUR en la cuenta ...8123', 'Naturgy Iberia', 'Gas'],
    ['Recibo domiciliado de ORANGE ESPAGNE por importe de 32,00 EUR cargado en cuenta ...8123', 'Orange Espagne', null],
    [
      'Se ha cargado el recibo de IBERDROLA CLIENTES por 58,10 EUR en su cuenta …8123',
      'Iberdrola Clientes',
      'Electricidad',
    ],
  ])('«%s»', (text, payee, category) => {
    const outcome = shown(parseAlert(text, contextOf('ES'))!);
    expect(outcome).toMatchObject({ kind: 'expense', account: 'Santander', payee });
    if (category) expect(outcome).toMatchObject({ category });
  });
});

describe('questions about money that came in', () => {
  it.each([
    ['¿cuánto me ha llegado este mes?', '2026-11-01'],
    ['cuánto me entró la semana pasada', '2026-11-16'],
    ['cuánto recibí en octubre', '2026-10-01'],
    ['cuanto cobré en septiembre?', '2026-09-01'],
    ['cuánto me depositaron este mes', '2026-11-01'],
    ['cuánta plata me llegó este mes', '2026-11-01'],
    ['cuánto me han pagado en octubre', '2026-10-01'],
    ['cuánto me cayó la quincena pasada', '2026-11-01'],
    ['¿qué me entró esta semana?', '2026-11-23'],
  ])('«%s» asks about income', (text, from) => {
    expect(detectIntent(text, TODAY).type).toBe('question');
    expect(aboutOf(fold(text))).toBe('income');
    expect(periodOf(fold(text), TODAY, 1).from).toBe(from);
  });

  it.each(['cuánto me cobraron de comisión', 'cuánto pagué de luz', 'cuánto gasté en lo que me devolvieron'])(
    '«%s» is still about spending',
    (text) => {
      expect(aboutOf(fold(text))).toBe('spending');
    },
  );
});

describe('through the chat', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    ctx.clock.advance(new Date('2026-11-25T15:00:00Z').getTime() - ctx.clock.now().getTime());
  });
  afterAll(async () => ctx.close());

  it('files a refund under Reembolsos and answers «¿cuánto me ha llegado?» with income', async () => {
    const { token } = await registerUser(ctx);
    await call(ctx, 'POST', '/api/configuration', {
      token,
      body: { country: 'ES', base_currency: 'EUR', month_start_day: 1 },
    });
    await call(ctx, 'POST', '/api/accounts', { token, body: { name: 'Efectivo', type: 'cash', currency: 'EUR' } });
    const bank = (
      await call(ctx, 'POST', '/api/accounts', {
        token,
        body: { name: 'Santander', type: 'checking', currency: 'EUR', last_digits: '8123' },
      })
    ).data;
    const say = async (text: string) =>
      (
        (await call(ctx, 'POST', '/api/whatsapp/simulate', { token, body: { text } })).data as unknown as {
          reply: string;
        }
      ).reply;
    const categories = (await call(ctx, 'GET', '/api/categories', { token })).data as unknown as {
      id: string;
      name: string;
    }[];
    expect(await say('me reembolsaron 42,50 de zalando al santander')).toMatch(/^✅ Anotado: ingreso de .*Reembolsos/);
    expect(await say('gasté 20 en el súper')).toMatch(/^✅/);
    const saved = (await call(ctx, 'GET', '/api/transactions', { token })).data as unknown as {
      items: { amount: number; account_id: string; category_id: string }[];
    };
    expect(saved.items.find((row) => row.amount === 4_250)).toMatchObject({
      account_id: bank.id,
      category_id: categories.find((category) => category.name === 'Reembolsos')!.id,
    });
    const totals = (await call(ctx, 'GET', '/api/transactions/totals?from=2026-11-01&to=2026-11-25', { token }))
      .data as unknown as { by_currency: { income: number; expense: number }[] };
    expect(totals.by_currency[0]!.income).toBe(4_250);
    const reply = await say('¿cuánto me ha llegado este mes?');
    expect(reply).toMatch(/te entraron 42,50/);
    expect(reply).not.toMatch(/gastaste/);
  });
});
