import { foldAccents } from '@cuentas/shared/text';

/**
 * The labelled fields of an alert e-mail (decision 035): «Monto: $1,234.56», «Comercio» / «OXXO»,
 * «Tarjeta terminación: 8834». A label alone on its line takes the next line, unless that line is
 * another label. Receipts laid out in sections («Origen» then «Nº de cuenta», «Destino» then
 * «Nombre y apellido» and «Nº de cuenta», as Chilean banks' transfer receipts are) give the
 * section's account to the paying or the receiving end.
 */
export type Fields = {
  amount?: string;
  /** Who was paid or who paid: the shop, the company, the person. */
  merchant?: string;
  card?: string;
  toCard?: string;
  date?: string;
  operation?: string;
  /** What the money was for («Concepto: alquiler diciembre»), when the mail names no one. */
  concept?: string;
};

type Key = keyof Fields | 'ignored' | 'account';

// Labels as they appear folded (no accents, lower case), longest first where one starts another.
const LABELS: [Key, RegExp][] = [
  [
    'amount',
    /^(?:cuanto|monto|importe|valor|cantidad|total)(?: (?:total|de la compra|de la operacion|de la transaccion|transaccion|transferencia|del consumo|del cargo|de tu compra|transferido|enviado|pagado|retirado|recibido|abonado|depositado|cargado|operacion|en pesos|en soles))?$|^total (?:del consumo|retirado|aportado|pagado|de la compra)$/,
  ],
  [
    'merchant',
    /^(?:comercio|establecimiento|lugar|nombre del comercio|lugar de (?:la )?transaccion|destinatario|beneficiario|empresa|enviado a|pagado a|para|destino|titular destino|nombre del destinatario|nombre destinatario|nombre del beneficiario|ordenante|originante|remitente|enviado por|de parte de|de|referencia del comercio|emisor|entidad emisora|acreedor|nombre y apellidos?|de quien|pagador|nombre del pagador|servicio|convenio|a)$/,
  ],
  ['concept', /^(?:concepto|descripcion|detalle|motivo|glosa|mensaje|comentario)$/],
  [
    'toCard',
    /^(?:cuenta (?:de )?destino|a donde|hacia|a la cuenta|cuenta abonada|cuenta de abono|tarjeta destino|clabe destino|numero de cuenta destino)$/,
  ],
  [
    'card',
    /^(?:(?:numero de )?(?:tu )?tarjeta(?:(?: de)? (?:credito|debito))?(?: (?:terminacion|terminada en|numero|n°|no\.?))?|terminacion|cuenta|cuenta (?:de )?origen|cuenta de cargo|(?:numero de )?cuenta(?: de (?:ahorros?|cargo|origen))?|producto|medio de pago|desde|origen|con cargo a|cargo a|tu cuenta|cuenta cargo|enviado desde|pagado desde|cuenta de retiro|debitado de|debitada de|cuenta debitada|cuenta (?:corriente|de ahorros|ahorros) terminada en)$/,
  ],
  [
    'date',
    /^(?:fecha|fecha y hora|fecha (?:de (?:la |el )?|del )(?:operacion|transaccion|compra|aplicacion|movimiento|pago|anulacion|reversa|reversion|devolucion|extorno|reembolso|abono|deposito|transferencia|consumo|cargo)|fecha y hora de (?:la )?(?:operacion|transaccion|compra)|dia|fecha de la solicitud|fecha de cargo|fecha cargo|fecha valor)$/,
  ],
  [
    'operation',
    /^(?:operacion|operacion realizada|clase de movimiento|tipo de operacion|tipo de movimiento|tipo de transaccion|movimiento|tipo|transaccion)$/,
  ],
  // An account's number inside a section: whose it is depends on the section.
  ['account', /^(?:n[°º.o]?|no\.?|numero) de cuenta$/],
  // Known labels that name nothing read here: they only stop a section's header from taking them as its value.
  [
    'ignored',
    /^(?:tipo de cuenta|rut|banco|banco destino|hora|cus|asunto|entidad|clave de rastreo|cvu|cbu|numero de operacion|n[°º.o]? de operacion)$/,
  ],
];

