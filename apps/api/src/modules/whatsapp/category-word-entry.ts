/** One category's words and brands, in the lists category-words.ts joins. */
export type CategoryWordEntry = { category: string; words: string[]; brands?: Record<string, string> };
