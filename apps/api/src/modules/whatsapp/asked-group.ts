import { findCategoryWords } from './category-words.ts';
import { type CategoryRef, categoryByName } from './parse-message.ts';
import { fold, hasPhrase } from './text.ts';

/**
 * What a question about spending names besides one category: several categories of one group
 * («¿cuánto llevo en luz, agua y gas?» asks for Servicios, not for the first one said), and a
 * phrase of the word list that the question's own small words («a», «en», «de») belong to
 * («salidas a comer» is Restaurantes).
 */

/** The group whose categories the words name, when they name two or more of one group only. */
export function groupOfNamed(rest: string, kind: 'expense' | 'income', categories: CategoryRef[]) {
  const pool = categories.filter((category) => category.kind === kind);
  const named = new Set<CategoryRef>();
  for (const hit of findCategoryWords(rest, kind)) {
    const category = categoryByName(pool, hit.category, kind);
    if (category) named.add(category);
  }
  for (const category of pool) if (category.parentId && hasPhrase(rest, fold(category.name))) named.add(category);
  if (named.size < 2) return undefined;
  const groups = new Set([...named].map((category) => category.parentId ?? category.id));
  if (groups.size !== 1) return undefined;
  const [group] = groups;
  return pool.find((category) => category.id === group);
}

/** The category a phrase of two words or more names in the whole question, else undefined. */
export function phraseCategory(asked: string, kind: 'expense' | 'income', categories: CategoryRef[]) {
  const hit = findCategoryWords(asked, kind).find((found) =>
    asked.slice(found.at, found.at + found.length).includes(' '),
  );
  return hit ? categoryByName(categories, hit.category, kind) : undefined;
}
