import { formatMoney } from '@cuentas/shared/money';
import type { Question } from './parse-message.ts';
import { upgradeMessages } from '../kernel/plan.ts';

/** Every sentence the assistant sends, in Spanish (tú), short enough for a phone screen. */

export function dayLabel(date: string, today: string, locale: string): string {
  if (date === today) return 'hoy';
  const yesterday = new Date(`${today}T00:00:00Z`);
  yesterday.setUTCDate(yesterday.getUTCDate() - 1);
  if (date === yesterday.toISOString().slice(0, 10)) return 'ayer';
  const formatted = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
    ...(date.slice(0, 4) !== today.slice(0, 4) ? { year: 'numeric' } : {}),
  }).format(new Date(`${date}T00:00:00Z`));
  return `el ${formatted.replace(/\.$/, '')}`;
}

export const money = (minor: number, currency: string, locale: string) => formatMoney(minor, currency, locale);

export function helpText(appUrl: string): string {
  return [
    '¡Hola! Soy tu asistente de Cuentas Claras. Escríbeme así:',
    '• «gasté 12.500 en almuerzo»',
    '• «uber 18 mil con la visa»',
    '• «me pagaron 2 millones» o «+850.000 sueldo»',
    '• «pasé 200 mil de Bancolombia a Nequi»',
    '• «ayer 45 mil en mercado»',
    '• varios a la vez: «uber 9 mil y almuerzo 15 mil», uno por línea',
    '• o reenvíame la alerta de compra de tu banco (pon los últimos 4 dígitos de la tarjeta en la cuenta)',
    'Para corregir: «deshacer», «no, eran 85 mil», «era transporte», «perdón, fue el martes», «fue con nequi».',
    'Pregúntame: «¿cuánto gasté la semana pasada?», «¿cuánto llevo en comida?», «¿cuánto tengo en nequi?», «saldo», «presupuesto».',
    `Todo queda en la app: ${appUrl}`,
  ].join('\n');
}

export function unknownNumberText(appUrl: string): string {
  return (
    '¡Hola! Este número aún no está vinculado a ninguna cuenta de Cuentas Claras. ' +
    `Para anotar tus gastos por WhatsApp, entra en ${appUrl}/profile, pulsa «Vincular WhatsApp» y confirma el código que te enviaremos.`
  );
}

export function questionText(question: Question, appUrl: string): string {
  switch (question.reason) {
    case 'no_amount':
      return 'No vi ningún monto 🤔. ¿Cuánto fue? Por ejemplo: «gasté 12.500 en almuerzo». No anoté nada.';
    case 'what_was_it':
      return `¿Qué fue ${question.value}? Dime qué pagaste o cobraste, por ejemplo «${question.value} en almuerzo» o «me pagaron ${question.value}». No anoté nada.`;
    case 'several_amounts':
      return `Vi varios montos (${question.values.join(', ')}) y no sé cuál es. Escríbeme solo uno, por ejemplo «${question.values[0]} en almuerzo». No anoté nada.`;
    case 'decimals':
      return `¿${question.value} es con decimales? Tu cuenta está en ${question.currency}, que no usa centavos. Escríbelo sin ambigüedad (por ejemplo «4.500» o «4 mil 500»). No anoté nada.`;
    case 'too_large':
      return 'Ese monto es demasiado grande para anotarlo. Revísalo y vuelve a escribirlo. No anoté nada.';
    case 'no_accounts':
      return `Aún no tienes cuentas. Crea una (por ejemplo «Efectivo») en ${appUrl}/accounts y vuelve a escribirme.`;
    case 'currency':
      return `No tienes ninguna cuenta en ${question.currency}. Crea una en la app o escribe el monto en la moneda de tu cuenta. No anoté nada.`;
    case 'which_account':
      return `¿Con cuál cuenta? Tienes ${question.names.map((name) => `«${name}»`).join(' y ')}. Repite el mensaje con su nombre. No anoté nada.`;
    case 'transfer_currency':
      return `Esas cuentas tienen monedas distintas: anota la transferencia en ${appUrl}/transactions indicando cuánto llegó. No anoté nada.`;
    case 'unknown_card':
      return `Ninguna de tus cuentas tiene la tarjeta terminada en ${question.digits}. Si es tuya, pon esos 4 dígitos en la cuenta (${appUrl}/accounts, «Últimos 4 dígitos») y reenvíame la alerta. No anoté nada.`;
    case 'alert_account':
      return 'No sé de qué cuenta es esta alerta. Escríbeme el movimiento con la cuenta, por ejemplo «pagué la tarjeta 400.000 desde Bancolombia». No anoté nada.';
    case 'alert_currency':
      return `La alerta es de un cobro en ${question.currency} en ${question.account}. Cuando sepas cuánto te cobraron en la moneda de la cuenta, escríbemelo («Spotify 52.000 con ${question.account}»). No anoté nada.`;
    case 'alert_not_done':
      return 'Esa alerta dice que la operación no se hizo (rechazada o no aprobada): no salió dinero de tu cuenta. No anoté nada.';
    case 'unclear':
      return `Entendí ${question.understood}, pero no sé ${question.missing}. Para no anotarlo mal, no anoté nada: escríbemelo de nuevo más claro, por ejemplo «gasté 12.500 en almuerzo con nequi».`;
    case 'transfer_accounts':
      return 'Para una transferencia dime de qué cuenta a qué cuenta, por ejemplo «pasé 200 mil de Bancolombia a Nequi». No anoté nada.';
  }
}

