import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { categories } from '../../db/schema/index.ts';
import { defaultCategoryKeys } from './defaults.ts';

/**
 * The words each country uses for the default categories, by key. The starter set
 * (defaults.ts) is Spain's; a key missing here keeps its default name. Same keys everywhere, so
 * the merchant dictionary, reports and WhatsApp work whatever the name.
 */
export const localCategoryNames: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  ES: {
    'housing.rent': 'Alquiler o hipoteca',
    'food.delivery': 'Comida a domicilio',
    'education.tuition': 'Matrícula y colegio',
    'housing.community': 'Comunidad',
    'transport.parking': 'Aparcamiento y peajes',
    'utilities.mobile': 'Móvil',
    'income.salary': 'Nómina',
    'income.rent': 'Alquileres cobrados',
    'income.bonus': 'Pagas extra y bonus',
  },
  CO: {
    'housing.rent': 'Arriendo',
    'housing.community': 'Administración',
    'transport.parking': 'Parqueadero y peajes',
    'transport.taxi': 'Taxi',
    'transport.fuel': 'Gasolina',
    'utilities.mobile': 'Celular',
    'transport.insurance': 'SOAT y seguro del vehículo',
    'debt.fees': 'Intereses, comisiones y 4x1000',
  },
  MX: {
    'housing.rent': 'Renta',
    'housing.community': 'Cuota de mantenimiento',
    'transport.parking': 'Estacionamiento y casetas',
    'transport.taxi': 'Taxi y apps',
    'transport.fuel': 'Gasolina',
    'utilities.mobile': 'Celular',
    'food.delivery': 'Comida a domicilio',
    'education.tuition': 'Colegiatura',
    'income.rent': 'Rentas cobradas',
    'income.bonus': 'Aguinaldo y bonos',
  },
  AR: {
    'housing.rent': 'Alquiler',
    'housing.community': 'Expensas',
    'transport.parking': 'Estacionamiento y peajes',
    'transport.taxi': 'Taxi, remís y apps',
    'transport.fuel': 'Nafta',
    'utilities.mobile': 'Celular',
    'food.delivery': 'Delivery',
    'education.tuition': 'Cuota del colegio',
    'income.salary': 'Sueldo',
    'income.rent': 'Alquileres cobrados',
    'income.bonus': 'Aguinaldo y bonos',
  },
  CL: {
    'housing.rent': 'Arriendo o dividendo',
    'housing.community': 'Gastos comunes',
    'transport.parking': 'Estacionamiento y TAG',
    'transport.taxi': 'Taxi y apps',
    'transport.fuel': 'Bencina',
    'utilities.mobile': 'Celular',
    'food.delivery': 'Delivery',
    'education.tuition': 'Matrícula y mensualidad',
    'income.salary': 'Sueldo',
    'income.rent': 'Arriendos cobrados',
    'income.bonus': 'Aguinaldo y bonos',
  },
  PE: {
    'housing.rent': 'Alquiler',
    'housing.community': 'Mantenimiento del edificio',
    'transport.parking': 'Estacionamiento y peajes',
    'transport.taxi': 'Taxi y apps',
    'transport.fuel': 'Gasolina',
    'utilities.mobile': 'Celular',
    'food.delivery': 'Delivery',
    'income.salary': 'Sueldo',
    'income.rent': 'Alquileres cobrados',
    'income.bonus': 'Gratificaciones y bonos',
  },
};

const defaultNameByKey = new Map(Object.entries(defaultCategoryKeys).map(([name, key]) => [key, name]));

/** Every name a key has had by default in any country: a category still carrying one was not renamed by the user. */
const stockNames = new Map<string, Set<string>>();
for (const [key, name] of defaultNameByKey) stockNames.set(key, new Set([name]));
for (const names of Object.values(localCategoryNames))
  for (const [key, name] of Object.entries(names)) stockNames.get(key)?.add(name);

export function localCategoryName(key: string, country: string | null): string | undefined {
  return (country ? localCategoryNames[country]?.[key] : undefined) ?? defaultNameByKey.get(key);
}

/**
 * Gives the user's default categories their country's words, leaving alone any the user renamed.
 * Answers how many were renamed.
 */
export async function localizeDefaultCategories(
  db: Db | Tx,
  userId: string,
  country: string,
  now: Date,
): Promise<number> {
  const rows = await db
    .select({ id: categories.id, key: categories.key, name: categories.name })
    .from(categories)
    .where(and(eq(categories.userId, userId), isNotNull(categories.key)));
  let renamed = 0;
  for (const row of rows) {
    const wanted = localCategoryName(row.key!, country);
    if (!wanted || wanted === row.name || !stockNames.get(row.key!)?.has(row.name)) continue;
    await db.update(categories).set({ name: wanted, updatedAt: now }).where(eq(categories.id, row.id));
    renamed += 1;
  }
  return renamed;
}