const fold = (text: string) => foldAccents(text).replace(/[*_]+/g, '').replace(/\s+/g, ' ').trim();
const labelOf = (line: string) => {
  // «¿De quién?», «¿Cuánto?», «¿A dónde?»: Nequi asks its labels.
  const label = fold(line)
    .replace(/[:.]$/, '')
    .replace(/^¿|\?$/g, '')
    .toLowerCase();
  return LABELS.find(([, pattern]) => pattern.test(label))?.[0];
};

/** «Origen» / «Destino» alone on a line, before the section's own labels. */
const SECTION =
  /^(?:origen|destino|cuenta de origen|cuenta destino|datos (?:de origen|de destino|del destinatario|del beneficiario))$/;

/** A value that names an account by its kind or is only its number and marks. */
const isAccount = (value: string) =>
  /\d/.test(value) &&
  (/^(?:cuenta|cta\.?|tarjeta|ahorros?|corriente|cc|ca)\b/i.test(value) || /^[*•·.\d\s-]+$/.test(value));
const labelName = (line: string) =>
  fold(line)
    .replace(/\s*[:：].*$/, '')
    .replace(/^¿|\?$/g, '')
    .toLowerCase();

/** A value that is a party's name, not an account («Origen: SERVICIOS DEL SUR LTDA»). */
const namePart = (value: string) =>
  /\p{L}{3}/u.test(value) && !/\d/.test(value) && !/^(?:cuenta|cta|tarjeta|ahorro|corriente|vista)/i.test(value);
// «ARRIENDO DEPTO 302 - FRANCISCA SOTO»: a short number of what it was for beside a name is no account's.
const isName = (value: string) =>
  namePart(value) ||
  (!/\d{4}/.test(value) &&
    value
      .split(/\s+-\s+/)
      .slice(1)
      .some(namePart));

/**
 * A table's header row and its one row of values, as a mail's HTML table reads line by line
 * («Cuenta», «Concepto», «Importe», then «Ahorros ****8127», «ABONO INTERESES», «S/ 6.12»): each
 * label takes the value in its column, never the line after it. Only when the labels are followed
 * by as many lines that are no labels, and the amount's column holds a figure.
 */
function tableColumns(lines: string[]): { pairs: [string, string][]; lines: Set<number> } {
  const bare = (line: string | undefined) =>
    line !== undefined && line.trim() !== '' && !/[:：]/.test(line) && Boolean(labelOf(line));
  for (let start = 0; start < lines.length; start++) {
    let end = start;
    while (bare(lines[end])) end++;
    const count = end - start;
    if (count < 2) continue;
    const values = lines.slice(end, end + count).map((line) => line.trim());
    if (
      values.length === count &&
      values.every((value) => value !== '' && !labelOf(value)) &&
      lines.slice(start, end).every((label, column) => labelOf(label) !== 'amount' || /\d/.test(values[column]!))
    ) {
      const taken = new Set<number>();
      for (let index = start; index < end + count; index++) taken.add(index);
      return { pairs: lines.slice(start, end).map((label, column) => [label, values[column]!]), lines: taken };
    }
    start = end;
  }
  return { pairs: [], lines: new Set() };
}

/**
 * Labels told in one sentence, each with its value («Transferencia realizada: Monto $120.000, Origen
 * CuentaRUT ****2288, Destinatario MARIA PEREZ, Banco de Chile. Fecha 24/11/2026.»): each part that
 * starts with a label becomes «Label: value» on a line of its own. Only a line with two such parts or
 * more, one of them an amount, is split: a sentence of the alert is left as it is.
 */
