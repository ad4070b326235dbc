/**
 * Turns a bank's description ("COMPRA TARJ. 5540XXXXXXXX1234 MERCADONA MADRID") into the name a
 * person recognises ("Mercadona"). Pure and deterministic: the same text always gives the same
 * payee, so the payee memory and aliases can key on it. Shared so the web can preview it.
 */

import { MONTH_NAMES } from '../month-names.ts';
import { foldAccents, stripAccents } from '../text.ts';

/** Folded for matching: no accents, lower case, single spaces. */
export function foldPayee(text: string): string {
  return foldAccents(text).replace(/\s+/g, ' ').trim();
}

/** The key a payee is remembered by: folded, letters and digits only. */
export function payeeKey(payee: string): string {
  return foldPayee(payee)
    .replace(/[^a-z0-9ñ]+/g, ' ')
    .trim();
}

// What the banks put before the merchant, longest first so "COMPRA TARJ." wins over "COMPRA".
// Matched on the folded upper-case text, repeatedly ("PAGO PSE COMPRA EN …").
const LEADING_WORDS = [
  'compra con tarjeta de debito',
  'compra con tarjeta de credito',
  'compra con tarjeta',
  'compra tarjeta debito',
  'compra tarjeta credito',
  'compra tarjeta',
  'compra tarj\\.?',
  'compra tj',
  'compra debito',
  'compra deb',
  'compra credito',
  'compra nacional',
  'compra internacional',
  'compra intl',
  'compra pos',
  'compra web',
  'compra internet en',
  'compra internet',
  'compra en linea',
  'descuento por compra en',
  'compra en',
  'compra',
  'compras',
  'pago pse',
  'pago por pse',
  'pago con tarjeta de debito en',
  'pago con tarjeta de credito en',
  'pago con tarjeta en',
  'pago con tarjeta',
  'pago movil en',
  'pago con qr',
  'pago qr',
  'pago de servicios',
  'pago de servicio',
  'pago servicio',
  'pago en linea',
  'pago domiciliado',
  'pago referenciado',
  'pago serv\\.?',
  'pago automatico',
  'pago suc virt',
  'pago sucursal virtual',
  'pago recibo',
  'pago tarjeta',
  'pago de factura',
  'pago factura',
  'pago en',
  'pago a',
  'pago de',
  'pago',
  'pse',
  'recibo domiciliado',
  'recibo',
  'adeudo recibo',
  'adeudo sepa',
  'adeudo',
  'domiciliacion',
  'cargo recibo',
  'cargo por',
  'cargo domiciliado',
  'cargo',
  'transferencia inmediata',
  'transferencia recibida de',
  'transferencia recibida',
  'transferencia enviada a',
  'transferencia enviada',
  'transferencia a favor de',
  'transferencia de',
  'transferencia a',
  'transferencia',
  'transf\\.? inmediata',
  'transf\\.? recibida de',
  'transf\\.? recibida',
  'transf\\.? enviada a',
  'transf\\.? enviada',
  'transf\\.? a',
  'transf\\.? de',
  'transf\\.?',
  'trf a',
  'trf de',
  'trf',
  'tef a',
  'tef de',
  'tef',
  'trans\\.? bancaria',
  'bizum enviado a',
  'bizum enviado',
  'bizum recibido de',
  'bizum recibido',
  'bizum de',
  'bizum a',
  'bizum',
  'spei enviado a',
  'spei enviado',
  'spei recibido',
  'spei',
  'traspaso a',
  'traspaso de',
  'traspaso',
  'envio a',
  'envio de',
  'yape pago a',
  'yape a',
  'yape',
  'plin a',
  'plin',
  'recarga de',
  'recarga',
  'abono por',
  'abono de',
  'abono',
  'ingreso de',
  'ingreso',
  'deposito de',
  'deposito',
  'acreditacion de',
  'acreditacion',
  'acred\\.?',
  'debito automatico',
  'deb\\.? autom\\.? de serv\\.?',
  'deb\\.? autom\\.?',
  'debito inmediato',
  'debito',
  'deb\\.?',
  'consumo',
  'cons\\.?',
  'cpra',
  'cpa\\.?',
  'pac',
  'pat',
  'redcompra',
  'compra con',
  'retiro',
  'op\\.?',
  'tarj\\.?',
  'tarjeta',
  'tdc',
  'tdd',
  'visa',
  'mastercard',
  'maestro',
];
const LEADING = new RegExp(`^(?:${LEADING_WORDS.join('|')})(?=$|[^a-z0-9ñ])[\\s.:\\-/*]*`, 'i');