export const replies = {
  planRequired: (appUrl: string) =>
    `${upgradeMessages['whatsapp.capture']} Puedes hacerlo en ${appUrl}/configuration#plan. No anoté nada.`,
  captureOff: (appUrl: string) =>
    `La captura por WhatsApp está desactivada. Puedes activarla en ${appUrl}/profile. No anoté nada.`,
  nothingToFix: 'No encuentro un movimiento reciente anotado por WhatsApp para cambiar.',
  askedNotSaved:
    'Tu mensaje anterior no lo anoté (te pregunté algo). Escríbemelo completo en un mensaje, por ejemplo «almuerzo 15.000 con nequi». No cambié nada.',
  followUpUnread: (text: string) =>
    `No entendí «${text.slice(0, 60)}» 🤔. Si cambia tu último movimiento, escríbelo así: «borra eso», «con nequi», «fue ayer» o «era restaurantes». Si es uno nuevo, dime cuánto fue. No cambié ni anoté nada.`,
  undone: (what: string) => `Listo, borré ${what}.`,
  recategorized: (what: string, from: string, to: string, payee: string) =>
    `Listo, cambié la categoría de ${what}: ${from} → ${to}.${payee ? ` La próxima vez que anotes «${payee}» irá a ${to}.` : ''}`,
  unknownCategory: (target: string) =>
    `No encontré la categoría «${target}». Escribe el nombre de una de tus categorías, por ejemplo «era Restaurantes».`,
  whichCategory: (names: string[]) =>
    `¿En cuál? Tienes ${names.map((name) => `«${name}»`).join(', ')}. Escríbeme el nombre completo, por ejemplo «ponlo en ${names[0]}». No cambié nada.`,
  transferNoCategory: 'Las transferencias no llevan categoría.',
  reamounted: (what: string, from: string, to: string) => `Listo, corregí el monto de ${what}: ${from} → ${to}.`,
  reamountedAndRedated: (what: string, from: string, to: string, fromDay: string, toDay: string) =>
    `Listo, corregí ${what}: monto ${from} → ${to} y fecha ${fromDay} → ${toDay}.`,
  listNotFixed: (count: number, appUrl: string) =>
    `Tu último mensaje anotó ${count} movimientos y no sé a cuál te refieres. Para no cambiar el que no es, no cambié nada: corrígelo o bórralo en ${appUrl}/transactions.`,
  amountNotFixed: 'No pude cambiar el monto de ese movimiento. Bórralo con «deshacer» y escríbelo de nuevo.',
  redated: (what: string, fromDay: string, toDay: string) =>
    `Listo, cambié la fecha de ${what}: ${fromDay} → ${toDay}.`,
  rekinded: (what: string, to: string, category?: string) =>
    `Listo, cambié ${what} a ${to}${category ? ` en ${category}` : ''}.`,
  retold: (what: string, transfer: string) => `Listo, cambié ${what} por una ${transfer}.`,
  notRetold:
    'No pude cambiar ese movimiento por una transferencia. Bórralo con «deshacer» y escríbeme la transferencia con su monto, por ejemplo «pasé 200 mil de ahorros a Nequi».',
  transferNotTurned:
    'Lo último que anoté es una transferencia entre tus cuentas, así que no lo cambié a gasto ni a ingreso. Si no era así, escríbeme «deshacer» y anótalo de nuevo.',
  reaccounted: (what: string, from: string, to: string) => `Listo, cambié la cuenta de ${what}: ${from} → ${to}.`,
  alreadyOnAccount: (what: string, account: string) =>
    `${what[0]!.toUpperCase()}${what.slice(1)} ya estaba en ${account}, así que no cambié nada. Si era otra cuenta, escríbeme su nombre, por ejemplo «fue con la visa».`,
  whichAccountFix: (names: string[]) =>
    `¿A cuál cuenta lo paso? Tienes ${names.map((name) => `«${name}»`).join(' y ')}. Escríbeme su nombre, por ejemplo «fue con ${names[0]}». No cambié nada.`,
  undoneNotOurs:
    'Ese movimiento lo trajo tu banco y tu mensaje solo se unió a él: no lo borré. Si no es tuyo, bórralo en la app.',
  accountCurrency: (account: string) =>
    `«${account}» está en otra moneda; bórralo con «deshacer» y vuelve a escribirlo.`,
  noBudget: (appUrl: string) =>
    `Aún no tienes presupuesto para este mes. Créalo en ${appUrl}/budget y te diré cuánto te queda en cada categoría.`,
  failed: 'Tuvimos un problema al anotar tu mensaje. Inténtalo de nuevo en un momento.',
  notNow:
    'Eso aún no ha pasado, así que no lo anoté. Cuando lo pagues, escríbeme por ejemplo «pagué el arriendo 1.200.000». Para avisos, crea un recordatorio en la app.',
  bankNotice:
    'Esto parece un aviso del banco (de seguridad o una oferta), no un gasto ni un ingreso, así que no anoté nada. Si hubo un movimiento, escríbemelo, por ejemplo «gasté 12.500 en almuerzo».',
  notMoney:
    'No vi un gasto ni un ingreso que anotar, así que no anoté nada. Para anotar uno, escríbeme por ejemplo «gasté 12.500 en almuerzo».',
  severalUnclear: (part: string, count: number) =>
    `Vi ${count} movimientos, pero no entendí bien «${part}». Para no anotar mal, no anoté ninguno: escríbemelos de nuevo, uno por línea, con su monto (por ejemplo «taxi 9.000»).`,
  onlyText: 'Por ahora solo entiendo mensajes de texto. Escríbeme, por ejemplo, «gasté 12.500 en almuerzo».',
  voiceNote:
    'Todavía no escucho notas de voz, así que no anoté nada. Escríbeme el movimiento, por ejemplo «gasté 12.500 en almuerzo», y lo anoto al momento.',
};
