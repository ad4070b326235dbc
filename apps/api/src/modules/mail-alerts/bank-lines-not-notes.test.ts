import { describe, expect, it } from 'vitest';
import { fixtureContext } from '../../../test/helpers/mail-alerts.ts';
import { parseAlert } from '../whatsapp/service.ts';
import { readAlert } from './read.ts';

// In a pasted chat alert a line without figures may be the person's own note («los jeans del
// niño»), and it decides the category. In an alert mail every line is the bank's: «Medio de pago:
// Dinero en cuenta» or «con tu dinero disponible» must not file a cinema under the supermarket.
const CATEGORIES = [
  { id: 'groceries', name: 'Supermercado', kind: 'expense', key: 'food.groceries', parentId: 'food' },
  { id: 'cinema', name: 'Cine y eventos', kind: 'expense', key: 'leisure.events', parentId: 'leisure' },
  { id: 'power', name: 'Electricidad', kind: 'expense', key: 'utilities.electricity', parentId: 'utilities' },
  { id: 'clothes', name: 'Ropa y calzado', kind: 'expense', key: 'personal.clothing', parentId: 'personal' },
];
type Country = Parameters<typeof fixtureContext>[0];
const contextOf = (country: Country) =>
  ({ ...fixtureContext(country), categories: CATEGORIES }) as unknown as Parameters<typeof readAlert>[1];

const category = (country: Country, body: string) => {
  const reading = readAlert({ from: 'alertas@banco.example', subject: 'Compra aprobada', body }, contextOf(country));
  return reading.kind === 'capture' ? reading.outcome.capture.categoryId : reading.kind;
};

describe('the bank lines of an alert mail', () => {
  it('never read a line without figures, or the bank’s name the reader adds, as the person’s note', () => {
    expect(
      category(
        'MX',
        'Compra aprobada con tu tarjeta *8834\nComercio: CINEPOLIS PERISUR\nImporte: $356.00\nMedio de pago: Dinero en cuenta\nFecha: 23/11/2026',
      ),
    ).toBe('cinema');
    // The bank is named only by the sender's address: the reader adds its name on a line of its own.
    const fromWallet = readAlert(
      {
        from: 'avisos@mercadopago.com.ar',
        subject: 'Pago realizado',
        body: 'Pagaste $ 31.250 a EDESUR con dinero en cuenta.\nOperación 55120987\n24/11/2026',
      },
      contextOf('AR'),
    );
    expect(fromWallet.kind === 'capture' && fromWallet.outcome.capture.categoryId).toBe('power');
  });

  it('still let a pasted chat alert take the person’s own line', () => {
    const outcome = parseAlert(
      'Compraste $89.900,00 en FALABELLA con tu T.Cred *4821, el 24/11/2026 a las 18:02.\nlos tenis del niño',
      contextOf('CO'),
    );
    expect(outcome?.ok && outcome.capture.categoryId).toBe('clothes');
  });
});
