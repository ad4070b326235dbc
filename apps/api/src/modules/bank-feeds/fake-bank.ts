import { createHash, type KeyObject, randomUUID } from 'node:crypto';
import { type Aspsp, type EbAccount, type EbTransaction, type Transport, UNATTENDED_DAILY_LIMIT } from './client.ts';
import { JWT_AUDIENCE, JWT_ISSUER } from './jwt.ts';

/**
 * A local Enable Banking (decision 034): the tests' fake and the development sandbox, one code.
 * It checks each call's JWT against the application's public key, pages transactions with
 * `continuation_key`, refuses a fifth unattended pull of a day with 429 (none when the call says
 * the user is there with `Psu-Ip-Address`), books pending movements, repeats references and
 * expires consents, the way real banks do.
 */

export type FakeAccount = { account: EbAccount; transactions: EbTransaction[]; balance: number };
type Authorization = {
  aspsp: { name: string; country: string };
  state: string;
  redirectUrl: string;
  validUntil: string;
};
type Session = {
  id: string;
  aspsp: { name: string; country: string };
  validUntil: string;
  closed: boolean;
  uids: string[];
};

export type FakeBankOptions = {
  applicationId: string;
  publicKey: KeyObject;
  /** Where the bank's own page is served: `${pageBase}/auth/{id}`. */
  pageBase: string;
  now: () => Date;
  pageSize?: number;
  /**
   * PSU headers this bank wants all of when one is sent (Enable Banking's PSU_HEADER_NOT_PROVIDED);
   * none by default, so the user's IP alone is enough.
   */
  requiredPsuHeaders?: string[];
  /** The accounts a new session opens; the default is a demo current account and a savings account. */
  seed?: (sessionNumber: number) => FakeAccount[];
};

// As GET /aspsps describes a bank: its PSU types, the longest consent it grants (seconds) and
// the PSU headers it wants all of when the user is present.
const bank = (name: string, country: string, bic: string, maximum_consent_validity: number): Aspsp => ({
  name,
  country,
  bic,
  logo: `https://enablebanking.com/brands/${country}/${encodeURIComponent(name)}/`,
  psu_types: ['personal', 'business'],
  maximum_consent_validity,
  beta: false,
  required_psu_headers: ['Psu-Ip-Address'],
});
const ASPSPS: Aspsp[] = [
  bank('Banco Sandbox', 'ES', 'SANDESMMXXX', 7776000),
  bank('Caja Sandbox', 'ES', 'CAJSESMMXXX', 7776000),
  bank('Banco Sandbox México', 'MX', 'SANDMXMMXXX', 7776000),
];

const json = (status: number, body: unknown, headers: Record<string, string> = {}) => ({
  status,
  headers: { 'content-type': 'application/json', ...headers },
  text: JSON.stringify(body),
});
const refusal = (status: number, error: string, message: string) => json(status, { code: status, error, message });
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const shift = (iso: string, days: number) => dayOf(new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000));
export const decimal = (minor: number) => (Math.abs(minor) / 100).toFixed(2);

export function fakeTransaction(input: {
  amount: number;
  date: string;
  text: string;
  reference?: string | null;
  pending?: boolean;
}): EbTransaction {
  const out = input.amount < 0;
  return {
    entry_reference: input.reference === undefined ? randomUUID().slice(0, 12) : input.reference,
    transaction_amount: { amount: decimal(input.amount), currency: 'EUR' },
    credit_debit_indicator: out ? 'DBIT' : 'CRDT',
    status: input.pending ? 'PDNG' : 'BOOK',
    booking_date: input.pending ? null : input.date,
    value_date: input.date,
    transaction_date: input.date,
    ...(out ? { creditor: { name: input.text } } : { debtor: { name: input.text } }),
    remittance_information: [input.text],
  };
}

