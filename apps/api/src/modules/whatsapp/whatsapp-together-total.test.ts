import { describe, expect, it } from 'vitest';
import { chatApp, chatUser, movements, say } from '../../../test/helpers/whatsapp-chat.ts';
import { togetherSaid } from './together-total.ts';

// «todo junto eran …» after two captures is the total of both, never a third movement (decision
// 031, blind-aa): the examples are written here, none is a corpus line.

describe('a total of the last two captures', () => {
  it.each([
    ['no espera, todo junto fueron 95 con la propina', '95'],
    ['en total eran 42.500', '42.500'],
    ['las dos juntas salieron 30 mil', '30'],
    ['todo eran 64 con el envío', '64'],
  ])('«%s» says the total %s', (text, amount) => {
    expect(togetherSaid(text)?.integer).toBe(amount.replace('.', ''));
  });

  it.each(['todo en efectivo', 'todo con la visa 45', 'eran 95', 'almuerzo 95 con propina', 'todo junto'])(
    'not «%s»',
    (text) => {
      expect(togetherSaid(text)).toBeUndefined();
    },
  );
});

describe('the chat, told a total after a purchase and its extra', () => {
  const app = chatApp();
  const user = () =>
    chatUser(app.ctx, 'MX', 'MXN', [
      { name: 'Efectivo', type: 'cash' },
      { name: 'BBVA', type: 'checking' },
    ]);

  it('folds the tip into the purchase when the total holds it', async () => {
    const token = await user();
    await say(app.ctx, token, 'cena en la fonda 240');
    await say(app.ctx, token, 'y 30 de propina');
    const reply = await say(app.ctx, token, 'no, todo junto fueron 250 con propina');
    expect(reply).toMatch(/^Listo, lo dejé en uno/);
    const saved = await movements(app.ctx, token);
    expect(saved.map((movement) => movement.amount)).toEqual([-25_000]);
  });

  it('changes nothing when the total is their sum', async () => {
    const token = await user();
    await say(app.ctx, token, 'uber 85');
    await say(app.ctx, token, 'propina 15');
    expect(await say(app.ctx, token, 'en total eran 100')).toMatch(/No cambié nada/);
    expect((await movements(app.ctx, token)).map((movement) => movement.amount).sort()).toEqual([-1_500, -8_500]);
  });

  it('asks, saving nothing, when the total does not split plainly', async () => {
    const token = await user();
    await say(app.ctx, token, 'farmacia 300');
    await say(app.ctx, token, 'verduras 120');
    expect(await say(app.ctx, token, 'todo junto eran 380')).toMatch(/No cambié nada/);
    expect(await movements(app.ctx, token)).toHaveLength(2);
  });
});
