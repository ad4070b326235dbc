import type { APIRequestContext } from '@playwright/test';
import { accountId, api } from './money-helpers.ts';

export { accountId, api };

const OPTIONS = {
  delimiter: ';',
  encoding: 'utf-8',
  has_header: true,
  skip_rows: 0,
  date_format: 'YYYY-MM-DD',
  decimal: '.',
  date_column: 0,
  payee_column: 1,
  amount_column: 2,
};

/** Imports a small «Fecha;Concepto;Importe» CSV (ISO dates) into an account through the API. */
export async function importIntoAccountFile(
  request: APIRequestContext,
  token: string,
  account: string,
  csv: string,
): Promise<string> {
  const uploaded = await request.fetch(`/api/imports?account_id=${account}&file_name=previo.csv`, {
    method: 'POST',
    data: Buffer.from(csv, 'utf8'),
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/octet-stream' },
  });
  if (!uploaded.ok()) throw new Error(`upload answered ${uploaded.status()}: ${await uploaded.text()}`);
  const id = ((await uploaded.json()) as { data: { import: { id: string } } }).data.import.id;
  await api(request, token, 'POST', `/api/imports/${id}/commit`, { options: OPTIONS });
  return id;
}
