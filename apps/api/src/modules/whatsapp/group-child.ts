import { findCategoryWords } from './category-words.ts';
import { type CategoryRef, categoryByName } from './parse-message.ts';
import { fold } from './text.ts';

/**
 * «ponlo en salud, era pa mí la farmacia»: a correction naming a group (Salud) and, in the same
 * message, one of the group's own categories (Farmacia) means that category; the group alone
 * would leave it less precise than the person said. Words naming a category outside the group
 * («no la veterinaria») are not it; when the message names none of the group's or several, the
 * group stays.
 */
export function childNamedWithGroup(
  categories: CategoryRef[],
  chosen: CategoryRef,
  message: string,
  target: string,
): CategoryRef {
  if (!message || !categories.some((category) => category.parentId === chosen.id)) return chosen;
  // The words that named the group are not read again: «alimentación» alone must stay the group.
  const rest = fold(message).replace(fold(target), ' ');
  const named = new Map<string, CategoryRef>();
  for (const hit of findCategoryWords(rest, chosen.kind)) {
    const category = categoryByName(categories, hit.category, chosen.kind);
    if (category?.parentId === chosen.id) named.set(category.id, category);
  }
  return named.size === 1 ? [...named.values()][0]! : chosen;
}