// Payment processors whose code comes before the real merchant ("PAYPAL *NETFLIX").
const PROCESSORS = new Set([
  'paypal',
  'pp',
  'merpago',
  'mercadopago',
  'mp',
  'dlo',
  'dlocal',
  'sq',
  'sumup',
  'iz',
  'izettle',
  'payu',
  'ebanx',
  'stripe',
  'epayco',
  'kushki',
  'openpay',
  'clip',
  'niubiz',
  'izipay',
  'culqi',
  'flow',
  'transbank',
  'getnet',
]);

// Trailing words that name where, not who: cities and countries…
const PLACE_WORDS = new Set([
  // Spain
  'madrid',
  'barcelona',
  'valencia',
  'sevilla',
  'zaragoza',
  'malaga',
  'murcia',
  'palma',
  'bilbao',
  'alicante',
  'cordoba',
  'valladolid',
  'vigo',
  'gijon',
  'granada',
  'coruna',
  'vitoria',
  'oviedo',
  'pamplona',
  'salamanca',
  'toledo',
  'burgos',
  'leon',
  'cadiz',
  'getafe',
  'mostoles',
  'alcala',
  'hospitalet',
  'badalona',
  'terrassa',
  'sabadell',
  // Mexico
  'cdmx',
  'df',
  'mexico',
  'monterrey',
  'guadalajara',
  'puebla',
  'tijuana',
  'queretaro',
  'merida',
  'cancun',
  'leon',
  'toluca',
  'zapopan',
  'mty',
  'gdl',
  'qro',
  'nl',
  'jal',
  'coyoacan',
  'polanco',
  'naucalpan',
  'ciudad de mex',
  'ciudad de mexico',
  'cd de mexico',
  'edomex',
  'bc',
  'bcs',
  'pue',
  'gto',
  'mich',
  'oax',
  'yuc',
  'qroo',
  'chih',
  'coah',
  'tamps',
  'slp',
  'dgo',
  'zac',
  'ags',
  'hgo',
  'chis',
  'tlax',
  'culiacan',
  'hermosillo',
  'chihuahua',
  'saltillo',
  'aguascalientes',
  'morelia',
  'mexicali',
  'ecatepec',
  'tlalnepantla',
  'iztapalapa',
  'tlalpan',
  // Colombia
  'bogota',
  'medellin',
  'cali',
  'barranquilla',
  'cartagena',
  'bucaramanga',
  'pereira',
  'manizales',
  'cucuta',
  'ibague',
  'pasto',
  'envigado',
  'chia',
  'bog',
  'med',
  'colomb',
  'colombi',
  'bogot',
  // Argentina
  'caba',
  'buenos aires',
  'cordoba',
  'rosario',
  'mendoza',
  'tucuman',
  'mar del plata',
  'plata',
  'palermo',
  'belgrano',
  'recoleta',
  'bsas',
  'aires',
  // Chile
  'santiago',
  'stgo',
  'providencia',
  'vitacura',
  'nunoa',
  'condes',
  'valparaiso',
  'vina',
  'concepcion',
  'temuco',
  'antofagasta',
  'maipu',
  'puente alto',
  // Peru
  'lima',
  'miraflores',
  'surco',
  'isidro',
  'san isidro',
  'arequipa',
  'trujillo',
  'cusco',
  'callao',
  'barranco',
  'molina',
  'jesus maria',
  // countries and their codes as card networks print them
  'es',
  'esp',
  'espana',
  'spain',
  'mx',
  'mex',
  'co',
  'col',
  'colombia',
  'ar',
  'arg',
  'argentina',
  'cl',
  'chl',
  'chile',
  'pe',
  'per',
  'peru',
  'us',
  'usa',
  'ie',
  'irl',
  'nl',
  'gb',
  'lu',
  'lux',
]);
// …and company forms and branch marks.
const FORM_WORDS = new Set([
  'sa',
  'sau',
  'sadecv',
  'sapidecv',
  'sas',
  'sl',
  'slu',
  'sau',
  'ltda',
  'spa',
  'srl',
  'sac',
  'saa',
  'saic',
  'saci',
  'sacif',
  'cv',
  'de cv',
  'sapi',
  'sab',
  'eirl',
  'inc',
  'llc',
  'ltd',
  'bv',
  'gmbh',
  'com',
  'suc',
  'sucursal',
  'tda',
  'tienda',
  'local',
  'of',
  'oficina',
  'est',
  'estacion',
  'e s',
  'ee ss',
  'ess',
  'centro',
  'mall',
  'cc',
  'c c',
  'dig',
  'digital',
  'online',
  'web',
  'www',
  'app',
  'trip',
  'help',
  'bill',
  'pending',
  'pendiente',
]);

