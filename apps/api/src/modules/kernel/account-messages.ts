export const accountMessages = {
  notFound: 'No encontramos esta cuenta',
  unknownCurrency: 'No reconocemos esta moneda',
  creditLimitOnlyCards: 'Solo las tarjetas de crédito tienen cupo',
  currencyLocked: 'No puedes cambiar la moneda de una cuenta que ya tiene movimientos',
};
