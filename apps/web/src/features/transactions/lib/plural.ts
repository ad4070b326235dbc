const numbers = new Intl.NumberFormat('es');

/** "1 movimiento", "2.300 movimientos". */
export function countOf(count: number, one: string, many: string): string {
  return `${numbers.format(count)} ${count === 1 ? one : many}`;
}

export function movements(count: number): string {
  return countOf(count, 'movimiento', 'movimientos');
}
