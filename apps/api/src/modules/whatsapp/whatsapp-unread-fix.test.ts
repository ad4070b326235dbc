import { describe, expect, it } from 'vitest';
import { chatApp, chatUser, movements, say } from '../../../test/helpers/whatsapp-chat.ts';
import { readsLikeFix } from './unread-fix.ts';

// A message soon after a capture that reads like a correction the rules did not understand is
// asked about, never saved as a second movement (decision 031). Examples written here.

describe('what reads like a correction', () => {
  it.each([
    'no, lo del súper fue 30 mil con la nu y no con bbva',
    'uy no, fueron 30 mil nada más, el resto lo puso mi tía',
    'perdón me confundí de monto 45',
    'me equivoqué: 18 lucas el taxi',
    'en realidad fueron 2 cafés de 3.500',
    'lo cargué a la cuenta rut, 12.990',
    'eso fue con la ripley 23 mil',
    'el almuerzo no fue 20, fue 25',
    'mejor dicho 740 pesos',
    'joven, arréglelo que la cuenta salió en 61 soles',
    'compa cámbialo porfa al final fue 300 varos',
    'hey amiga corrijamelo, 27 euros eran',
  ])('«%s»', (text) => {
    expect(readsLikeFix(text)).toBe(true);
  });

  it.each([
    'taxi 12 mil',
    'no tenía efectivo, pagué 20 lucas con la visa',
    'perdón, se me olvidó anotar el pan de ayer, 3.000',
    'también compré pilas 8.900',
    'nomás gasté 4 lucas en el metro',
    'almuerzo con Noelia 32 mil',
    'arreglé la moto 85 mil',
    'cambié de celular, 900 mil',
  ])('not «%s»', (text) => {
    expect(readsLikeFix(text)).toBe(false);
  });
});

describe('the chat end to end', () => {
  const app = chatApp();

  const setUp = () =>
    chatUser(app.ctx, 'CO', 'COP', [
      { name: 'Efectivo', type: 'cash' },
      { name: 'Nequi', type: 'other' },
    ]);
  const amounts = async (token: string) => (await movements(app.ctx, token)).map((item) => item.amount);

  it('asks instead of saving a second movement, naming the one it may correct', async () => {
    const token = await setUp();
    expect(await say(app.ctx, token, 'mercado 67.300')).toContain('Anotado');
    const reply = await say(app.ctx, token, 'uy no, fueron 30 mil del mercado y lo otro lo puso mi tía');
    expect(reply).toContain('No anoté este mensaje ni cambié nada');
    expect(reply).toMatch(/tu gasto de \$\s67\.300 \(Mercado\)/);
    // The example account is one of the person's own, not the one already on the movement.
    expect(reply).toContain('«fue con nequi»');
    expect(await amounts(token)).toEqual([-67300]);
    // Told the way the question suggests, the correction is made.
    expect(await say(app.ctx, token, 'eran 30.000')).toContain('30.000');
    expect(await amounts(token)).toEqual([-30000]);
  });

  it('saves it as a new movement when it starts with «otro»', async () => {
    const token = await setUp();
    await say(app.ctx, token, 'taxi 12 mil');
    expect(await say(app.ctx, token, 'otro taxi, no fue el mismo, 9 mil')).toContain('Anotado');
    expect((await amounts(token)).sort()).toEqual([-12000, -9000].sort());
  });

  it('saves it when the last capture is more than half an hour old', async () => {
    const token = await setUp();
    await say(app.ctx, token, 'taxi 12 mil');
    app.ctx.clock.advance(31 * 60_000);
    expect(await say(app.ctx, token, 'no fue barato el almuerzo, 32 mil')).toContain('Anotado');
    expect(await amounts(token)).toHaveLength(2);
  });

  it('saves it when nothing was captured before', async () => {
    const token = await setUp();
    expect(await say(app.ctx, token, 'no fue barato el almuerzo, 32 mil')).toContain('Anotado');
  });
});
