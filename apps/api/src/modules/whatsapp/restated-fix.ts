import { amountValue, findAmounts } from './amounts.ts';
import { type KindCorrection, readKindCorrection } from './kind-fix.ts';
import { fold } from './text.ts';

/**
 * «no no, me entraron 500 a mercado pago, me devolvieron lo de una compra» right after «gasté 500
 * en mercado pago»: a kind fix that says the same amount again. Saved as a new movement, the wrong
 * spending would stay under a second success reply; read without its amount, it turns the last
 * capture. Only when the one amount said is the last capture's own and the rest reads as a kind fix.
 */
export function restatedKindFix(text: string, lastUnits: number): KindCorrection | undefined {
  const folded = fold(text);
  const amounts = findAmounts(folded);
  if (amounts.length !== 1) return undefined;
  const said = amounts[0]!;
  const units = amountValue(said);
  if (Math.abs(units - lastUnits) > 0.005) return undefined;
  const rest = `${folded.slice(0, said.start)} ${folded.slice(said.end)}`
    .replace(/\s+([,.;])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  const fix = readKindCorrection(rest);
  return fix && fix.kind !== 'flip' ? fix : undefined;
}
