import type { CategoryWordEntry } from './category-word-entry.ts';

/**
 * What people buy on an evening out, and the passes and lessons they pay by the month, in each
 * country's word (see category-words.ts). Popcorn is bought at the cinema, so it is the film's
 * spending; a bar's shared dishes are eating out.
 */
export const OUTINGS_WORDS: readonly CategoryWordEntry[] = [
  {
    category: 'Cine y eventos',
    words: [
      'palomitas',
      'palomitas de maiz',
      'pochoclo',
      'pochoclos',
      'pororo',
      'crispetas',
      'pipocas',
      'cotufas',
      'canchita',
      'canchitas',
      'combo de cine',
    ],
    // Chile's «cabritas» only as written: its stem is «los cabros» (the guys).
    exact: ['cabritas'],
  },
  // «canchita» is the pitch too when it is rented or played on.
  {
    category: 'Deporte',
    words: ['alquiler de la canchita', 'alquiler de canchita', 'canchita de futbol', 'canchita sintetica'],
  },
  {
    category: 'Restaurantes',
    words: [
      'bravas',
      'patatas bravas',
      'papas bravas',
      'racion de',
      'caña y tapa',
      'vermu',
      // Food eaten out, said as such («¿cuánto llevo en comida fuera?»): the restaurant, not the groceries.
      'comida fuera',
      'comida afuera',
      'comidas fuera',
      'comidas afuera',
      'comida en la calle',
      'comer en la calle',
      'salidas a comer',
    ],
  },
  {
    category: 'Transporte público',
    words: [
      'abono de transporte',
      'abono del transporte',
      'recarga del abono',
      'recarga de abono',
      'recarga abono',
      'recarga de la tarjeta de transporte',
      'recarga tarjeta de transporte',
      'bono de transporte',
      'bonobus',
      'bono bus',
    ],
  },
];
