import type { CategoryWordEntry } from './category-word-entry.ts';

/**
 * Words people add after a pasted alert to say what it was (see category-words.ts): the garden's
 * keeper is the house's upkeep, a kitchen appliance or bedding furnishes it, and a retirement
 * pension or a government subsidy paid in is income that is neither pay nor a sale.
 */
export const HOME_AND_INCOME_WORDS: readonly CategoryWordEntry[] = [
  { category: 'Mantenimiento y reparaciones', words: ['jardinero', 'jardineria', 'poda del jardin', 'podar el pasto'] },
  {
    category: 'Muebles y hogar',
    words: [
      'freidora',
      'freidora de aire',
      'airfryer',
      'licuadora',
      'aspiradora',
      'ventilador',
      'edredon',
      'almohadas',
      'cobijas',
      'frazadas',
    ],
  },
  {
    category: 'Otros ingresos',
    words: [
      'jubilacion',
      'pension de jubilacion',
      'pension de vejez',
      'pension de viudedad',
      'pension de viudez',
      'subsidio',
      'bono del gobierno',
    ],
  },
];
