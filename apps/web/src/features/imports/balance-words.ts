/**
 * Which way the account is off, in words: the bank minus the account, so a negative difference
 * means the account holds more than the bank. «le faltan o le sobran -174,11 €» said neither.
 */
export function differenceWords(difference: number, money: (minor: number) => string): string {
  return difference > 0
    ? `le faltan ${money(difference)} para llegar al saldo del banco`
    : `le sobran ${money(-difference)} respecto al saldo del banco`;
}
