import { describe, expect, it } from 'vitest';
import { accountRef, defaultCategoryRefs } from '../../../test/helpers/whatsapp-parse-refs.ts';
import { detectIntent } from './intent.ts';
import { type ParseContext, parseCapture } from './parse-message.ts';

// A laugh after one's own spending comments on it («me salió carísimo jaja»); a laugh in a joke
// passed on, or with nothing one paid, still records nothing. An opening «vale» is «okay» in
// Spain, not «it costs». Examples written here, in several countries' ways.

const TODAY = '2026-11-25';
const es: ParseContext = {
  today: TODAY,
  accounts: [accountRef('Efectivo', 'cash', 'EUR'), accountRef('ING', 'checking', 'EUR')],
  defaultAccountId: null,
  categories: defaultCategoryRefs,
};

describe('a laugh in the chat', () => {
  it('after one’s own spending, leaves the capture to be read', () => {
    for (const text of [
      'me salió 25 lucas la pizza jaja',
      'pagué 18 mil de uber jajaja no vuelvo a pedir a esa hora',
      'compré 3 chelas 45 pesos jeje',
      'me he dejado 60 pavos en el súper xd',
    ])
      expect(detectIntent(text, TODAY).type, text).not.toBe('not_money');
  });

  it('in a joke or with nothing one paid, still records nothing', () => {
    for (const text of [
      'jajaja mira este meme: cuando te llega el sueldo de 2 millones y a los 3 días ya no hay',
      'si me gano los 500 millones de la lotería me compro una isla jaja',
      'jaja pagué 20 mil por un chiste que me contaron, mentira',
    ])
      expect(detectIntent(text, TODAY).type, text).toBe('not_money');
  });
});

describe('an opening «vale»', () => {
  it('is an okay, not a price', () => {
    const outcome = parseCapture('vale pues apúntame que he pagado la cuota del gimnasio, 39 desde ING', es);
    expect(outcome.ok && outcome.capture).toMatchObject({ kind: 'expense', amount: 3_900 });
    const comma = parseCapture('vale, he pagado 12,50 del parking con ING', es);
    expect(comma.ok && comma.capture).toMatchObject({ kind: 'expense', amount: 1_250 });
  });

  it('still says a price when it is one', () => {
    const price = parseCapture('la entrada vale 20 euros', es);
    expect(price.ok).toBe(false);
  });
});

describe('work named as the only context', () => {
  const pe: ParseContext = { ...es, accounts: [accountRef('Efectivo', 'cash', 'PEN')] };

  it('is asked when nothing says whether the money came in or went out', () => {
    for (const text of ['80 soles en la chamba de los domingos', '50 lucas en el laburo hoy', '120 en el curro'])
      expect(parseCapture(text, pe).ok, text).toBe(false);
  });

  it('still reads a purchase or a payment there', () => {
    const lunch = parseCapture('el almuerzo en la chamba, 12 soles', pe);
    expect(lunch.ok && lunch.capture.kind).toBe('expense');
    const paid = parseCapture('me pagaron 300 en la chamba', pe);
    expect(paid.ok && paid.capture.kind).toBe('income');
  });
});