// Words kept lower case inside a title ("Farmacias del Ahorro"); other words of three letters or
// fewer are brand acronyms (CFE, EPM, YPF) unless they are one of these everyday words.
const SMALL_WORDS = new Set([
  'de',
  'del',
  'la',
  'las',
  'los',
  'el',
  'y',
  'e',
  'en',
  'a',
  'al',
  'por',
  'para',
  'con',
  'o',
  'u',
]);
const SHORT_WORDS = new Set([
  'gas',
  'luz',
  'sol',
  'mar',
  'bar',
  'pan',
  'ara',
  'oma',
  'uno',
  'don',
  'san',
  'rio',
  'sur',
  'red',
  'bus',
  'via',
  'paz',
  'ley',
  'mi',
  'tu',
  'su',
  'mas',
  'son',
  'fe',
  'ya',
  'pet',
  'spa',
  'zoo',
  'eds',
  'vea',
  'dos',
]);

function stripNoise(text: string): string {
  return (
    text
      // card masks: 5540XXXXXXXX1234, ****1234, XXXX-1234, 4509 **** **** 1234
      .replace(/\b\d{0,6}[ -]?(?:[X*•]{2,}[ -]?){1,4}\d{2,4}\b/gi, ' ')
      .replace(/(?:^|\s)[X*•]{4,}\s?\d{0,4}(?=\s|$)/gi, ' ')
      // Mexican RFCs as BBVA México prints them: "RFC: TCH 850701RM1", "RFC: NWM9709244W4"
      .replace(/\brfc\b\s*:?\s*[a-zñ&]{3,4}[ -]?\d{6}[a-z0-9]{0,3}\b/gi, ' ')
      // Chilean RUTs: 76.543.210-K, 12345678-9 (the check digit may be a K)
      .replace(/\b\d{1,2}\.?\d{3}\.?\d{3}-[\dk]\b/gi, ' ')
      // dates and times: 12/03, 12/03/2025, 2025-03-12, 12-03-25, 14:32(:05)
      .replace(/\b\d{1,4}[/.-]\d{1,2}(?:[/.-]\d{2,4})?\b/g, ' ')
      .replace(/\b\d{1,2}:\d{2}(?::\d{2})?\b/g, ' ')
      // labelled numbers: REF 123, NRO. 456, TERM 01, AUT: 123456, OP 99, No. 77, #1234, CTA 123
      .replace(
        /\b(?:ref|referencia|nro|num|numero|no|n°|nº|term|terminal|tpv|aut|autoriz|autorizacion|op|oper|operacion|comp|comprobante|cta|cuenta|doc|id|trx|txn|seq|secuencia|folio|tarj|tarjeta|tj|tc|card|cajero|caja|pos)\b\.?\s*[:#]?\s*[a-z]{0,2}\d[\w-]*/gi,
        ' ',
      )
      .replace(/#\s*\w+/g, ' ')
      // long digit runs and codes mixing letters and many digits (authorisation codes, CUS, folios)
      .replace(/\b(?=[a-z0-9]*\d{3})[a-z0-9]{5,}\b/gi, ' ')
      // and references whose digits are scattered among letters ("SPOTIFY P2F3A9C1D2")
      .replace(/\b(?=(?:[a-z]*\d){3})[a-z0-9]{6,}\b/gi, ' ')
      .replace(/\b\d{2,}\b/g, ' ')
  );
}

/** `*` codes: "RAPPI*RAPPI COLOMB" → "RAPPI"; "PAYPAL *NETFLIX" → "NETFLIX". */
function resolveStar(text: string): string {
  const star = text.indexOf('*');
  if (star < 0) return text;
  const before = text.slice(0, star).trim();
  const after = text
    .slice(star + 1)
    .replace(/\*/g, ' ')
    .trim();
  const beforeKey = payeeKey(before);
  if (!beforeKey || PROCESSORS.has(beforeKey)) return after || before;
  return before;
}

function stripLeading(text: string): string {
  let current = text.trim();
  for (let i = 0; i < 6; i += 1) {
    const next = current.replace(LEADING, '').trim();
    if (next === current || next === '') return current;
    current = next;
  }
  return current;
}

/**
 * «Partner 1», «Socio 2», «Cliente 3»: one digit after a name tells payees apart (a shop's branch
 * number has more digits and went with the noise). Kept, or four payees would merge into one.
 */
const numbersOne = (parts: string[]) =>
  parts.length === 2 &&
  /^[1-9]$/.test(parts[1]!) &&
  /^\p{L}{3,}$/u.test(parts[0]!) &&
  !SMALL_WORDS.has(payeeKey(parts[0]!));

/**
 * Drops the trailing places, company forms, numbers and loose connectors. `keepPlaces` for a
 * person's name, where «Mendoza», «León» or «Valencia» is a surname, not the shop's town.
 */
function stripTrailing(text: string, keepPlaces = false): string {
  const trailing = (key: string) => FORM_WORDS.has(key) || (!keepPlaces && PLACE_WORDS.has(key));
  const parts = text.split(/\s+/).filter(Boolean);
  while (parts.length > 1) {
    const last = payeeKey(parts.at(-1)!);
    const lastThree = parts.length > 3 ? payeeKey(parts.slice(-3).join(' ')) : '';
    const lastTwo = parts.length > 2 ? payeeKey(parts.slice(-2).join(' ')) : '';
    if (lastThree && trailing(lastThree)) parts.splice(-3, 3);
    else if (lastTwo && trailing(lastTwo)) parts.splice(-2, 2);
    // "S.A.U." keys as "s a u": company forms are compared without their dots too.
    else if (
      trailing(last) ||
      trailing(last.replace(/ /g, '')) ||
      last === '' ||
      (/^\d+$/.test(last) && !numbersOne(parts))
    )
      parts.pop();
    // A connector left at the end once the town went ("METRO DE MADRID", "TERPEL EDS LA 80") joins nothing.
    else if (SMALL_WORDS.has(last)) parts.pop();
    else break;
  }
  return parts.join(' ');
}

// Banks print without accents. Words that are always written with one in Spanish get it back when
// upper-case bank text is title-cased ("PANADERIA" → "Panadería"); text a person typed is left alone.
// Keys (payeeKey) ignore accents, so memory and aliases match either spelling.
const ACCENTED = new Map(
  [
    // shops and trades
    'panadería',
    'pastelería',
    'droguería',
    'cafetería',
    'papelería',
    'carnicería',
    'frutería',
    'pescadería',
    'ferretería',
    'peluquería',
    'librería',
    'joyería',
    'relojería',
    'óptica',
    'ópticas',
    'clínica',
    'clínicas',
    'heladería',
    'lavandería',
    'tintorería',
    'zapatería',
    'juguetería',
    'mueblería',
    'florería',
    'licorería',
    'cervecería',
    'marisquería',
    'taquería',
    'pizzería',
    'pollería',
    'rosticería',
    'tortillería',
    'cristalería',
    'mecánica',
    'mecánico',
    'electrónica',
    'informática',
    'tecnología',
    'música',
    'café',
    'médico',
    'médica',
    'médicos',
    'odontología',
    'estación',
    'gestión',
    // what banks and bodies call things
    'comisión',
    'depósito',
    'crédito',
    'débito',
    'tránsito',
    'telefónica',
    'energía',
    'eléctrica',
    'tesorería',
    'república',
    'administración',
    'distribución',
    'telecomunicación',
    'público',
    'pública',
    'económico',
    'económica',
    'rápido',
    'rápida',
    'única',
    'único',
    // places that stay in a name
    'méxico',
    'perú',
    'bogotá',
    'medellín',
    'córdoba',
    'león',
    'málaga',
    'cádiz',
    'jaén',
    'almería',
    'ávila',
    'cáceres',
    'querétaro',
    'mazatlán',
    'cancún',
    'mérida',
    'tucumán',
    'concepción',
    'valparaíso',
    'maipú',
    // the commonest first names and surnames
    'maría',
    'garcía',
    'martínez',
    'gonzález',
    'rodríguez',
    'lópez',
    'pérez',
    'sánchez',
    'ramírez',
    'gómez',
    'hernández',
    'díaz',
    'fernández',
    'jiménez',
    'álvarez',
    'gutiérrez',
    'vázquez',
    'velázquez',
    'domínguez',
    'márquez',
    'suárez',
    'méndez',
    'núñez',
    'benítez',
    'ordóñez',
    'chávez',
    'martín',
    'ramón',
    'andrés',
    'josé',
    'lucía',
    'ángel',
    'ángela',
    'jesús',
    'sofía',
    'raúl',
    'iván',
    'óscar',
    'héctor',
    'adrián',
    'julián',
    'sebastián',
    'nicolás',
    'tomás',
    'agustín',
    'joaquín',
    'inés',
    'mónica',
    'verónica',
    'belén',
    'césar',
    'rubén',
    'simón',
  ].map((word) => [stripAccents(word), word]),
);

function titleWord(word: string, index: number): string {
  const folded = word.toLocaleLowerCase('es');
  const lower = ACCENTED.get(folded) ?? folded;
  if (index > 0 && SMALL_WORDS.has(lower)) return lower;
  const letters = lower.replace(/[^a-zñáéíóúü]/g, '');
  const acronym =
    letters.length > 0 &&
    (letters.length <= 3
      ? !SMALL_WORDS.has(letters) && !SHORT_WORDS.has(letters)
      : letters.length <= 4 && !/[aeiouáéíóúü]/.test(letters));
  if (acronym) return word.toLocaleUpperCase('es');
  return lower.replace(
    /(^|[-'.&/])(\p{L})/gu,
    (_, sep: string, letter: string) => sep + letter.toLocaleUpperCase('es'),
  );
}

/** Title case that keeps Spanish connectors low ("Farmacias del Ahorro") and acronyms high ("YPF"). */
export function titleCasePayee(text: string): string {
  return text.split(/\s+/).filter(Boolean).map(titleWord).join(' ');
}

// The words a bank writes for a salary, as a person reads them. A salary row reads "Nómina Acme": the
// word says what it is, the employer who, and the pair never shares a payee (nor its memory) with the
// shop of the same name where the employee buys ("Falabella" pays and sells).
const SALARY_WORDS: Readonly<Record<string, string>> = {
  nomina: 'Nómina',
  nominas: 'Nómina',
  haberes: 'Haberes',
  sueldo: 'Sueldo',
  sueldos: 'Sueldo',
  salario: 'Salario',
  remuneracion: 'Remuneración',
  remuneraciones: 'Remuneración',
  planilla: 'Planilla',
};
// Words that name the period paid (or say it arrived), not the payer: dropped so March's salary and April's share a payee.
const PERIOD_WORDS = new Set<string>([
  ...MONTH_NAMES,
  'setiembre',
  'ene',
  'feb',
  'mar',
  'abr',
  'may',
  'jun',
  'jul',
  'ago',
  'sep',
  'sept',
  'set',
  'oct',
  'nov',
  'dic',
  'quincena',
  'quincenal',
  'mensual',
  'mes',
  'semanal',
  'semana',
  'periodo',
  'de',
  'del',
  'recibida',
  'recibido',
]);

/** The salary word of a text, if it names one; "planilla" only where it leads, as in "ABONO PLANILLA ACME". */
function salaryWordAt(words: string[]): number {
  return words.findIndex((word, index) => {
    const key = payeeKey(word);
    return key in SALARY_WORDS && (key !== 'planilla' || index === 0);
  });
}

/** "NOMINA MARZO ACME" → "Nómina" + "ACME"; "SERVICIOS INTEGRALES SUELDO" → "Sueldo" + "SERVICIOS INTEGRALES". */
function readSalary(text: string, conceptWord: string | null): { word: string; payer: string } | null {
  if (conceptWord) return { word: conceptWord, payer: text };
  const words = text.split(' ');
  const at = salaryWordAt(words);
  if (at < 0) return null;
  // The period is said before or after the payer, never inside its name ("TALLERES DEL VALLES").
  const period = (word: string) => PERIOD_WORDS.has(payeeKey(word));
  const after = words.slice(at + 1);
  while (after.length > 0 && period(after[0]!)) after.shift();
  while (after.length > 0 && period(after.at(-1)!)) after.pop();
  return {
    word: SALARY_WORDS[payeeKey(words[at]!)]!,
    payer: stripTrailing((after.length > 0 ? after : words.slice(0, at)).join(' ')),
  };
}

const casePayee = (text: string) => (text === text.toLocaleUpperCase('es') ? titleCasePayee(text) : text);

/**
 * The clean payee of a bank description. Text that is already clean ("Juan Valdez", typed by a
 * person) keeps its own casing; upper-case bank text is title-cased. Never returns an empty string
 * for a non-empty input: if everything looks like noise, the trimmed original stays.
 */
// Money sent to or received from someone: what follows names a person (or a company), never a town.
const TO_PERSON = /^(?:transferencia|transf\.?|trf|tef|trans\.? bancaria|bizum|spei|yape|plin|env[ií]o)\b/i;

export function cleanPayee(raw: string): string {
  const original = raw.replace(/\s+/g, ' ').trim();
  if (!original) return '';
  const toPerson = TO_PERSON.test(original);
  let text = original
    // "…, CON LA TARJETA : XXXX1234 EL 2025-03-04": what follows names the card, not the merchant.
    // ("PAGO CON TARJETA EN GLOVO" is a lead-in, not that clause: no comma, no card after it.)
    // Nor is "PAGO CON TARJETA 4189********3124 EN PETROPRIX": there the card comes first and the merchant after it.
    .replace(
      /(?:,\s*con (?:la )?tarjeta\b|(?<!^\s*(?:pago|compra|compras|cargo))\s+con (?:la )?tarjeta(?=\s*[:.]?\s*[X*•\d]))[\s\S]*$/i,
      '',
    )
    // "Pago Movil En Consum, Valencia, Tarj. :*402271", "Compra Alcampo, Alcobendas Es, Tarjeta 4548…":
    // the merchant, then its town and the card.
    .replace(/(?:,[^,]*)?,\s*tarj(?:eta)?\b[\s\S]*$/i, '')
    // "Recibo Endesa … Nº Recibo 0049 5321 Ref. Mandato 8812": the receipt's own references.
    .replace(/\s+(?:n[º°o]?\.?\s*recibo|ref\.?\s*mandato)\b[\s\S]*$/i, '');
  // "Transferencia Recibida De Acme Sl, Concepto Nomina Mayo": the sender is the payee, the concept
  // says what for (and a salary concept makes it "Nómina Acme").
  let conceptWord: string | null = null;
  const concept = /(?:,\s*|\s+)concepto\b[\s\S]*$/i.exec(text);
  if (concept && concept.index > 0) {
    const said = concept[0].replace(/^[\s,]*concepto\W*/i, '').split(/\s+/);
    const at = salaryWordAt(said);
    if (at >= 0) conceptWord = SALARY_WORDS[payeeKey(said[at]!)]!;
    text = text.slice(0, concept.index);
  }
  text = stripNoise(text).replace(/\s+/g, ' ');
  text = stripLeading(text.replace(/^[\s.:\-/]+/, ''));
  text = resolveStar(text);
  text = stripLeading(stripNoise(text));
  text = text
    .replace(/[_|;]+/g, ' ')
    .replace(/\s+[-.:/]+(?=\s|$)/g, ' ')
    .replace(/^[\s\-.:/,]+|[\s\-.:/,]+$/g, '');
  text = stripTrailing(text.replace(/,/g, ' '), toPerson);
  text = text.replace(/\s+/g, ' ').trim();
  const salary = readSalary(text, conceptWord);
  if (salary) return /\p{L}/u.test(salary.payer) ? `${salary.word} ${casePayee(salary.payer)}` : salary.word;
  if (!/\p{L}/u.test(text)) return original;
  return casePayee(text);
}
