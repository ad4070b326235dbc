import { generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Deps } from '../../lib/deps.ts';
import { createEnableBankingClient, type EnableBankingClient } from './client.ts';
import { createFakeBank, type FakeBank } from './fake-bank.ts';
import { readPrivateKey } from './jwt.ts';

/**
 * Which Enable Banking the app talks to (decision 034): the real one when the application id and
 * key are set; otherwise, outside production, the sandbox bank (the tests' fake, in this process,
 * with a key pair made at start); otherwise none. The key is read once into a key object and
 * never logged nor answered.
 */
export type BankProvider = {
  mode: 'enable-banking' | 'sandbox';
  client: EnableBankingClient;
  redirectUrl: string;
  /** The sandbox's bank, whose page the app serves at SANDBOX_PATH. */
  sandbox: FakeBank | null;
};

export const SANDBOX_PATH = '/sandbox/enable-banking';
const SANDBOX_APPLICATION_ID = 'sandbox-application';
const providers = new WeakMap<Deps, BankProvider | null>();

export function bankProvider(deps: Deps): BankProvider | null {
  if (providers.has(deps)) return providers.get(deps)!;
  const provider = makeProvider(deps);
  providers.set(deps, provider);
  return provider;
}

function makeProvider(deps: Deps): BankProvider | null {
  const config = deps.config;
  const redirectUrl = config.ENABLE_BANKING_REDIRECT_URL ?? `${config.appUrl}/bank-feeds/callback`;
  if (config.ENABLE_BANKING_APPLICATION_ID) {
    let key;
    try {
      key = readPrivateKey(config.ENABLE_BANKING_KEY ?? readFileSync(config.ENABLE_BANKING_KEY_FILE!, 'utf8'));
    } catch (err) {
      // A missing or malformed key leaves the feature off, said once in the log without the key.
      deps.logger.error({ errType: (err as Error).name }, 'Enable Banking key unreadable: bank feeds are off');
      return null;
    }
    const client = createEnableBankingClient({
      apiUrl: config.ENABLE_BANKING_API_URL,
      applicationId: config.ENABLE_BANKING_APPLICATION_ID,
      key,
      now: deps.now,
    });
    return { mode: 'enable-banking', client, redirectUrl, sandbox: null };
  }
  if (config.NODE_ENV === 'production') return null;
  const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const sandbox = createFakeBank({
    applicationId: SANDBOX_APPLICATION_ID,
    publicKey: pair.publicKey,
    pageBase: `${config.appUrl}${SANDBOX_PATH}`,
    now: deps.now,
  });
  const client = createEnableBankingClient({
    apiUrl: `${config.appUrl}${SANDBOX_PATH}`,
    applicationId: SANDBOX_APPLICATION_ID,
    key: pair.privateKey,
    now: deps.now,
    transport: sandbox.transport,
  });
  return { mode: 'sandbox', client, redirectUrl, sandbox };
}
