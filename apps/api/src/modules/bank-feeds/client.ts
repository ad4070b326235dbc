import type { KeyObject } from 'node:crypto';
import { signRequestToken } from './jwt.ts';

/**
 * Enable Banking's API as this app uses it (decision 034): the bank list, the authorisation, the
 * session, and each account's transactions and balances. Shapes follow Enable Banking's own keys.
 */

/** Pulls a day per account without the user present (PSD2 RTS art. 36(5)); banks answer 429 past it. */
export const UNATTENDED_DAILY_LIMIT = 4;

export type Aspsp = {
  name: string;
  country: string;
  logo?: string;
  bic?: string;
  psu_types?: ('personal' | 'business')[];
  /** Seconds: the longest consent the bank grants. */
  maximum_consent_validity?: number;
  beta?: boolean;
  /** Headers the bank wants all of, or none, when the user is present («Psu-Ip-Address», «Psu-User-Agent»…). */
  required_psu_headers?: string[];
};
export type EbAmount = { amount: string; currency: string };
export type EbAccount = {
  uid: string;
  /** Stable across sessions, unlike `uid`; some banks leave it out. */
  identification_hash?: string | null;
  account_id?: { iban?: string | null; other?: { identification?: string } | null } | null;
  name?: string | null;
  details?: string | null;
  product?: string | null;
  currency: string;
};
export type EbTransaction = {
  entry_reference?: string | null;
  transaction_id?: string | null;
  transaction_amount: EbAmount;
  credit_debit_indicator: 'CRDT' | 'DBIT';
  status: string;
  booking_date?: string | null;
  value_date?: string | null;
  transaction_date?: string | null;
  creditor?: { name?: string | null } | null;
  debtor?: { name?: string | null } | null;
  remittance_information?: string[] | null;
};
export type EbBalance = {
  name?: string;
  balance_amount: EbAmount;
  balance_type: string;
  reference_date?: string | null;
};
export type EbSession = {
  session_id: string;
  accounts: EbAccount[];
  aspsp: { name: string; country: string };
  psu_type?: string;
  access: { valid_until: string };
};

/** One HTTP exchange; the real one is fetch, the sandbox's calls the fake bank in the process. */
export type Transport = (request: {
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  body?: string;
}) => Promise<{ status: number; headers: Record<string, string>; text: string }>;

export const fetchTransport: Transport = async ({ method, url, headers, body }) => {
  const response = await fetch(url, { method, headers, body, signal: AbortSignal.timeout(30_000) });
  return { status: response.status, headers: Object.fromEntries(response.headers), text: await response.text() };
};

/** A refusal by Enable Banking or the bank: the status and Enable Banking's `error` code, never the body. */
export class EnableBankingError extends Error {
  readonly status: number;
  readonly code: string | null;
  readonly retryAfterSeconds: number | null;
  constructor(status: number, code: string | null, retryAfterSeconds: number | null = null) {
    super(`Enable Banking answered ${status}${code ? ` ${code}` : ''}`);
    this.name = 'EnableBankingError';
    this.status = status;
    this.code = code;
    this.retryAfterSeconds = retryAfterSeconds;
  }
  get rateLimited() {
    return this.status === 429 || this.code === 'ASPSP_RATE_LIMIT_EXCEEDED';
  }
  /** The consent is over or withdrawn: only a new authorisation helps. */
  get consentEnded() {
    return (
      this.status === 401 ||
      this.status === 403 ||
      this.code === 'EXPIRED_SESSION' ||
      this.code === 'CLOSED_SESSION' ||
      this.code === 'REVOKED_SESSION'
    );
  }
}

const parseJson = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
};

/** Enable Banking's text error code (`error` of its ErrorResponse: EXPIRED_SESSION, PSU_HEADER_NOT_PROVIDED…). */
function errorCode(text: string): string | null {
  const parsed = parseJson(text);
  return parsed && typeof parsed === 'object' && 'error' in parsed && typeof parsed.error === 'string'
    ? parsed.error
    : null;
}

