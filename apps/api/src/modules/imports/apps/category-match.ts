/**
 * The other apps' usual category names (Fintonic's own set, Wallet's, YNAB's and Actual's starter
 * categories, in Spanish and English) → the key of our default category they clearly are
 * (apps/api/src/modules/categories/defaults.ts). A name not here, or one that could mean two of
 * ours, is created as the user's own category instead of guessed.
 */
const SYNONYMS: Record<string, string> = {
  supermercado: 'food.groceries',
  supermercados: 'food.groceries',
  alimentacion: 'food.groceries',
  groceries: 'food.groceries',
  restaurantes: 'food.restaurants',
  restaurante: 'food.restaurants',
  'restaurantes y bares': 'food.restaurants',
  'dining out': 'food.restaurants',
  restaurants: 'food.restaurants',
  'restaurant, fast-food': 'food.restaurants',
  'bar, cafe': 'food.cafes',
  cafeterias: 'food.cafes',
  gasolina: 'transport.fuel',
  'gasolina y combustible': 'transport.fuel',
  combustible: 'transport.fuel',
  fuel: 'transport.fuel',
  'transporte publico': 'transport.public',
  'public transport': 'transport.public',
  taxi: 'transport.taxi',
  parking: 'transport.parking',
  'parking y peajes': 'transport.parking',
  farmacia: 'health.pharmacy',
  'drug-store, chemist': 'health.pharmacy',
  'health care, doctor': 'health.doctor',
  medico: 'health.doctor',
  alquiler: 'housing.rent',
  hipoteca: 'housing.rent',
  rent: 'housing.rent',
  'rent/mortgage': 'housing.rent',
  mortgage: 'housing.rent',
  luz: 'utilities.electricity',
  electricidad: 'utilities.electricity',
  electricity: 'utilities.electricity',
  electric: 'utilities.electricity',
  agua: 'utilities.water',
  water: 'utilities.water',
  gas: 'utilities.gas',
  internet: 'utilities.internet',
  telefonia: 'utilities.mobile',
  'telefono movil': 'utilities.mobile',
  'phone, cell phone': 'utilities.mobile',
  phone: 'utilities.mobile',
  suscripciones: 'leisure.subscriptions',
  subscriptions: 'leisure.subscriptions',
  viajes: 'leisure.travel',
  vacaciones: 'leisure.travel',
  vacation: 'leisure.travel',
  travel: 'leisure.travel',
  ropa: 'personal.clothing',
  'ropa y complementos': 'personal.clothing',
  'ropa y calzado': 'personal.clothing',
  clothing: 'personal.clothing',
  'clothes & shoes': 'personal.clothing',
  regalos: 'personal.gifts',
  gifts: 'personal.gifts',
  mascotas: 'personal.pets',
  'pets, animals': 'personal.pets',
  donaciones: 'personal.donations',
  comisiones: 'debt.fees',
  'comisiones bancarias': 'debt.fees',
  'charges, fees': 'debt.fees',
  impuestos: 'taxes.other',
  nomina: 'income.salary',
  salario: 'income.salary',
  salary: 'income.salary',
  paycheck: 'income.salary',
  'wage, invoices': 'income.salary',
  intereses: 'income.interest',
  'ready to assign': 'income.other',
  'to be budgeted': 'income.other',
  income: 'income.other',
  'otros ingresos': 'income.other',
};

export const foldName = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}&/,\- ]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/** Our default category's key for one of the other app's names, or null. */
export function defaultKeyFor(name: string, kind: 'expense' | 'income'): string | null {
  const key = SYNONYMS[foldName(name)] ?? null;
  if (!key) return null;
  return key.startsWith('income.') === (kind === 'income') ? key : null;
}
