import { describe, expect, it } from 'vitest';
import { findMerchant } from './merchant-dictionary.ts';

describe('findMerchant', () => {
  it('tells a company’s home insurance from its health plan by the longer name', () => {
    expect(findMerchant('DEBITO AUTOMATICO SEGUROS SURA - HOGAR', { amount: -89_000, country: 'CO' })).toMatchObject({
      name: 'Sura Hogar',
      key: 'housing.insurance',
    });
    expect(findMerchant('PAGO PSE EPS SURA', { amount: -210_000, country: 'CO' })).toMatchObject({
      name: 'Sura EPS',
      key: 'health.insurance',
    });
  });

  it('names the chain «Sodimac» when the bank writes both its names', () => {
    expect(findMerchant('COMPRA SODIMAC HOMECENTER MAIPU', { amount: -32_990, country: 'CL' })).toMatchObject({
      name: 'Sodimac',
      key: 'housing.maintenance',
    });
    expect(findMerchant('HOMECENTER CALLE 13', { amount: -120_000, country: 'CO' })).toMatchObject({
      name: 'Homecenter',
    });
  });

  it('reads «Dia» the supermarket, never the common word «día»', () => {
    expect(findMerchant('COMPRA DIA 0451 ZARAGOZA', { amount: -2_340, country: 'ES' })).toMatchObject({ name: 'Dia' });
    expect(
      findMerchant('Intereses del día en tu cuenta remunerada', { amount: 95, country: 'AR' })?.name ?? null,
    ).not.toBe('Dia');
    expect(
      findMerchant('pago al día de la cuota del gimnasio', { amount: -15_000, country: 'ES' })?.name ?? null,
    ).not.toBe('Dia');
  });
});
