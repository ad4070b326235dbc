import type { CategoryWordEntry } from './category-word-entry.ts';

/**
 * Street food, drinks and money in as each country names them in a chat, which the other lists
 * miss: Mexico's corn snacks and hot drinks («unos tlacoyos y un atole»), Chile's summer drink
 * («mote con huesillo»), Spain's round of tapas («de tapeo»), a haircut said short («corte 20»), a blended coffee («un frappé»),
 * Argentina's and Uruguay's «yerba» (always bought at a shop), Peru's motorbike taxi by its pet
 * name («al motito»), and money in that is neither pay nor a sale: a state subsidy or a pension
 * (only for money in: a school's «pensión» paid out stays the school's), photos done for pay, and a
 * loan one made paid back («la luca que le presté»). Read after the other lists.
 */
export const SLANG_WORDS: readonly CategoryWordEntry[] = [
  {
    category: 'Restaurantes',
    words: [
      'tlacoyo',
      'tlacoyos',
      'tlayuda',
      'tlayudas',
      'huarache',
      'huaraches',
      'atole',
      'atoles',
      'mote con huesillo',
      'mote con huesillos',
      'tapeo',
      'de tapeo',
      'chorrillana',
      'anticuchos',
      'salchipapa',
      'salchipapas',
    ],
  },
  { category: 'Cafeterías', words: ['frappe', 'frappes', 'frape', 'frappuccino', 'frapuccino', 'frapuchino'] },
  { category: 'Supermercado', words: ['yerba', 'la yerba', 'yerba mate', 'paquete de yerba'] },
  // «motito» is read only as written: through its stem it would meet «mota» and «moto» (one's own bike).
  { category: 'Taxi y VTC', words: ['moto taxi', 'mototaxis'], exact: ['motito', 'motitos'] },
  {
    category: 'Otros ingresos',
    words: [
      'subsidio',
      'subsidios',
      'el subsidio',
      'pension',
      'la pension',
      'mi pension',
      'pension de jubilacion',
      'pension de vejez',
      'jubilacion',
      'mi jubilacion',
      'la jubilacion',
    ],
  },
  // «corte 20 y barba 10»: a cut alone is the hair's («corte de luz», «El Corte Inglés» are phrases, read first).
  { category: 'Cuidado personal', words: ['barba', 'la barba', 'arreglo de barba'], exact: ['corte', 'cortes'] },
  {
    category: 'Supermercado',
    words: ['corte de carne', 'cortes de carne', 'corte de res', 'cortes de res', 'corte de cerdo', 'cortes de cerdo'],
  },
  // The chemist's delivery is the chemist's («el domicilio de la droguería»); a meal's stays a delivery.
  {
    category: 'Farmacia',
    words: [
      'domicilio de la farmacia',
      'domicilio de la drogueria',
      'domi de la farmacia',
      'domi de la drogueria',
      'delivery de la farmacia',
    ],
  },
  { category: 'Honorarios', words: ['unas fotos', 'por unas fotos', 'por las fotos', 'fotos que saque'] },
  {
    category: 'Reembolsos',
    words: [
      'q le preste',
      'que le preste',
      'q les preste',
      'que les preste',
      'lo que le preste',
      'que le habia prestado',
      'q me debia',
      'q me debe',
    ],
  },
];
