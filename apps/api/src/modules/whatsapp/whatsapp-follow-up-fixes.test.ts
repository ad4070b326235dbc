import { describe, expect, it } from 'vitest';
import { chatApp, chatUser, say } from '../../../test/helpers/whatsapp-chat.ts';
import type { AccountRef } from './account-words.ts';
import { readCategoryAnswer, readFollowUp, readJoinedFixes, zeroSlip } from './follow-up-fixes.ts';
import { detectIntent } from './intent.ts';

// Follow-ups that fix the capture just saved, in phrasings once left unread (decision 031, blind-o
// and blind-p): the old movement stayed wrong under its success reply. Examples written here, in
// several countries' ways; none is a corpus line.

const TODAY = '2026-11-26';
const account = (name: string, type: AccountRef['type']): AccountRef => ({ id: name, name, type, currency: 'COP' });
const accounts = [
  account('Efectivo', 'cash'),
  account('Nequi', 'other'),
  account('BBVA', 'checking'),
  account('Mercado Pago', 'other'),
];
const follow = (text: string) => readFollowUp(text, TODAY, accounts) as Record<string, unknown> | undefined;
const units = (intent: Record<string, unknown> | undefined) => {
  const amount = intent?.amount as { integer: string; fraction: string; multiplier: number } | undefined;
  return amount ? Number(`${amount.integer}.${amount.fraction || 0}`) * amount.multiplier : undefined;
};

describe('an amount fixed with a laugh or an aside about the slip', () => {
  it.each([
    ['perdón era 1.450, invertí las cifras', 1450],
    ['ups eran 96 jajaja el teclado me odia', 96],
    ['no, 78 jeje dedazo', 78],
    ['87 jaja le erré a la tecla', 87],
    ['eran 2.350, escribí mal los números', 2350],
  ])('«%s» is the amount %d', (text, amount) => {
    const intent = follow(text);
    expect(intent?.type).toBe('reamount');
    expect(units(intent)).toBe(amount);
  });

  it.each(['taxi 20 mil jaja', 'pagué 200 de luz, se me fue el dedo', 'jaja qué risa'])('not «%s»', (text) => {
    expect(follow(text)).toBeUndefined();
  });
});

describe('what the movement was, said of «eso»', () => {
  it.each([
    ['eso fue gasolina', 'gasolina'],
    ['esa era la luz', 'luz'],
    ['esto es del gimnasio', 'gimnasio'],
  ])('«%s» names the category %s', (text, target) => {
    expect(follow(text)).toEqual({ type: 'recategorize', target });
  });

  it('«eso era nequi» names the account', () => {
    expect(follow('eso era nequi')).toEqual({ type: 'reaccount', target: 'Nequi' });
  });

  it.each(['eso es todo', 'eso es mucho', 'esto es caro'])('not «%s»', (text) => {
    expect(follow(text)).toBeUndefined();
  });
});

describe('the account named alone, or where the money came out of', () => {
  it.each([
    ['entró a mercado pago, no a efectivo', 'Mercado Pago'],
    ['pero en bbva, no en efectivo', 'BBVA'],
    ['sácalo de la cuenta de bbva', 'BBVA'],
    ['lo saqué de nequi', 'Nequi'],
  ])('«%s» moves it to %s', (text, target) => {
    expect(follow(text)).toEqual({ type: 'reaccount', target });
  });

  it.each(['a juan, no a pedro', 'sácalo de comida', 'lo saqué de la lista'])('not «%s»', (text) => {
    expect(follow(text)).toBeUndefined();
  });
});

describe('what it was not, then what happened', () => {
  it.each([
    ['no era comida, es que le compré un regalo a mi sobrina', 'le compre un regalo a mi sobrina'],
    ['eso no es sueldo, fue que vendí mi celular', 'que vendi mi celular'],
  ])('«%s» names the category from what happened', (text, target) => {
    expect(follow(text)).toEqual({ type: 'recategorize', target });
  });

  it('leaves a kind denied to the kind fix', () => {
    expect(follow('no era un gasto, es que me pagaron')).toBeUndefined();
  });
});

