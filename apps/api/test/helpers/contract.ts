import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Endpoint } from '@cuentas/shared/contract/endpoint';
import { z } from 'zod';

/** Every endpoint of packages/shared/src/contract, with the domain file that declares it (decision 029). */
export type ContractEntry = { domain: string; name: string; endpoint: Endpoint };

const contractDir = path.resolve(import.meta.dirname, '../../../../packages/shared/src/contract');
const domains = readdirSync(contractDir)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'endpoint.ts')
  .map((file) => file.slice(0, -3));

export const contractEntries: ContractEntry[] = (
  await Promise.all(
    domains.map(async (domain) => {
      const module = (await import(path.join(contractDir, `${domain}.ts`))) as Record<string, Endpoint>;
      return Object.entries(module).map(([name, endpoint]) => ({ domain, name, endpoint }));
    }),
  )
).flat();

const patterns = contractEntries.map((entry) => ({
  entry,
  pattern: new RegExp(`^/api${entry.endpoint.path.replace(/:\w+/g, '[^/]+')}$`),
}));

/** The endpoint a request goes to: its method and its URL (query string and all). */
export function endpointFor(method: string, url: string): ContractEntry | undefined {
  const pathname = url.split('?')[0]!;
  const matches = patterns.filter(
    ({ entry, pattern }) => entry.endpoint.method === method.toUpperCase() && pattern.test(pathname),
  );
  // A fixed segment wins over a parameter: /accounts/net-worth is not /accounts/:id.
  return matches.sort((a, b) => paramCount(a.entry) - paramCount(b.entry))[0]?.entry;
}

const paramCount = (entry: ContractEntry) => entry.endpoint.path.split(':').length;

/**
 * Checks a success answer against its endpoint's response schema, so an answer that drifts from
 * the contract fails the test that got it. The serializer already checks the answers it builds;
 * this also covers the ones sent as finished JSON text (sendJsonText).
 */
export function checkAnswer(method: string, url: string, status: number, body: unknown): void {
  const found = endpointFor(method, url);
  if (!found?.endpoint.response || status !== (found.endpoint.status ?? 200)) return;
  const result = z.object({ data: found.endpoint.response }).safeParse(body);
  if (!result.success) {
    throw new Error(
      `${method} ${url} answered outside its contract (${found.domain}.${found.name}): ${z.prettifyError(result.error)}`,
    );
  }
}
