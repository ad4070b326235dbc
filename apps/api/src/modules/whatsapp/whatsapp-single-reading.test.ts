import { describe, expect, it } from 'vitest';
import { accountRef, parseContext } from '../../../test/helpers/whatsapp-parse-refs.ts';
import { parseAlert } from './alerts.ts';
import { detectIntent } from './intent.ts';
import { type ParseContext, parseCapture } from './parse-message.ts';

// One message read on its own: a card named by network and bank, work named as a place, a wallet's
// daily yield, prices and rates told in passing, plans, a balance asked, a deposit at a cash
// machine, a card's bill paid, a bank's alert naming the account by its own name. The examples are
// written here in several countries' ways, not taken from a corpus.

const TODAY = '2026-11-25';

const contextOf = (accounts: ReturnType<typeof accountRef>[]) => parseContext(TODAY, accounts);

const co = contextOf([
  accountRef('Efectivo', 'cash', 'COP'),
  accountRef('Bancolombia', 'savings', 'COP', ['7710']),
  accountRef('Visa Bancolombia', 'credit_card', 'COP', ['4821']),
  accountRef('Davivienda', 'checking', 'COP'),
]);
const es = contextOf([
  accountRef('Efectivo', 'cash', 'EUR'),
  accountRef('Santander', 'checking', 'EUR'),
  accountRef('Mastercard Santander', 'credit_card', 'EUR'),
  accountRef('CaixaBank', 'checking', 'EUR'),
]);
const cl = contextOf([
  accountRef('Efectivo', 'cash', 'CLP'),
  accountRef('CuentaRUT', 'checking', 'CLP', ['2288']),
  accountRef('Ripley', 'credit_card', 'CLP'),
  accountRef('CMR Falabella', 'credit_card', 'CLP'),
]);
const ar = contextOf([
  accountRef('Efectivo', 'cash', 'ARS'),
  accountRef('Galicia', 'checking', 'ARS'),
  accountRef('Mercado Pago', 'other', 'ARS'),
]);

const read = (text: string, context: ParseContext) => {
  const outcome = parseCapture(text, context);
  return outcome.ok
    ? {
        kind: outcome.capture.kind,
        account: outcome.capture.account.name,
        to: outcome.capture.toAccount?.name ?? null,
        amount: outcome.capture.amount,
        payee: outcome.capture.payee,
        category: outcome.capture.categoryId,
      }
    : { asked: outcome.question.reason };
};

describe('a card named by its network and its bank', () => {
  it.each([
    ['zapatos 180.000 con la visa de bancolombia', co, 'Visa Bancolombia'],
    ['cena 45 con la mastercard del santander', es, 'Mastercard Santander'],
    ['gasolina 60 € con la mastercard de santander', es, 'Mastercard Santander'],
  ])('«%s» is the card', (text, context, account) => {
    expect(read(text, context)).toMatchObject({ kind: 'expense', account });
  });

  it('the bank alone is still the bank', () => {
    expect(read('mercado 80 € con santander', es)).toMatchObject({ account: 'Santander' });
  });
});

describe('work named as where one was', () => {
  it.each(['la colecta en el laburo 3 lucas', 'el morfi con los pibes 15 lucas', 'el bondi al laburo 1.500'])(
    '«%s» is spending',
    (text) => {
      expect(read(text, ar)).toMatchObject({ kind: 'expense' });
    },
  );

  it('a job said alone is still money in', () => {
    expect(read('laburo extra 150 lucas', ar)).toMatchObject({ kind: 'income' });
  });
});

describe('a wallet’s daily yield pasted', () => {
  it.each([
    'Tus rendimientos de ayer en Mercado Pago: $ 310,20. ¡Seguí así!',
    'Mercado Pago: tus rendimientos de hoy son $ 95,40',
  ])('«%s» is income from interest', (text) => {
    const outcome = parseAlert(text, ar);
    expect(outcome?.ok && outcome.capture).toMatchObject({
      kind: 'income',
      account: { name: 'Mercado Pago' },
      categoryId: 'Intereses y rendimientos',
    });
  });
});