/** Seconds a consent may last when the bank states no limit of its own: PSD2's 90 days. */
export const DEFAULT_CONSENT_SECONDS = 90 * 86_400;

/**
 * The end of the consent asked for: 90 days, or less when the bank's `maximum_consent_validity`
 * (seconds, from GET /aspsps) is shorter — Enable Banking refuses a `valid_until` past it; then a
 * minute is kept back so the clocks' difference cannot push it over.
 */
export function consentValidUntil(now: Date, maximumSeconds?: number | null): string {
  const seconds =
    maximumSeconds && maximumSeconds > 60 && maximumSeconds < DEFAULT_CONSENT_SECONDS
      ? maximumSeconds - 60
      : DEFAULT_CONSENT_SECONDS;
  return new Date(now.getTime() + seconds * 1000).toISOString();
}

export type EnableBankingClient = ReturnType<typeof createEnableBankingClient>;

export function createEnableBankingClient(options: {
  apiUrl: string;
  applicationId: string;
  key: KeyObject;
  now: () => Date;
  transport?: Transport;
}) {
  const transport = options.transport ?? fetchTransport;
  const base = options.apiUrl.replace(/\/$/, '');

  async function call<T>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    extra: { body?: unknown; query?: Record<string, string | undefined>; psuIp?: string | undefined } = {},
  ): Promise<T> {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(extra.query ?? {})) if (value !== undefined) query.set(name, value);
    const url = `${base}${path}${query.size ? `?${query}` : ''}`;
    const headers: Record<string, string> = {
      Authorization: `Bearer ${await signRequestToken(options.applicationId, options.key, options.now())}`,
      Accept: 'application/json',
    };
    if (extra.body !== undefined) headers['Content-Type'] = 'application/json';
    // The user is present: the bank's daily limit on unattended access does not apply (PSD2 RTS art. 36).
    if (extra.psuIp) headers['Psu-Ip-Address'] = extra.psuIp;
    const send = () =>
      transport({ method, url, headers, body: extra.body === undefined ? undefined : JSON.stringify(extra.body) });
    let response = await send();
    let code = errorCode(response.text);
    // A bank that wants every PSU header of its `required_psu_headers` refuses the IP alone
    // (PSU_HEADER_NOT_PROVIDED: «all of them or none»): the read is made again as unattended.
    if (extra.psuIp && code === 'PSU_HEADER_NOT_PROVIDED') {
      delete headers['Psu-Ip-Address'];
      response = await send();
      code = errorCode(response.text);
    }
    const parsed = parseJson(response.text);
    if (response.status < 200 || response.status > 299) {
      const retryAfter = Number(response.headers['retry-after']);
      throw new EnableBankingError(response.status, code, Number.isFinite(retryAfter) ? retryAfter : null);
    }
    return parsed as T;
  }

  return {
    aspsps: async (country: string) =>
      (
        await call<{ aspsps: Aspsp[] }>('GET', '/aspsps', {
          query: { country, psu_type: 'personal', service: 'AIS' },
        })
      ).aspsps,
    startAuth: (body: {
      access: { valid_until: string };
      aspsp: { name: string; country: string };
      state: string;
      redirect_url: string;
      psu_type: 'personal';
    }) => call<{ url: string; authorization_id?: string }>('POST', '/auth', { body }),
    createSession: (code: string) => call<EbSession>('POST', '/sessions', { body: { code } }),
    deleteSession: (sessionId: string) => call<unknown>('DELETE', `/sessions/${encodeURIComponent(sessionId)}`),
    transactions: (
      uid: string,
      query: { date_from: string; date_to: string; continuation_key?: string | undefined },
      psuIp?: string,
    ) =>
      call<{ transactions: EbTransaction[]; continuation_key?: string | null }>(
        'GET',
        `/accounts/${encodeURIComponent(uid)}/transactions`,
        { query, psuIp },
      ),
    balances: (uid: string, psuIp?: string) =>
      call<{ balances: EbBalance[] }>('GET', `/accounts/${encodeURIComponent(uid)}/balances`, { psuIp }),
  };
}
