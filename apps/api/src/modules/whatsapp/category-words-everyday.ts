import type { CategoryWordEntry } from './category-word-entry.ts';

/**
 * Everyday names of a school's fee, a building's shared costs, a city's transport card, a rented
 * garage and a fuel station that the main lists miss, in the countries that use them: Argentina's
 * and Spain's «el cole», Peru's «junta de propietarios», Barcelona's «T-usual» (read as «t usual»:
 * a hyphen joins a phrase), Mexico's «renta cochera» and «oxxo gas».
 */
export const EVERYDAY_WORDS: readonly CategoryWordEntry[] = [
  {
    category: 'Matrícula y pensión',
    words: ['cuota del cole', 'pension del cole', 'mensualidad del cole', 'matricula del cole', 'cuota escolar'],
  },
  {
    category: 'Administración y comunidad',
    words: ['junta de propietarios', 'gastos de la junta', 'cuota de la junta'],
  },
  {
    category: 'Transporte público',
    // «recarga de la T-usual»: the card's name says it, before «recarga» (a phone's top-up) does.
    words: [
      't usual',
      't casual',
      't jove',
      'recarga de la t usual',
      'recarga t usual',
      'recarga de la t casual',
      'recarga t casual',
      'recarga de la t jove',
    ],
  },
  // «renta cochera»: the garage rented, not the home («renta» alone).
  {
    category: 'Aparcamiento y peajes',
    words: ['renta cochera', 'renta de cochera', 'renta de la cochera', 'renta del estacionamiento'],
  },
  // Mexico's spare parts for the car: «refacciones pal vocho», «la refaccionaria».
  { category: 'Mantenimiento del vehículo', words: ['refacciones', 'refaccionaria', 'vocho'] },
  // Mexico's OXXO sells fuel under the same name: «oxxo gas» is the station, not the shop.
  { category: 'Combustible', words: [], brands: { 'oxxo gas': 'OXXO Gas' } },
];
