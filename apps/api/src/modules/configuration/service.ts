import { eq } from 'drizzle-orm';
import type {
  Configuration,
  SaveConfigurationInput,
  UpdateConfigurationInput,
} from '@cuentas/shared/schemas/configuration';
import { isCurrencyCode } from '@cuentas/shared/money';
import { configurations } from '../../db/schema/index.ts';
import type { SessionInfo } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { badRequest } from '../../lib/errors.ts';
import { localizeDefaultCategories } from '../categories/service.ts';

type ConfigurationRow = typeof configurations.$inferSelect;

export const configurationMessages = {
  unknownCurrency: 'No reconocemos esta moneda',
  incomplete: 'Elige tu país y tu moneda antes de terminar la configuración',
};

function toConfiguration(row: ConfigurationRow | undefined): Configuration {
  return {
    country: row?.country ?? null,
    base_currency: row?.baseCurrency ?? null,
    month_start_day: row?.monthStartDay ?? 1,
    is_completed: row?.isCompleted ?? false,
    updated_at: row ? row.updatedAt.toISOString() : null,
  };
}

async function loadRow(deps: Deps, userId: string) {
  const [row] = await deps.db.select().from(configurations).where(eq(configurations.userId, userId)).limit(1);
  return row;
}

/** A user who has not configured anything yet gets the defaults, with is_completed false. */
export async function getConfiguration(deps: Deps, session: SessionInfo): Promise<Configuration> {
  return toConfiguration(await loadRow(deps, session.userId));
}

export async function saveConfiguration(
  deps: Deps,
  session: SessionInfo,
  input: SaveConfigurationInput | UpdateConfigurationInput,
): Promise<Configuration> {
  if (input.base_currency !== undefined && !isCurrencyCode(input.base_currency)) {
    throw badRequest(configurationMessages.unknownCurrency, 'base_currency');
  }
  const current = await loadRow(deps, session.userId);
  const next = {
    country: input.country ?? current?.country ?? null,
    baseCurrency: input.base_currency ?? current?.baseCurrency ?? null,
    monthStartDay: input.month_start_day ?? current?.monthStartDay ?? 1,
    isCompleted: input.is_completed ?? current?.isCompleted ?? false,
    updatedAt: deps.now(),
  };
  if (next.isCompleted && (!next.country || !next.baseCurrency))
    throw badRequest(configurationMessages.incomplete, 'is_completed');
  const [row] = await deps.db
    .insert(configurations)
    .values({ userId: session.userId, ...next })
    .onConflictDoUpdate({ target: configurations.userId, set: next })
    .returning();
  if (input.localize_categories && next.country)
    await localizeDefaultCategories(deps.db, session.userId, next.country, next.updatedAt);
  return toConfiguration(row);
}
