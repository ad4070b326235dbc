import { describe, expect, it } from 'vitest';
import { readMail } from '../../../test/helpers/mail-read.ts';
import { isPersonName } from './person-income.ts';

// A person's money and a payee's account written after their name. Wording of our own.
describe('money a person sent, by mail', () => {
  it('files it under other income when nothing says why', () => {
    expect(
      readMail(
        {
          from: 'avisos@bancochile.cl',
          subject: 'Transferencia recibida',
          body: 'Recibió una transferencia de $43.000 de CAMILA SOTO en su cuenta ****4518.',
        },
        'CL',
      ),
    ).toMatchObject({ kind: 'income', category: 'Otros ingresos', payee: 'Camila Soto' });
  });

  it('files an order the user filled as a sale and a shared bill as money given back', () => {
    const bizum = (concept: string) =>
      readMail(
        {
          from: 'avisos@bbva.es',
          subject: 'Bizum recibido',
          body: `Has recibido un Bizum\nImporte\n18,00 €\nDe\nMARTA VIDAL\nConcepto\n${concept}\nCuenta\n****2231`,
        },
        'ES',
      );
    expect(bizum('pedido de jabones')).toMatchObject({ kind: 'income', category: 'Ventas' });
    expect(bizum('entradas del partido')).toMatchObject({ kind: 'income', category: 'Reembolsos' });
  });

  it('leaves a company’s money open', () => {
    expect(
      readMail(
        {
          from: 'avisos@bancochile.cl',
          subject: 'Transferencia recibida',
          body: 'Recibió una transferencia de $43.000 de LOGISTICA NORTE SPA en su cuenta ****4518.',
        },
        'CL',
      ),
    ).toMatchObject({ kind: 'income', category: null });
  });

  it('tells people from companies', () => {
    expect(isPersonName('Rosa E. Quispe')).toBe(true);
    expect(isPersonName('ANDREA PAZ')).toBe(true);
    expect(isPersonName('Ferretería Sur SRL')).toBe(false);
    expect(isPersonName('Oxxo')).toBe(false);
  });
});

describe('the other end’s account after a payee’s name', () => {
  it('is cut from the payee, whatever its mask', () => {
    const sent = (body: string, country: 'PE' | 'ES' | 'CO') =>
      readMail({ from: 'notificaciones@bank.example', subject: 'Envío', body }, country);
    expect(sent('Yapeaste S/ 12.00 a Mario Quispe ***-***-781.', 'PE')).toMatchObject({ payee: 'Mario Quispe' });
    expect(sent('Has enviado 20,00 € a Clara Ibáñez *6675 desde tu cuenta ****2231.', 'ES')).toMatchObject({
      payee: 'Clara Ibáñez',
    });
  });
});

describe('words of a bill sent to a person', () => {
  it('reads Argentina’s rent code and a building’s community fee', () => {
    expect(
      readMail(
        {
          from: 'avisos@bancogalicia.com.ar',
          subject: 'Transferencia enviada',
          body: 'Transferiste $ 310.000,00 a GOMEZ ANA LUCIA desde tu cuenta *4402. Concepto: ALQ',
        },
        'AR',
      ),
    ).toMatchObject({ kind: 'expense', category: 'Alquiler o hipoteca' });
    expect(
      readMail(
        {
          from: 'alertas@gruposantander.es',
          subject: 'Aviso de movimiento',
          body: 'Cargo de 60,00 EUR en tu cuenta ****6304 por CUOTA COMUNIDAD C/ MAYOR 8.',
        },
        'ES',
      ),
    ).toMatchObject({ kind: 'expense', category: 'Administración y comunidad' });
  });

  it('reads Peru’s payroll word as a salary', () => {
    expect(
      readMail(
        {
          from: 'procesos@bbva.com.pe',
          subject: 'Abono recibido',
          body: 'Se realizó un abono de S/ 2,750.00 en tu cuenta de ahorros ****8127. Ordenante: PLANILLA TEXTILES ANDINOS SAC.',
        },
        'PE',
      ),
    ).toMatchObject({ kind: 'income', category: 'Salario' });
  });
});
