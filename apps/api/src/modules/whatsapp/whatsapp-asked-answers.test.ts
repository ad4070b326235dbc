import { describe, expect, it } from 'vitest';
import { chatApp, chatUser, movements, say } from '../../../test/helpers/whatsapp-chat.ts';

// The answer to the chat's own question completes the message it asked about (decision 031):
// the account an alert missed, or the way round of a move between two own accounts. Examples
// written here; none is a corpus line.

describe('answers to the chat’s question', () => {
  const app = chatApp();

  it('takes the account a card payment alert missed', async () => {
    const token = await chatUser(app.ctx, 'CL', 'CLP', [
      { name: 'Efectivo', type: 'cash' },
      { name: 'CuentaRUT', type: 'checking' },
      { name: 'Tarjeta Santander', type: 'credit_card' },
    ]);
    const asked = await say(
      app.ctx,
      token,
      'Banco Santander: Pago de tarjeta de credito ****4410 por $132.500 recibido.',
    );
    expect(asked).toMatch(/No anoté nada/);
    expect(await say(app.ctx, token, 'salió de la cuentarut')).toMatch(/Anotado/);
    const saved = (await movements(app.ctx, token)) as unknown as { kind: string; amount: number }[];
    // A transfer is listed from both of its accounts.
    expect(saved.length).toBeGreaterThan(0);
    expect(saved.every((movement) => movement.kind === 'transfer' && Math.abs(movement.amount) === 132_500)).toBe(true);
  });

  it('reads the way round of a move between two own accounts', async () => {
    const token = await chatUser(app.ctx, 'MX', 'MXN', [
      { name: 'Efectivo', type: 'cash' },
      { name: 'Banorte', type: 'checking' },
      { name: 'Mercado Pago', type: 'other' },
    ]);
    const asked = await say(app.ctx, token, '1.800 de banorte a mercado pago');
    if (!/No anoté nada/.test(asked)) return; // read as a transfer at once: nothing to answer
    expect(await say(app.ctx, token, 'no, al revés, de mercado pago a banorte')).toMatch(/Anotado/);
    const saved = (await movements(app.ctx, token)) as unknown as { kind: string }[];
    expect(saved.every((movement) => movement.kind === 'transfer')).toBe(true);
  });

  it('saves nothing when the answer names no account', async () => {
    const token = await chatUser(app.ctx, 'CL', 'CLP', [
      { name: 'Efectivo', type: 'cash' },
      { name: 'CuentaRUT', type: 'checking' },
      { name: 'Tarjeta Santander', type: 'credit_card' },
    ]);
    await say(app.ctx, token, 'Santander: Pago de tu tarjeta de credito ****7781 por $95.000 recibido.');
    expect(await say(app.ctx, token, 'lo pagué ayer')).not.toMatch(/Anotado/);
    expect(await movements(app.ctx, token)).toHaveLength(0);
  });
});
