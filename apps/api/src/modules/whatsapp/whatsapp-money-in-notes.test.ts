import { describe, expect, it } from 'vitest';
import { chatApp, chatUser, movements, say } from '../../../test/helpers/whatsapp-chat.ts';
import { readMoneyInNote } from './money-in-note.ts';

// A note right after a captured money-in says what that money was: paid back (Reembolsos) or rent
// one collects (Arriendos cobrados). Examples written here, in several countries' ways (decision 031).

describe('what a note says the money was', () => {
  it.each([
    ['ya me pagó lo que le presté en marzo', 'Reembolsos'],
    ['es la parte de la gasolina que le puse', 'Reembolsos'],
    ['me regresó lo de los boletos', 'Reembolsos'],
    ['eso es lo que me debía mi cuñado', 'Reembolsos'],
    ['lo de las chelas que les invité el viernes', 'Reembolsos'],
    ['me ha devuelto lo del regalo de Marta', 'Reembolsos'],
    ['es lo del depa que le rento a Jorge', 'Arriendos cobrados'],
    ['la renta que paga mi inquilina', 'Arriendos cobrados'],
  ])('«%s» → %s', (text, category) => {
    expect(readMoneyInNote(text)).toBe(category);
  });

  it.each([
    'me devolvió 20 mil',
    'otro que me debía Pedro',
    '¿cuánto me debe Ana?',
    'mañana le presto a Juan',
    'gracias',
    'le pagué el almuerzo',
  ])('not «%s»', (text) => {
    expect(readMoneyInNote(text)).toBeUndefined();
  });
});

describe('the note end to end', () => {
  const app = chatApp();

  it('files a money-in as a refund, saving nothing new', async () => {
    const token = await chatUser(app.ctx, 'CL', 'CLP', [
      { name: 'Efectivo', type: 'cash' },
      { name: 'CuentaRUT', type: 'checking' },
    ]);
    expect(await say(app.ctx, token, 'me transfirieron 18 lucas a la cuentarut')).toContain('Anotado');
    const reply = await say(app.ctx, token, 'era lo que le presté a la Cami pal bus');
    expect(reply).toMatch(/→ Reembolsos/);
    expect(await movements(app.ctx, token)).toHaveLength(1);
  });

  it('files rent one lets out', async () => {
    const token = await chatUser(app.ctx, 'ES', 'EUR', [
      { name: 'Efectivo', type: 'cash' },
      { name: 'Santander', type: 'checking' },
    ]);
    expect(await say(app.ctx, token, 'me han ingresado 450 en el santander')).toContain('Anotado');
    expect(await say(app.ctx, token, 'es la habitación que le alquilo a Pablo')).toMatch(/→ Arriendos cobrados/);
    expect(await movements(app.ctx, token)).toHaveLength(1);
  });

  it('leaves a spending alone', async () => {
    const token = await chatUser(app.ctx, 'MX', 'MXN', [{ name: 'Efectivo', type: 'cash' }]);
    expect(await say(app.ctx, token, 'tacos 180')).toContain('Anotado');
    expect(await say(app.ctx, token, 'lo que me debía Luis')).not.toMatch(/Reembolsos/);
  });
});