describe('an order to keep it out of the ledger', () => {
  it.each(['mejor no lo anotes, me lo van a devolver', 'no lo registres porfa', 'ya no lo apuntes, era de mi jefe'])(
    '«%s» undoes it',
    (text) => {
      expect(follow(text)).toEqual({ type: 'undo' });
    },
  );

  it('not «no lo anotes como gasto, es ingreso»', () => {
    expect(follow('no lo anotes como gasto, es ingreso')?.type).not.toBe('undo');
  });
});

describe('two fixes joined by «y»', () => {
  it('reads each half', () => {
    expect(readJoinedFixes('ponle categoría farmacia y sácalo de nequi', TODAY, accounts)).toEqual({
      type: 'several',
      parts: [
        { type: 'recategorize', target: 'farmacia' },
        { type: 'reaccount', target: 'Nequi' },
      ],
    });
  });

  it('leaves the amount and the day to the one fix that reads them together', () => {
    expect(readJoinedFixes('eran 22 mil y fue el martes', TODAY, accounts)).toBeUndefined();
  });
});

describe('a fix after a lead-in that owns the slip', () => {
  it.each([
    ['estaba mal, eran 9 mil', 9000],
    ['le faltó un cero: 4500', 4500],
    ['corrige el importe: 3.200', 3200],
    ['el total correcto era 58', 58],
    ['oops 310 jajaja', 310],
  ])('«%s» is the amount %d', (text, amount) => {
    const intent = follow(text);
    expect(intent?.type).toBe('reamount');
    expect(units(intent)).toBe(amount);
  });

  it.each([
    ['se me olvidó decirte que fue con bbva', 'reaccount', 'bbva'],
    ['no fue con nequi, lo pagué con bbva', 'reaccount', 'bbva'],
    ['me confundí, era mercado', 'recategorize', 'mercado'],
    ['regalos, no ropa', 'recategorize', 'regalos'],
    ['bbva, no efectivo', 'reaccount', 'BBVA'],
  ])('«%s» is read as %s %s', (text, type, target) => {
    expect(follow(text)).toEqual({ type, target });
  });

  it.each(['olvídalo', 'al final no lo compré', 'pensándolo bien, no lo pagué'])('«%s» undoes it', (text) => {
    expect(follow(text)).toEqual({ type: 'undo' });
  });

  it.each(['se me olvidó decirte que ayer compré pan', 'hoy no, mañana', 'upa 300'])('not «%s»', (text) => {
    expect(follow(text)?.type ?? 'none').not.toMatch(/reamount|reaccount|undo/);
  });
});

describe('two amounts, one said with «no»', () => {
  it.each([
    ['no 72, 27', 27],
    ['el total no es 310 es 130', 130],
    ['me cobraron 64 no 46', 64],
  ])('«%s» is the amount %d', (text, amount) => {
    const intent = follow(text);
    expect(intent?.type).toBe('reamount');
    expect(units(intent)).toBe(amount);
  });
});

describe('who paid whom, stressed', () => {
  it.each(['esa plata me la pagaron a mí', 'lo cobré yo', 'no lo gasté yo, me lo dieron'])(
    '«%s» turns it to money in',
    (text) => {
      expect(follow(text)).toMatchObject({ type: 'rekind', kind: 'income' });
    },
  );
});

describe('the category straight after «ponle»', () => {
  it.each([
    ['ponle transporte', 'transporte'],
    ['mejor pónle farmacia', 'farmacia'],
  ])('«%s» names %s', (text, target) => {
    expect(follow(text)).toEqual({ type: 'recategorize', target });
  });

  it('not «ponle lo que sea»', () => {
    expect(follow('ponle lo que sea')).toBeUndefined();
  });
});

