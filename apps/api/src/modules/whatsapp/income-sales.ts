import type { WordHit } from './category-words.ts';

// «me entraron 180 mil de una clienta por unas tortas», «cobré 2 pedidos», «me yapearon 35 de la
// vecina por el queque»: money in for goods one makes and sells, or for orders, is a sale. Read only
// once the money is known to come in (it never decides the kind), and only when no word of pay,
// rent or a refund was said; a client named beside the goods bought them, it was no fee.
const GOODS_SOLD =
  /\b(?:pedidos?|encargos?|tortas?|pasteles?|pastel|queques?|postres?|empanadas?|arepas?|tamales?|alfajores?|galletas?|brownies?|cupcakes?|bizcochos?|tartas?|panes|mermeladas?|artesanias?|bisuteria|manualidades)\b/;
const CLIENT = /^client[ae]s?\b/;

/** Whether money in reads as a sale of goods: goods named, and no income word but a client's. */
export function soldGoods(read: string, incomeHits: WordHit[]): boolean {
  if (!GOODS_SOLD.test(read)) return false;
  return incomeHits.every((hit) => CLIENT.test(read.slice(hit.at)));
}
