/**
 * One category's words and brands, in the lists category-words.ts joins. `exact` words count only
 * as written: never through their stem or another spelling, where a short stem would meet a word
 * of another meaning (Chile's «cabritas», popcorn, would read «los cabros», the guys).
 */
export type CategoryWordEntry = {
  category: string;
  words: string[];
  brands?: Record<string, string>;
  exact?: string[];
};