describe('a zero too many or too few', () => {
  it.each([
    ['le faltó un cero', 10],
    ['uy, quítale un cero', 0.1],
    ['puse un cero de más jaja', 0.1],
  ])('«%s» multiplies by %d', (text, factor) => {
    expect(zeroSlip(text)).toBe(factor);
  });

  it('not with an amount said', () => {
    expect(zeroSlip('le faltó un cero, eran 150 mil')).toBeUndefined();
  });
});

describe('two fixes joined by a pause', () => {
  it('reads each part', () => {
    expect(readJoinedFixes('pásalo a nequi, fue anteayer', TODAY, accounts)).toMatchObject({
      type: 'several',
      parts: [{ target: 'nequi' }, { type: 'redate', date: '2026-11-24' }],
    });
  });

  it('reads nothing when a part names no category', () => {
    expect(readJoinedFixes('fue la semana pasada, el martes', TODAY, accounts)).toBeUndefined();
  });
});

describe('a category answered when the chat asked for it', () => {
  it.each([
    ['internet', 'internet'],
    ['es el gimnasio', 'gimnasio'],
    ['Supermercado.', 'supermercado'],
  ])('«%s» names %s', (text, target) => {
    expect(readCategoryAnswer(text)).toEqual({ type: 'recategorize', target });
  });

  it.each(['mañana te cuento', 'gracias', 'ok perfecto'])('not «%s»', (text) => {
    expect(readCategoryAnswer(text)).toBeUndefined();
  });
});

describe('sentence corrections and kind fixes read everywhere', () => {
  const intentOf = (text: string) => detectIntent(text, TODAY) as Record<string, unknown>;

  it.each([
    ['ponle categoría regalos, era para mi vieja', 'regalos'],
    ['asígnale categoría transporte', 'transporte'],
    ['ponele categoría salidas', 'salidas'],
  ])('«%s» names the category %s after the field', (text, target) => {
    expect(intentOf(text)).toEqual({ type: 'recategorize', target });
  });

  it.each([
    ['me equivoqué de fecha, fue el viernes', '2026-11-20'],
    ['me he liado con el día, fue el martes', '2026-11-24'],
    ['puse mal el día, fue anteayer', '2026-11-24'],
  ])('«%s» moves the day to %s', (text, date) => {
    expect(intentOf(text)).toEqual({ type: 'redate', date });
  });

  it('«me confundí de tarjeta, era la visa» moves the account', () => {
    expect(intentOf('me confundí de tarjeta, era la visa')).toEqual({ type: 'reaccount', target: 'visa' });
  });

  it.each(['uy no, me cayeron, no los gasté', 'perdón, eso me entró', 'no, me llegaron a la cuenta'])(
    '«%s» turns it to money in',
    (text) => {
      expect(intentOf(text)).toMatchObject({ type: 'rekind', kind: 'income' });
    },
  );

  it('not «no, me llegó la factura del gas»', () => {
    expect(intentOf('no, me llegó la factura del gas')).not.toMatchObject({ type: 'rekind', kind: 'income' });
  });
});