describe('prices and rates told in passing', () => {
  it.each([
    'en el mercado el tomate está a 2.50 el kilo',
    'las paltas salen 4 lucas el kilo, carísimas',
    'en la feria los huevos están 9 mil la cubeta',
    'el dólar hoy está a 18,20',
    'che, el blue cerró en 1.280',
    'la uf va en 38.900',
  ])('«%s» records nothing', (text) => {
    expect(detectIntent(text, TODAY).type).toBe('not_money');
  });

  it.each(['compré 3 kilos de papa, 2.50 el kilo', 'el kilo de carne 9 lucas', 'uf, 30 mil el taxi'])(
    '«%s» is still read for money',
    (text) => {
      expect(detectIntent(text, TODAY).type).toBe('capture');
    },
  );
});

describe('money still to come', () => {
  it.each(['el otro mes toca pagar la matrícula, como 400 mil', 'el mes entrante vence el seguro, 90 mil'])(
    '«%s» records nothing',
    (text) => {
      expect(detectIntent(text, TODAY).type).toBe('not_now');
    },
  );
});

describe('what is left in an account, asked', () => {
  it.each(['q plata me queda en nequi', 'qué lana tengo en bbva', 'y que dinero hay en la cuenta rut'])(
    '«%s» is a question',
    (text) => {
      expect(detectIntent(text, TODAY).type).toBe('question');
    },
  );
});

describe('cash paid in at a bank’s machine', () => {
  it.each(['metí 150 en efectivo en el cajero del santander', 'ingresé 80 en efectivo en la oficina de la caixa'])(
    '«%s» goes from cash to the bank',
    (text) => {
      expect(read(text, es)).toMatchObject({ kind: 'transfer', account: 'Efectivo' });
      expect(read(text, es)).not.toMatchObject({ to: 'Efectivo' });
    },
  );
});

describe('a card’s bill paid from an account', () => {
  it.each([
    ['pagué la cuota de la ripley 45 lucas desde la cuentarut', cl, 'CuentaRUT', 'Ripley'],
    ['pague el total de la cmr 120.000 de la cuentarut', cl, 'CuentaRUT', 'CMR Falabella'],
    ['aboné 300 mil a la tarjeta de crédito desde davivienda', co, 'Davivienda', 'Visa Bancolombia'],
    ['abono 500.000 a la visa desde bancolombia', co, 'Bancolombia', 'Visa Bancolombia'],
  ])('«%s» moves money to the card', (text, context, account, to) => {
    expect(read(text, context)).toMatchObject({ kind: 'transfer', account, to });
  });

  it('a fee paid with the card is spending on it', () => {
    expect(read('pague la cuota del gimnasio 30 mil con la cmr', cl)).toMatchObject({
      kind: 'expense',
      account: 'CMR Falabella',
    });
  });
});

describe('a bank’s alert naming the account by its own name', () => {
  it('a bill charged to the account', () => {
    const outcome = parseAlert(
      'BancoEstado: Pago de cuenta ENEL por $23.450 con cargo a su CuentaRUT 2288 realizado el 20/11/2026.',
      cl,
    );
    expect(outcome?.ok && outcome.capture).toMatchObject({
      kind: 'expense',
      amount: 23450,
      account: { name: 'CuentaRUT' },
      date: '2026-11-20',
    });
  });

  it('money sent to someone, with the time of day', () => {
    const outcome = parseAlert(
      'ojo con esto: BancoEstado: Transferencia enviada por $15.000 a JUAN PEREZ desde tu CuentaRUT. 24/11/2026 09:45',
      cl,
    );
    expect(outcome?.ok && outcome.capture).toMatchObject({
      kind: 'expense',
      amount: 15000,
      account: { name: 'CuentaRUT' },
      date: '2026-11-24',
    });
  });
});

describe('where one went is the payee, not the going', () => {
  it.each([
    ['ayer fui al dentista 40 mil', co, 'Dentista'],
    ['fuimos al cine 30 €', es, 'Cine'],
  ])('«%s»', (text, context, payee) => {
    expect(read(text, context)).toMatchObject({ payee });
  });
});

