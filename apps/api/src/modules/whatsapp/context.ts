import { and, asc, eq, isNull, or } from 'drizzle-orm';
import { countries, findCountry } from '@cuentas/shared/countries';
import { accounts, categories, configurations, users } from '../../db/schema/index.ts';
import type { SessionInfo } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { hiddenAccountIdsFor } from '../../db/visible-accounts.ts';
import { localDate, validTimeZone } from '../../lib/local-date.ts';
import { loadCategorizer } from '../kernel/categorize.ts';
import { loadRuleMatcher } from '../kernel/rule-matcher.ts';
import { chatLedgerOf } from './household-chat.ts';
import type { ParseContext } from './parse-message.ts';

/** The zone of each country we serve, for a user whose device never told us its own (decision 010). */
const COUNTRY_ZONES: Record<string, string> = {
  AR: 'America/Argentina/Buenos_Aires',
  BO: 'America/La_Paz',
  CL: 'America/Santiago',
  CO: 'America/Bogota',
  CR: 'America/Costa_Rica',
  CU: 'America/Havana',
  EC: 'America/Guayaquil',
  SV: 'America/El_Salvador',
  ES: 'Europe/Madrid',
  US: 'America/New_York',
  GT: 'America/Guatemala',
  HN: 'America/Tegucigalpa',
  MX: 'America/Mexico_City',
  NI: 'America/Managua',
  PA: 'America/Panama',
  PY: 'America/Asuncion',
  PE: 'America/Lima',
  PR: 'America/Puerto_Rico',
  DO: 'America/Santo_Domingo',
  UY: 'America/Montevideo',
  VE: 'America/Caracas',
};

/** The country of an E.164 number by its longest dialling code ("+573…" → CO; "+1…" stays ambiguous → US). */
export function countryOfPhone(phone: string): string | undefined {
  const match = [...countries]
    .sort((a, b) => b.dialCode.length - a.dialCode.length)
    .find((country) => phone.startsWith(country.dialCode));
  return match?.code;
}

export type LinkedUser = { id: string; phone: string; timeZone: string | null };

/** The user whose verified phone sent the message (`from` is E.164 without "+"). */
export async function findUserByPhone(deps: Deps, phone: string): Promise<LinkedUser | undefined> {
  const [row] = await deps.db
    .select({ id: users.id, phone: users.phone, timeZone: users.timeZone, verified: users.phoneVerifiedAt })
    .from(users)
    .where(eq(users.phone, phone))
    .limit(1);
  if (!row?.verified || !row.phone) return undefined;
  return { id: row.id, phone: row.phone, timeZone: row.timeZone };
}

/** The simulator's user, who may not have linked a phone. */
export async function findUserById(
  deps: Deps,
  id: string,
): Promise<{ id: string; phone: string | null; timeZone: string | null } | undefined> {
  const [row] = await deps.db
    .select({ id: users.id, phone: users.phone, timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

export type UserContext = ParseContext & {
  session: SessionInfo;
  country: string | null;
  locale: string;
  monthStartDay: number;
  captureEnabled: boolean;
};

/** Everything the parser and the replies need about one user, read once per message. */
export async function loadUserContext(
  deps: Deps,
  user: { id: string; phone: string | null; timeZone: string | null },
): Promise<UserContext> {
  // The ledger the person's chat writes to: their own, or a household's (decision 050).
  const settings = await chatLedgerOf(deps, user.id);
  const ledgerId = settings.ledgerId;
  const [[config], accountRows, categoryRows, matcher, categorize, hidden] = await Promise.all([
    deps.db.select().from(configurations).where(eq(configurations.userId, ledgerId)),
    deps.db
      .select({
        id: accounts.id,
        name: accounts.name,
        type: accounts.type,
        currency: accounts.currency,
        lastDigits: accounts.lastDigits,
      })
      .from(accounts)
      // Another member's private accounts are not the sender's to write to (decision 049).
      .where(
        and(
          eq(accounts.userId, ledgerId),
          isNull(accounts.archivedAt),
          or(eq(accounts.private, false), eq(accounts.ownerId, user.id)),
        ),
      )
      .orderBy(asc(accounts.position), asc(accounts.createdAt)),
    deps.db
      .select({
        id: categories.id,
        name: categories.name,
        kind: categories.kind,
        parentId: categories.parentId,
        key: categories.key,
      })
      .from(categories)
      .where(and(eq(categories.userId, ledgerId), isNull(categories.archivedAt)))
      .orderBy(asc(categories.position)),
    loadRuleMatcher(deps.db, ledgerId),
    loadCategorizer(deps.db, ledgerId),
    // The chat's answers (balances, spending, the budget) read through the same services as the
    // screens, so the session hides what the sender's session in the app would (decision 049).
    hiddenAccountIdsFor(deps.db, ledgerId, user.id),
  ]);
  const country = config?.country ?? (user.phone ? countryOfPhone(user.phone) : undefined) ?? null;
  const timeZone = validTimeZone(user.timeZone ?? undefined) ?? (country ? COUNTRY_ZONES[country] : undefined);
  return {
    session: {
      userId: ledgerId,
      actorId: user.id,
      role: settings.role,
      sessionId: 'whatsapp',
      timeZone,
      ...(hidden.length ? { hiddenAccountIds: hidden } : {}),
    },
    today: localDate(deps.now(), timeZone),
    country,
    locale: (country ? findCountry(country)?.locale : undefined) ?? 'es-ES',
    monthStartDay: config?.monthStartDay ?? 1,
    accounts: accountRows.map(({ lastDigits, ...account }) => ({
      ...account,
      digits: lastDigits ? lastDigits.split(/[\s,;]+/).filter(Boolean) : [],
    })),
    defaultAccountId: settings.defaultAccountId,
    captureEnabled: settings.captureEnabled,
    categories: categoryRows,
    ruleCategory: (text, amount, accountId) => matcher({ payee: text, amount, accountId }),
    categorize,
  };
}
