import { type ParseContext, parseCapture } from '../../src/modules/whatsapp/parse-message.ts';
import { accountRef, parseContext } from './whatsapp-parse-refs.ts';

/**
 * One parsing context per country for the chat parser's unit tests of single messages: cash first
 * (the default), a bank, a wallet or card, some with the last digits an alert names them by.
 */
const TODAY = '2026-11-26';

export const ar = parseContext(TODAY, [
  accountRef('Efectivo', 'cash', 'ARS'),
  accountRef('Galicia', 'checking', 'ARS'),
  accountRef('Mercado Pago', 'other', 'ARS'),
]);
export const cl = parseContext(TODAY, [
  accountRef('Efectivo', 'cash', 'CLP'),
  accountRef('CuentaRUT', 'checking', 'CLP'),
]);
export const co = parseContext(TODAY, [
  accountRef('Efectivo', 'cash', 'COP'),
  accountRef('Davivienda', 'savings', 'COP'),
  accountRef('Daviplata', 'other', 'COP'),
]);
export const mx = parseContext(TODAY, [
  accountRef('Efectivo', 'cash', 'MXN'),
  accountRef('BBVA', 'checking', 'MXN', ['5521']),
  accountRef('Tarjeta Nu', 'credit_card', 'MXN'),
]);
export const pe = parseContext(TODAY, [
  accountRef('Efectivo', 'cash', 'PEN'),
  accountRef('Interbank', 'savings', 'PEN'),
  accountRef('BBVA Visa', 'credit_card', 'PEN', ['3310']),
  accountRef('Yape', 'other', 'PEN'),
]);
export const es = parseContext(TODAY, [
  accountRef('Efectivo', 'cash', 'EUR'),
  accountRef('Sabadell', 'checking', 'EUR'),
  accountRef('N26', 'checking', 'EUR'),
]);

/** The capture the parser saves, its account by name; a question instead fails the test with it. */
export const saved = (text: string, context: ParseContext) => {
  const outcome = parseCapture(text, context);
  if (!outcome.ok) throw new Error(`asked: ${JSON.stringify(outcome.question)}`);
  return { ...outcome.capture, account: outcome.capture.account.name };
};

/** Whether the parser asks (saves nothing). */
export const asked = (text: string, context: ParseContext) => parseCapture(text, context).ok === false;