describe('a time of day beside the amount', () => {
  it.each([
    ['taxi 14.000 a las 23:40', 14_000],
    ['almuerzo 22 mil hoy 13:15', 22_000],
  ])('«%s» is no second amount', (text, amount) => {
    expect(read(text, co)).toMatchObject({ kind: 'expense', amount });
  });
});

describe('the bank of an account that is its one product', () => {
  it.each(['pagué el agua 18 lucas con el banco estado', 'le pasé 10 lucas a mi hermano por la app de bancoestado'])(
    '«%s» is the CuentaRUT',
    (text) => {
      expect(read(text, cl)).toMatchObject({ kind: 'expense', account: 'CuentaRUT' });
    },
  );

  it('with an account named after the bank, the bank is that account', () => {
    const both = contextOf([
      accountRef('Efectivo', 'cash', 'CLP'),
      accountRef('CuentaRUT', 'checking', 'CLP'),
      accountRef('BancoEstado Ahorro', 'savings', 'CLP'),
    ]);
    expect(read('pagué el agua 18 lucas con bancoestado', both)).toMatchObject({ account: 'BancoEstado Ahorro' });
  });
});

describe('a question the writer answers at once', () => {
  it('«¿me pagaron la prima?? no, me cayó un bono de 500 al bcp» is the bonus', () => {
    const pe = contextOf([accountRef('Efectivo', 'cash', 'PEN'), accountRef('BCP', 'savings', 'PEN')]);
    expect(read('me pagaron la prima?? no, me cayó un bono de 500 al bcp', pe)).toMatchObject({
      kind: 'income',
      account: 'BCP',
    });
    expect(read('¿pagué 50 soles? no sé', pe)).toMatchObject({ asked: 'unclear' });
  });
});

describe('paid with the balance of an account', () => {
  it.each([
    'audífonos 1.200 pagados con el saldo de mercado pago',
    'compré un libro 9.500 con mi saldo de mercado pago',
  ])('«%s» is spending from it', (text) => {
    expect(read(text, ar)).toMatchObject({ kind: 'expense', account: 'Mercado Pago' });
  });

  it('what is left is still asked about', () => {
    expect(read('me queda el saldo de 3.000 en mercado pago', ar)).toMatchObject({ asked: 'unclear' });
  });
});

describe('a wallet’s own payment arrived', () => {
  it('names who was paid', () => {
    const outcome = parseAlert('Mercado Pago: Tu pago de $ 7.499 a SPOTIFY se acreditó correctamente.', ar);
    expect(outcome?.ok && outcome.capture).toMatchObject({ kind: 'expense', payee: 'Spotify' });
  });
});

describe('the category of whom one saw, and of change given', () => {
  const mx = contextOf([accountRef('Efectivo', 'cash', 'MXN')]);
  it.each([
    ['consulta con la dentista 800', 'Dentista'],
    ['cita con el optometra 450', 'Óptica'],
    ['consulta con el cardiólogo 1.200', 'Médico y especialistas'],
    ['le di 20 de feria al franelero', 'Aparcamiento y peajes'],
  ])('«%s» is %s', (text, category) => {
    expect(read(text, mx)).toMatchObject({ kind: 'expense', category });
  });

  it('a market called «feria» is still the market', () => {
    expect(read('verduras en la feria 8 lucas', cl)).toMatchObject({ category: 'Supermercado' });
  });
});

describe('charged to the writer', () => {
  it.each([
    'me han cobrado 3 euros de comisión en el santander',
    'en la óptica me han cobrado 90 € y lo he pagado con santander',
    'nos cobró 40 el fontanero',
  ])('«%s» is spending', (text) => {
    expect(read(text, es)).toMatchObject({ kind: 'expense' });
  });

  it('pay collected is still income', () => {
    expect(read('he cobrado 300 de un cliente', es)).toMatchObject({ kind: 'income' });
  });
});

describe('a handle or an address is nobody’s account', () => {
  it('«…el alias era gasista.pedro.mp» is not Mercado Pago', () => {
    expect(read('transferí 30.000 al gasista por galicia, el alias era gasista.pedro.mp', ar)).toMatchObject({
      kind: 'expense',
      account: 'Galicia',
    });
  });

  it.each(['le transferí 20 lucas a la señora de la limpieza desde galicia', 'le pasé 15 lucas al profe por galicia'])(
    '«%s»: money to a helper or a trade is paid to a person',
    (text) => {
      expect(read(text, ar)).toMatchObject({ kind: 'expense', account: 'Galicia' });
    },
  );
});

