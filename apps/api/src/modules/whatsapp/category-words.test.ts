import { describe, expect, it } from 'vitest';
import { findCategoryWords } from './category-words.ts';

// Words of the chat that name a category (decision 031), on examples written for this file.
const first = (text: string, kind: 'expense' | 'income' = 'expense') => findCategoryWords(text, kind)[0]?.category;

describe('category words', () => {
  it('reads a rented garage as parking', () => {
    expect(first('pague la cochera del mes 18.000')).toBe('Aparcamiento y peajes');
  });

  it('reads a teacher of something as a course', () => {
    expect(first('le pague 15.000 a la profesora de piano')).toBe('Cursos');
    expect(first('30 lucas al profe de ingles')).toBe('Cursos');
  });

  it('reads jackets and skirts as clothes', () => {
    expect(first('campera nueva 45.000')).toBe('Ropa y calzado');
    expect(first('chamarra 890')).toBe('Ropa y calzado');
    expect(first('falda para la nena 25')).toBe('Ropa y calzado');
  });

  it('reads an odd job as fees earned, not as spending', () => {
    expect(first('me pagaron 80 lucas por una peguita', 'income')).toBe('Honorarios');
    expect(first('me pagaron 80 lucas por una peguita', 'expense')).toBeUndefined();
    // A girlfriend («polola») is not an odd job («pololo»).
    expect(first('helado con la polola', 'income')).toBeUndefined();
  });
});
