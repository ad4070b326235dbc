import { request as pooledRequest, rssMb, sampleTreeMemory } from './lib.ts';
import { bankWorkbook, norma43 } from './statement-files.ts';

// A new connection per request: this runs after minutes of load, when pooled sockets may be stale.
const request = (
  port: number,
  method: string,
  urlPath: string,
  token: string,
  body?: Buffer | string,
  contentType?: string,
) => pooledRequest(port, method, urlPath, token, body, { contentType, pooled: false });

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
/** csv (default), xlsx or n43: the same movements as a CSV, a BBVA-style workbook or a Norma 43 file. */
const FORMAT = process.env.BENCH_IMPORT_FORMAT ?? 'csv';

async function statementFile(rows: number): Promise<{ bytes: Buffer; name: string }> {
  if (FORMAT === 'xlsx') return { bytes: await bankWorkbook(rows), name: 'bench.xlsx' };
  if (FORMAT === 'n43') return { bytes: norma43(rows), name: 'bench.n43' };
  return { bytes: Buffer.from(bankCsv(rows)), name: 'bench.csv' };
}

/** A BBVA-shaped CSV of `rows` movements with Spanish number and date formats. */
export function bankCsv(rows: number): string {
  const lines = ['Fecha;Fecha valor;Concepto;Movimiento;Importe;Divisa'];
  const start = Date.UTC(2010, 0, 1);
  for (let index = 0; index < rows; index++) {
    const date = new Date(start + index * 3_000_000);
    const day = `${String(date.getUTCDate()).padStart(2, '0')}/${String(date.getUTCMonth() + 1).padStart(2, '0')}/${date.getUTCFullYear()}`;
    const cents = 100 + ((index * 7919) % 90_000);
    const amount = `-${Math.floor(cents / 100).toLocaleString('es-ES')},${String(cents % 100).padStart(2, '0')}`;
    lines.push(`${day};${day};COMPRA COMERCIO ${index % 500};Pago con tarjeta;${amount};EUR`);
  }
  return `${lines.join('\n')}\n`;
}

/** Upload → analyze → commit of a 100k-row CSV, with the server's peak RSS and the speed of the first and last tenth. */
export async function importScenario(port: number, token: string, pid: number, _accountId: string) {
  const account = await request(
    port,
    'POST',
    '/api/accounts',
    token,
    JSON.stringify({ name: 'Importación bench', type: 'checking', currency: 'EUR' }),
  );
  const accountId = JSON.parse(account.body).data.id as string;
  const file = await statementFile(ROWS);
  let peakRss = rssMb(pid);
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(pid))), 50);
  const withDatabase = sampleTreeMemory(pid, 100);
  const started = performance.now();
  const upload = await request(
    port,
    'POST',
    `/api/imports?account_id=${accountId}&file_name=${file.name}`,
    token,
    file.bytes,
    'application/octet-stream',
  );
  const importId = JSON.parse(upload.body).data.import.id as string;
  const analyzed = await request(port, 'POST', `/api/imports/${importId}/analyze`, token, '{}');
  const analysis = JSON.parse(analyzed.body).data;

  const marks: { at: number; processed: number }[] = [];
  let done = false;
  const poller = (async () => {
    while (!done) {
      const res = await request(port, 'GET', `/api/imports/${importId}`, token);
      const progress = JSON.parse(res.body).data as { processed: number };
      marks.push({ at: performance.now(), processed: progress.processed });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const commitStarted = performance.now();
  const committed = await request(port, 'POST', `/api/imports/${importId}/commit`, token, '{}');
  const finished = performance.now();
  done = true;
  await poller;
  // The commit's answer is the last progress mark: every row is in.
  marks.push({ at: finished, processed: ROWS });
  clearInterval(sampler);
  const tree = withDatabase.stop();

  const rate = (fromRow: number, toRow: number) => {
    const a = marks.find((mark) => mark.processed >= fromRow);
    const b = marks.find((mark) => mark.processed >= toRow);
    if (!a || !b || b.at === a.at) return null;
    return Math.round((b.processed - a.processed) / ((b.at - a.at) / 1000));
  };
  const result = {
    format: FORMAT,
    rows: ROWS,
    status: committed.status,
    imported: JSON.parse(committed.body).data?.imported_count ?? 0,
    errors_reported: analysis?.error_count ?? null,
    duplicates_reported: analysis?.duplicate_count ?? null,
    upload_ms: Math.round(upload.ms),
    analyze_ms: Math.round(analyzed.ms),
    commit_ms: Math.round(finished - commitStarted),
    end_to_end_ms: Math.round(finished - started),
    peak_rss_mb: peakRss,
    peak_with_database_mb: tree.peakMb,
    rows_per_s_overall: Math.round(ROWS / ((finished - started) / 1000)),
    rows_per_s_first_tenth: rate(0, ROWS * 0.1),
    rows_per_s_last_tenth: rate(ROWS * 0.9, ROWS),
  };
  // Leave the benchmark user as it was.
  await request(port, 'DELETE', `/api/imports/${importId}`, token);
  await request(port, 'DELETE', `/api/accounts/${accountId}`, token);
  return result;
}