describe('the chat end to end', () => {
  const app = chatApp();

  const setUp = () =>
    chatUser(app.ctx, 'CO', 'COP', [
      { name: 'Efectivo', type: 'cash' },
      { name: 'Nequi', type: 'other' },
      { name: 'Bancolombia', type: 'checking' },
    ]);

  it('fixes the amount said with a laugh', async () => {
    const token = await setUp();
    expect(await say(app.ctx, token, 'taxi 18 mil')).toContain('Anotado');
    expect(await say(app.ctx, token, 'eran 81 mil jajaja se me voltearon los números')).toContain('81.000');
  });

  it('takes the group’s category the message names', async () => {
    const token = await setUp();
    expect(await say(app.ctx, token, 'consulta 60 mil')).toContain('Anotado');
    expect(await say(app.ctx, token, 'ponlo en salud, fue el dentista')).toContain('→ Dentista');
  });

  it('keeps the category when the group named is its own and nothing names another', async () => {
    const token = await setUp();
    expect(await say(app.ctx, token, 'consulta 60 mil')).toContain('Anotado');
    const reply = await say(app.ctx, token, 'ponlo en salud');
    expect(reply).not.toContain('→ Salud');
    expect(reply).toContain('dentro de Salud');
  });

  it('files a refund told with the kind denied as a refund', async () => {
    const token = await setUp();
    expect(await say(app.ctx, token, 'dian 150 mil')).toContain('Anotado');
    const reply = await say(
      app.ctx,
      token,
      'no era un gasto, era la devolución del impuesto, me la consignaron en bancolombia',
    );
    expect(reply).toContain('a ingreso');
    expect(reply).toContain('Reembolsos');
  });

  it('reads a move told after a question with the asked amount', async () => {
    const token = await setUp();
    expect(await say(app.ctx, token, 'pagué 80 mil a nequi')).toContain('No anoté nada');
    const reply = await say(app.ctx, token, 'no era un gasto, es que pasé plata de bancolombia a nequi');
    expect(reply).toContain('80.000');
    expect(reply).toContain('Bancolombia');
  });

  it('takes a category named alone when the chat asked for one', async () => {
    const token = await setUp();
    expect(await say(app.ctx, token, 'pago 95 mil con bancolombia')).toContain('dime la categoría');
    expect(await say(app.ctx, token, 'internet')).toContain('Sin categoría → Internet');
  });

  it('leaves a category named alone when the chat did not ask', async () => {
    const token = await setUp();
    expect(await say(app.ctx, token, 'almuerzo 20 mil')).not.toContain('dime la categoría');
    expect(await say(app.ctx, token, 'internet')).not.toContain('Listo');
  });

  it('moves the account and the day said with a pause between them', async () => {
    const token = await setUp();
    expect(await say(app.ctx, token, 'almuerzo 20 mil')).toContain('Anotado');
    const reply = await say(app.ctx, token, 'pásalo a nequi, fue anteayer');
    expect(reply).toContain('Nequi');
    expect(reply).toMatch(/el 24 de nov/);
  });

  it('turns the kind named where a category goes', async () => {
    const token = await setUp();
    expect(await say(app.ctx, token, 'transferencia 200 mil nequi')).toContain('Anotado');
    expect(await say(app.ctx, token, 'ponlo como ingreso')).toContain('a ingreso');
  });

  it('turns a spending named a refund to money in', async () => {
    const token = await setUp();
    expect(await say(app.ctx, token, 'almacén 45 mil')).toContain('gasto');
    const reply = await say(app.ctx, token, 'es un reembolso');
    expect(reply).toContain('a ingreso');
    expect(reply).toContain('Reembolsos');
  });

  it('files money in said to be a refund, whatever else the words name', async () => {
    const token = await setUp();
    expect(await say(app.ctx, token, 'me pagaron 50 mil en efectivo')).toContain('ingreso');
    expect(await say(app.ctx, token, 'era un reembolso del trabajo, no sueldo, lo de los taxis')).toContain(
      '→ Reembolsos',
    );
  });

  it('multiplies the amount by ten for a zero left out', async () => {
    const token = await setUp();
    expect(await say(app.ctx, token, 'mercado 8.500')).toContain('Anotado');
    expect(await say(app.ctx, token, 'le faltó un cero')).toMatch(/→ \$\s85\.000/);
  });

  it('leaves a follow-up alone long after the capture', async () => {
    const token = await setUp();
    expect(await say(app.ctx, token, 'factura 90 mil')).toContain('Anotado');
    app.ctx.clock.advance(31 * 60_000);
    expect(await say(app.ctx, token, 'eso es internet')).not.toContain('Listo');
  });
});