/** The demo accounts of the sandbox: two months of an ordinary Spanish current account. */
export function demoAccounts(today: string, sessionNumber: number): FakeAccount[] {
  const merchants = ['MERCADONA', 'CARREFOUR EXPRESS', 'REPSOL', 'CAFETERIA LA PLAZA', 'AMAZON EU', 'FARMACIA CENTRAL'];
  const movements: EbTransaction[] = [];
  for (let day = 58; day >= 1; day -= 2) {
    const merchant = merchants[day % merchants.length]!;
    movements.push(
      fakeTransaction({ amount: -(1250 + ((day * 733) % 6000)), date: shift(today, -day), text: merchant }),
    );
  }
  movements.push(fakeTransaction({ amount: 185000, date: shift(today, -30), text: 'NOMINA EMPRESA SL' }));
  movements.push(fakeTransaction({ amount: -4599, date: shift(today, -12), text: 'RECIBO IBERDROLA' }));
  movements.push(fakeTransaction({ amount: -2340, date: today, text: 'BAR EL RINCON', pending: true }));
  const current = movements.filter(bookedOnly).reduce((sum, item) => sum + signed(item), 0);
  const iban = (n: number) => `ES91210004184502000${String(5000 + sessionNumber * 10 + n).padStart(5, '0')}`;
  return [
    {
      account: {
        uid: `acc-${sessionNumber}-1`,
        account_id: { iban: iban(1) },
        name: 'Cuenta Corriente',
        currency: 'EUR',
      },
      transactions: movements,
      balance: 240000 + current,
    },
    {
      account: { uid: `acc-${sessionNumber}-2`, account_id: { iban: iban(2) }, name: 'Cuenta Ahorro', currency: 'EUR' },
      transactions: [fakeTransaction({ amount: 50000, date: shift(today, -20), text: 'TRASPASO AHORRO' })],
      balance: 650000,
    },
  ];
}

function signed(transaction: EbTransaction) {
  const minor = Math.round(Number(transaction.transaction_amount.amount) * 100);
  return transaction.credit_debit_indicator === 'DBIT' ? -minor : minor;
}
const bookedOnly = (transaction: EbTransaction) => transaction.status === 'BOOK';

export type FakeBank = ReturnType<typeof createFakeBank>;

