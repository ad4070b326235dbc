/**
 * The columns a PATCH actually sets: zod leaves absent keys `undefined`, and Drizzle refuses an
 * UPDATE with nothing to set ("No values to set", a 500). Services call this and answer the
 * unchanged item when nothing is left, as an empty PATCH should (docs/architecture.md §5.5).
 */
export function changedColumns<T extends Record<string, unknown>>(values: T): Partial<T> | null {
  const entries = Object.entries(values).filter(([, value]) => value !== undefined);
  return entries.length > 0 ? (Object.fromEntries(entries) as Partial<T>) : null;
}
