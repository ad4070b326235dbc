import type { Category } from '@cuentas/shared/schemas/categories';
import { prospectStatuses, type Prospect, type ProspectTotals } from '@cuentas/shared/schemas/prospects';

export type ProspectStatus = Prospect['status'];
export type ProspectKind = Prospect['kind'];

export const statusFilters = [
  { value: 'abierto', label: 'Abiertos' },
  { value: 'concretado', label: 'Concretados' },
  { value: 'descartado', label: 'Descartados' },
] as const satisfies readonly { value: ProspectStatus; label: string }[];

/** The ?estado= of the URL, open prospects when missing or unknown. */
export function readStatusParam(value: string | null): ProspectStatus {
  return prospectStatuses.find((status) => status === value) ?? 'abierto';
}

export const kindLabels = { income: 'Ingreso', expense: 'Gasto' } as const satisfies Record<ProspectKind, string>;

/** Amount × probability, rounded to the minor unit (the API's weighting). */
export function weightedAmount(amount: number, probability: number): number {
  return Math.round((amount * probability) / 100);
}

/** Likely (≥ 75 %) green, possible (≥ 40 %) yellow, unlikely orange. */
export function probabilityColor(probability: number): 'teal' | 'yellow' | 'orange' {
  if (probability >= 75) return 'teal';
  if (probability >= 40) return 'yellow';
  return 'orange';
}

/** Plain words for a probability: "Casi seguro", "Probable", "Posible", "Poco probable". */
export function probabilityWords(probability: number): string {
  if (probability >= 90) return 'Casi seguro';
  if (probability >= 60) return 'Probable';
  if (probability >= 30) return 'Posible';
  return 'Poco probable';
}

export type TotalsRow = ProspectTotals['by_currency'][number] & { expected_net: number; weighted_net: number };

/** Each currency's totals plus the net (income minus expense), expected and weighted. */
export function totalsRows(totals: ProspectTotals): TotalsRow[] {
  return totals.by_currency.map((row) => ({
    ...row,
    expected_net: row.expected_income - row.expected_expense,
    weighted_net: row.weighted_income - row.weighted_expense,
  }));
}

export type CategoryOptionGroup = { group: string; items: { value: string; label: string }[] };

/** Active subcategories of the prospect's kind, grouped under their parent, for a select. */
export function categoryOptions(
  categories: readonly Category[],
  kind: ProspectKind,
  keepId: string | null = null,
): CategoryOptionGroup[] {
  const parents = categories.filter((category) => category.parent_id === null && category.kind === kind);
  return parents
    .map((parent) => ({
      group: parent.name,
      items: categories
        .filter(
          (category) => category.parent_id === parent.id && (category.archived_at === null || category.id === keepId),
        )
        .sort((a, b) => a.position - b.position)
        .map((category) => ({ value: category.id, label: category.name })),
    }))
    .filter((group) => group.items.length > 0);
}

/** The transactions screen filtered to the realised prospect's transaction (its payee is the title, on its date). */
export function transactionLink(prospect: Pick<Prospect, 'title'>, date: string | null): string {
  const params = new URLSearchParams({ q: prospect.title });
  if (date) {
    params.set('from', date);
    params.set('to', date);
  }
  return `/transactions?${params.toString()}`;
}