export function createFakeBank(options: FakeBankOptions) {
  const pageSize = options.pageSize ?? 50;
  const authorizations = new Map<string, Authorization>();
  const codes = new Map<string, string>();
  const sessions = new Map<string, Session>();
  const accounts = new Map<string, FakeAccount>();
  const unattended = new Map<string, number>();
  /** What each call carried, for the tests: path, and whether the user's IP came with it. */
  const calls: { method: string; path: string; psuIp: string | null }[] = [];
  let forcedRateLimits = 0;
  let sessionCount = 0;

  async function authorized(header: string | undefined): Promise<boolean> {
    const token = /^Bearer (.+)$/.exec(header ?? '')?.[1];
    if (!token) return false;
    try {
      // jose loads with the first call, not at start (decision 045).
      const { jwtVerify } = await import('jose');
      const { protectedHeader } = await jwtVerify(token, options.publicKey, {
        issuer: JWT_ISSUER,
        audience: JWT_AUDIENCE,
        algorithms: ['RS256'],
        currentDate: options.now(),
        maxTokenAge: 86_400,
        requiredClaims: ['iat', 'exp'],
      });
      return protectedHeader.kid === options.applicationId;
    } catch {
      return false;
    }
  }

  function sessionOfAccount(uid: string): Session | undefined {
    for (const session of sessions.values()) if (session.uids.includes(uid)) return session;
    return undefined;
  }

  function usable(session: Session | undefined) {
    if (!session) return refusal(404, 'ACCOUNT_DOES_NOT_EXIST', 'Account does not exist');
    if (session.closed) return refusal(401, 'CLOSED_SESSION', 'Session is closed');
    if (Date.parse(session.validUntil) <= options.now().getTime())
      return refusal(401, 'EXPIRED_SESSION', 'Session is expired');
    return null;
  }

  const transport: Transport = async ({ method, url, headers, body }) => {
    const parsed = new URL(url);
    const path = parsed.pathname.replace(/^.*?(\/(aspsps|auth|sessions|accounts)(\/|$))/, '$1');
    const lower = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
    const psuIp = lower['psu-ip-address'] ?? null;
    calls.push({ method, path: `${path}${parsed.search}`, psuIp });
    if (!lower.authorization) return refusal(401, 'AUTHORIZATION_NOT_PROVIDED', 'Authorization not provided');
    if (!(await authorized(lower.authorization))) return refusal(401, 'UNAUTHORIZED_ACCESS', 'Invalid JWT');
    if (forcedRateLimits > 0) {
      forcedRateLimits--;
      return refusal(429, 'ASPSP_RATE_LIMIT_EXCEEDED', 'Too many requests');
    }
    const payload = body ? (JSON.parse(body) as Record<string, unknown>) : {};
    const psuHeaders = Object.keys(lower).filter((name) => name.startsWith('psu-'));
    const required = (options.requiredPsuHeaders ?? []).map((name) => name.toLowerCase());
    if (psuHeaders.length > 0 && required.some((name) => !psuHeaders.includes(name)))
      return refusal(422, 'PSU_HEADER_NOT_PROVIDED', 'Required PSU header not provided');

    if (method === 'GET' && path === '/aspsps') {
      const query = (name: string) => parsed.searchParams.get(name);
      const psuType = query('psu_type') as 'personal' | 'business' | null;
      const listed = ASPSPS.filter(
        (item) =>
          (!query('country') || item.country === query('country')) &&
          (!psuType || item.psu_types?.includes(psuType)) &&
          (!query('service') || query('service') === 'AIS'),
      );
      return json(200, { aspsps: listed });
    }
    if (method === 'POST' && path === '/auth') {
      const aspsp = payload.aspsp as { name?: string; country?: string } | undefined;
      const access = payload.access as { valid_until?: string } | undefined;
      const known = ASPSPS.find((item) => item.name === aspsp?.name && item.country === aspsp?.country);
      // Like Enable Banking: `valid_until` may not pass now + the bank's maximum_consent_validity.
      const longest = options.now().getTime() + (known?.maximum_consent_validity ?? 0) * 1000;
      if (
        !known ||
        typeof payload.state !== 'string' ||
        typeof payload.redirect_url !== 'string' ||
        !access?.valid_until ||
        !(Date.parse(access.valid_until) <= longest)
      )
        return refusal(422, 'WRONG_REQUEST_PARAMETERS', 'Wrong request parameters');
      const id = randomUUID();
      authorizations.set(id, {
        aspsp: { name: known.name, country: known.country },
        state: payload.state,
        redirectUrl: payload.redirect_url,
        validUntil: access.valid_until,
      });
      return json(200, { url: `${options.pageBase}/auth/${id}`, authorization_id: id, psu_id_hash: randomUUID() });
    }
    if (method === 'POST' && path === '/sessions') {
      const authorizationId = codes.get(String(payload.code));
      const authorization = authorizationId ? authorizations.get(authorizationId) : undefined;
      if (!authorization) return refusal(422, 'WRONG_AUTHORIZATION_CODE', 'Wrong authorization code');
      codes.delete(String(payload.code));
      sessionCount++;
      const opened = (options.seed ?? ((n) => demoAccounts(dayOf(options.now()), n)))(sessionCount).map((item) => ({
        ...item,
        // Like Enable Banking: a new uid per session, a hash of the account that stays.
        account: {
          ...item.account,
          identification_hash:
            item.account.identification_hash ??
            createHash('sha256')
              .update(item.account.account_id?.iban ?? item.account.uid)
              .digest('base64url'),
        },
      }));
      for (const item of opened) accounts.set(item.account.uid, item);
      const session: Session = {
        id: randomUUID(),
        aspsp: authorization.aspsp,
        validUntil: authorization.validUntil,
        closed: false,
        uids: opened.map((item) => item.account.uid),
      };
      sessions.set(session.id, session);
      return json(200, {
        session_id: session.id,
        accounts: opened.map((item) => item.account),
        aspsp: session.aspsp,
        psu_type: 'personal',
        access: { valid_until: session.validUntil },
      });
    }
    const sessionPath = /^\/sessions\/([^/]+)$/.exec(path);
    if (sessionPath && method === 'DELETE') {
      const session = sessions.get(decodeURIComponent(sessionPath[1]!));
      if (!session) return refusal(404, 'SESSION_DOES_NOT_EXIST', 'Session does not exist');
      session.closed = true;
      return json(200, { message: 'OK' });
    }
    const accountPath = /^\/accounts\/([^/]+)\/(transactions|balances)$/.exec(path);
    if (accountPath && method === 'GET') {
      const uid = decodeURIComponent(accountPath[1]!);
      const problem = usable(sessionOfAccount(uid));
      if (problem) return problem;
      const account = accounts.get(uid)!;
      if (accountPath[2] === 'balances') {
        return json(200, {
          balances: [
            {
              name: 'Saldo contable',
              balance_amount: { amount: (account.balance / 100).toFixed(2), currency: account.account.currency },
              balance_type: 'CLBD',
              reference_date: dayOf(options.now()),
            },
          ],
        });
      }
      const continuation = parsed.searchParams.get('continuation_key');
      if (!continuation && !psuIp) {
        const key = `${uid}|${dayOf(options.now())}`;
        const count = (unattended.get(key) ?? 0) + 1;
        unattended.set(key, count);
        if (count > UNATTENDED_DAILY_LIMIT)
          return refusal(429, 'ASPSP_RATE_LIMIT_EXCEEDED', 'Daily limit of unattended access reached');
      }
      const from = parsed.searchParams.get('date_from') ?? '0000-01-01';
      const to = parsed.searchParams.get('date_to') ?? '9999-12-31';
      const inRange = account.transactions
        .filter((item) => {
          const date = item.booking_date ?? item.transaction_date ?? '';
          return date >= from && date <= to;
        })
        .sort((a, b) =>
          (a.booking_date ?? a.transaction_date ?? '').localeCompare(b.booking_date ?? b.transaction_date ?? ''),
        );
      const offset = continuation ? Number(/^ck-(\d+)-/.exec(continuation)?.[1] ?? Number.NaN) : 0;
      if (!Number.isInteger(offset)) return refusal(422, 'WRONG_CONTINUATION_KEY', 'Wrong continuation key');
      const page = inRange.slice(offset, offset + pageSize);
      const next =
        offset + pageSize < inRange.length
          ? `ck-${offset + pageSize}-${createHash('sha1').update(uid).digest('hex').slice(0, 8)}`
          : null;
      return json(200, { transactions: page, continuation_key: next });
    }
    return refusal(404, 'NOT_FOUND', 'Not found');
  };

  return {
    transport,
    calls,
    /** The bank's page: the code it gives back on the redirect, or the refusal. */
    authorization: (id: string) => authorizations.get(id),
    approve(id: string): string | null {
      const authorization = authorizations.get(id);
      if (!authorization) return null;
      const code = randomUUID();
      codes.set(code, id);
      const target = new URL(authorization.redirectUrl);
      target.searchParams.set('state', authorization.state);
      target.searchParams.set('code', code);
      return target.toString();
    },
    deny(id: string): string | null {
      const authorization = authorizations.get(id);
      if (!authorization) return null;
      const target = new URL(authorization.redirectUrl);
      target.searchParams.set('state', authorization.state);
      target.searchParams.set('error', 'access_denied');
      return target.toString();
    },
    account: (uid: string) => accounts.get(uid),
    session: (id: string) => sessions.get(id),
    sessionIds: () => [...sessions.keys()],
    /** The next `count` calls answer 429 whatever they are. */
    rateLimitNext(count: number) {
      forcedRateLimits = count;
    },
    /** The bank books a pending movement, under a new reference as many banks do. */
    book(uid: string, match: (item: EbTransaction) => boolean, bookingDate: string, reference?: string) {
      const account = accounts.get(uid)!;
      const pending = account.transactions.find((item) => item.status === 'PDNG' && match(item));
      if (!pending) throw new Error('no such pending movement');
      Object.assign(pending, {
        status: 'BOOK',
        booking_date: bookingDate,
        entry_reference: reference ?? `${pending.entry_reference ?? 'ref'}-B`,
      });
      account.balance += signed(pending);
    },
    add(uid: string, transaction: EbTransaction) {
      const account = accounts.get(uid)!;
      account.transactions.push(transaction);
      if (bookedOnly(transaction)) account.balance += signed(transaction);
    },
    expire(sessionId: string) {
      const session = sessions.get(sessionId);
      if (session) session.validUntil = new Date(options.now().getTime() - 1000).toISOString();
    },
  };
}