describe('a figure described, or a payment that says nothing of what', () => {
  it.each(['el pago mínimo era 1.800 pero le di más', 'la cuota es 1.200 al mes', 'pagué 450', 'ya pagamos 300 soles'])(
    '«%s» is asked about',
    (text) => {
      const pe = contextOf([accountRef('Efectivo', 'cash', 'PEN')]);
      expect(read(text, pe)).toMatchObject({ asked: 'unclear' });
    },
  );

  it.each(['el total era 950 y lo pagué en efectivo', 'gasté 500', 'pagué 500 de luz'])('«%s» is saved', (text) => {
    const pe = contextOf([accountRef('Efectivo', 'cash', 'PEN')]);
    expect(read(text, pe)).toMatchObject({ kind: 'expense' });
  });
});

describe('the parts and the whole they add up to', () => {
  it.each([
    ['la consulta 400 más 150 de vacunas, todo junto 550, con bbva', 55_000],
    ['me cobraron 30 del corte y 10 de la barba, en total 40 pesos', 4_000],
  ])('«%s» is the whole', (text, amount) => {
    const mx = contextOf([accountRef('Efectivo', 'cash', 'MXN'), accountRef('BBVA', 'checking', 'MXN')]);
    expect(read(text, mx)).toMatchObject({ kind: 'expense', amount });
  });

  it('amounts that do not add up are still asked about', () => {
    expect(read('la consulta 400 más 150 de vacunas, 600 con bbva', co)).toMatchObject({ asked: 'several_amounts' });
  });
});

describe('local words of work and savings clubs', () => {
  it.each([
    ['me pagaron el camello del sábado 180 mil', co, 'Honorarios'],
    ['me pagaron el pololito, 60 lucas', cl, 'Honorarios'],
  ])('«%s» is %s', (text, context, category) => {
    expect(read(text, context)).toMatchObject({ kind: 'income', category });
  });

  it('«la tanda de la semana 500» is saving', () => {
    const mx = contextOf([accountRef('Efectivo', 'cash', 'MXN')]);
    expect(read('la tanda de la semana 500', mx)).toMatchObject({ kind: 'expense', category: 'Metas de ahorro' });
  });
});

describe('the writer’s note pasted with an alert', () => {
  it.each([
    [
      'las zapatillas de la nena\nBancolombia: Compraste $189.000,00 en FALABELLA ANDINO con tu T.Cred *4821.',
      'Ropa y calzado',
    ],
    ['Bancolombia: Compraste $32.000,00 en D1 CENTRO con tu T.Cred *4821. (el regalo de la profe)', 'Regalos'],
    ['Bancolombia: Compraste $54.000,00 en AMAZON con tu T.Cred *4821.\n\nun libro, ponle educación', 'Educación'],
  ])('«%s» is filed by the note', (text, category) => {
    const outcome = parseAlert(text, co);
    expect(outcome?.ok && outcome.capture.categoryId).toBe(category);
  });

  it('the bank’s own lines and an alias in brackets are no note', () => {
    const outcome = parseAlert(
      'Bancolombia: Transferiste $45.000,00 a PEDRO ROJAS (alias gasista.pedro) desde tu cuenta *7710. Si no fuiste tú, llámanos.',
      co,
    );
    expect(outcome?.ok && outcome.capture.categoryId).toBeNull();
  });
});

describe('a transfer «realizada con éxito»', () => {
  it('is the bank’s alert, paid to the person named, never the Éxito shop', () => {
    const outcome = parseAlert(
      'BancoEstado: Transferencia por $22.500 a PEDRO PABLO DIAZ realizada con éxito desde tu CuentaRUT. 24/11/2026',
      cl,
    );
    expect(outcome?.ok && outcome.capture).toMatchObject({
      kind: 'expense',
      amount: 22500,
      account: { name: 'CuentaRUT' },
      payee: 'Pedro Pablo Diaz',
    });
  });
});