function inlineLabels(line: string): string[] {
  const parts = line.split(/(?:[,;|]|\.(?=\s+\p{Lu}))\s+/u);
  if (parts.length < 3) return [line];
  let amount = false;
  let labelled = 0;
  const told = parts.map((part) => {
    // «Transferencia realizada: Monto $120.000»: a heading before the first label is no label.
    const text = part.replace(/^[^:：]{1,40}[:：]\s+(?=\S)/, (head) => (labelOf(head) ? head : '')).replace(/\.$/, '');
    if (/[:：]/.test(text) && labelOf(text.replace(/\s*[:：].*$/, ''))) {
      labelled += 1;
      amount ||= labelOf(text.replace(/\s*[:：].*$/, '')) === 'amount';
      return text;
    }
    const words = text.split(/\s+/);
    for (let size = Math.min(4, words.length - 1); size >= 1; size--) {
      const label = words.slice(0, size).join(' ');
      const key = labelOf(label);
      // «de», «a», «para»: words of any sentence, never a label inside one.
      if (!key || key === 'ignored' || label.length < 5) continue;
      labelled += 1;
      amount ||= key === 'amount' && /\d/.test(words[size]!);
      return `${label}: ${words.slice(size).join(' ')}`;
    }
    return part;
  });
  return labelled >= 2 && amount ? told : [line];
}

export function labelledFields(body: string): Fields {
  const lines = body.split('\n').flatMap(inlineLabels);
  const fields: Fields = {};
  let section: 'from' | 'to' | null = null;
  const set = (key: keyof Fields, value: string) => {
    if (value !== '' && fields[key] === undefined) fields[key] = value.slice(0, 120);
  };
  const columns = tableColumns(lines);
  for (const [label, value] of columns.pairs) {
    const key = labelOf(label)!;
    if (key === 'ignored' || key === 'account') continue;
    if ((key === 'card' || key === 'toCard') && isName(value)) continue;
    set(key, value.replace(/^\*+|\*+$/g, '').trim());
  }
  for (let index = 0; index < lines.length; index++) {
    if (columns.lines.has(index)) continue;
    const line = lines[index]!;
    const folded = fold(line).replace(/[:.]$/, '').toLowerCase();
    const next = lines[index + 1]?.trim() ?? '';
    if (SECTION.test(folded) && labelOf(next)) {
      section = folded.includes('origen') ? 'from' : 'to';
      continue;
    }
    // «Monto: $1,234.56», or a label and its value with no colon («Monto $1,234.56», tabs collapsed).
    // A colon inside the value («Fecha y hora *24/11/2026 - 07:18 PM*») is not the label's.
    const match = [
      /^([^:：]{1,45}?)\s*[:：]\s*(.*)$/.exec(line),
      /^(\p{L}[\p{L} ]{1,44}?)\s+((?:[$€*·]|s\/|\d).*)$/iu.exec(line),
    ].find((found) => found && labelOf(found[1]!));
    const key = labelOf(match ? match[1]! : line);
    if (!key) continue;
    let value = match ? match[2]!.trim() : '';
    if (value === '' && next !== '' && !labelOf(next)) {
      value = next;
      index += 1;
    }
    value = value.replace(/^\*+|\*+$/g, '').trim();
    // A forwarded header («De: BancoEstado <notificaciones@…>») is no party of the movement.
    if (key === 'ignored' || /@|<|>/.test(value)) continue;
    if (key === 'account') {
      if (section) set(section === 'from' ? 'card' : 'toCard', value);
      else set('card', value);
      continue;
    }
    if (key === 'merchant' && section === 'from') continue;
    // «De: Cuenta de Ahorros *7710», «Destinatario: *4512»: an account, not a party.
    if (key === 'merchant' && isAccount(value)) {
      set(
        /^(?:de|remitente|ordenante|originante|enviado por|de parte de)$/.test(labelName(line)) ? 'card' : 'toCard',
        value,
      );
      continue;
    }
    if ((key === 'card' || key === 'toCard') && isName(value)) {
      // «Origen: SERVICIOS DEL SUR LTDA»: who paid, not an account.
      if (/^(?:origen|desde|enviado desde|de parte de)$/.test(folded.replace(/\s*:.*$/, ''))) set('merchant', value);
      continue;
    }
    set(key, value);
  }
  return fields;
}
