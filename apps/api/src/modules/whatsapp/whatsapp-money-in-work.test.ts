import { describe, expect, it } from 'vitest';
import { chatApp, chatUser, say } from '../../../test/helpers/whatsapp-chat.ts';
import { readMoneyInNote } from './money-in-note.ts';

// A note right after a money-in saying it paid work the person did (Honorarios) or is their pay
// (Salario). Examples written here, in several countries' ways (decision 031).

describe('work one did, or one’s pay', () => {
  it.each([
    ['es de la clase de inglés que di el martes', 'Honorarios'],
    ['me pagó la clase de piano', 'Honorarios'],
    ['eso es por el diseño del logo que le hice', 'Honorarios'],
    ['me pagaron el cachuelo', 'Honorarios'],
    ['es por la asesoría', 'Honorarios'],
    ['nos pagaron la traducción', 'Honorarios'],
    ['es mi sueldo', 'Salario'],
    ['me cayó la quincena', 'Salario'],
    ['me depositaron la nómina', 'Salario'],
  ])('«%s» → %s', (text, category) => {
    expect(readMoneyInNote(text)).toBe(category);
  });

  it.each([
    'me pagó lo que le presté',
    'le pagué la clase de piano',
    'la clase es el martes',
    'mañana me pagan el trabajo',
  ])('not paid work: «%s»', (text) => {
    expect(readMoneyInNote(text)).not.toBe('Honorarios');
  });
});

describe('the note after a pasted alert', () => {
  const app = chatApp();

  it('files the money-in as fees for work, saving nothing new', async () => {
    const token = await chatUser(app.ctx, 'PE', 'PEN', [
      { name: 'Efectivo', type: 'cash' },
      { name: 'Plin', type: 'other' },
    ]);
    expect(await say(app.ctx, token, 'Plin: Recibiste S/ 80.00 de ROSA HUAMAN')).toMatch(/ingreso de S\/\s80\.00/);
    expect(await say(app.ctx, token, 'me pagó la clase de matemáticas')).toMatch(/Otros ingresos → Honorarios/);
  });
});
