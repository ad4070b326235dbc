// Receipts and attachments (decisions 042, 043): the time and memory of reading a receipt on this
// machine, and what a typical phone photo costs in storage once re-encoded. Not a test.
//   node bench/receipts.ts            → every committed receipt fixture, read RECEIPT_ROUNDS times (2)
import { readFileSync, readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { prepareFile } from '../apps/api/src/modules/attachments/file-check.ts';
import { createOcrEngine } from '../apps/api/src/modules/receipts/ocr-engine.ts';
import { readReceiptFile } from '../apps/api/src/modules/receipts/read-file.ts';
import { phonePhoto } from '../apps/api/test/helpers/attachment-fixtures.ts';
import { percentile, root } from './lib.ts';

const ROUNDS = Number(process.env.RECEIPT_ROUNDS ?? 2);
const fixtures = path.join(root, 'apps/api/test/fixtures/receipts');
const load = () =>
  loadavg()
    .slice(0, 1)
    .map((value) => value.toFixed(1))
    .join('');
const maxRssMb = () => Math.round(process.resourceUsage().maxRSS / 1024);

async function storage() {
  console.log('storage per attachment (bytes sent → stored file + thumbnail):');
  const photos: [string, Buffer][] = [
    ['phone photo 4032×3024 (sensor noise, EXIF + GPS)', await phonePhoto({ width: 4032, height: 3024, noise: true })],
    ['phone photo 3024×4032 quality 92, sideways', await phonePhoto({ width: 3024, height: 4032, noise: true })],
    ['HEIC 600×800 (fixture)', readFileSync(path.join(root, 'apps/api/test/fixtures/recibo-iphone.heic'))],
    ...readdirSync(fixtures)
      .filter((name) => name.endsWith('.jpg'))
      .slice(0, 3)
      .map((name): [string, Buffer] => [`receipt fixture ${name}`, readFileSync(path.join(fixtures, name))]),
  ];
  for (const [name, bytes] of photos) {
    const started = performance.now();
    const prepared = await prepareFile(name, bytes);
    const ms = Math.round(performance.now() - started);
    const stored = prepared.data.length + (prepared.thumbnail?.length ?? 0);
    console.log(
      `  ${name}: ${(bytes.length / 1024).toFixed(0)} kB → ${(prepared.data.length / 1024).toFixed(0)} kB + ` +
        `${((prepared.thumbnail?.length ?? 0) / 1024).toFixed(0)} kB (${Math.round((stored / bytes.length) * 100)} %), ` +
        `${prepared.width}×${prepared.height}, ${ms} ms, load ${load()}`,
    );
  }
}

async function reading() {
  const files = readdirSync(fixtures).filter((name) => /\.(jpg|pdf)$/.test(name));
  const engine = createOcrEngine();
  const photoMs: number[] = [];
  const pdfMs: number[] = [];
  const loads: string[] = [load()];
  const before = maxRssMb();
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const name of files) {
        const mime = name.endsWith('.pdf') ? 'application/pdf' : 'image/jpeg';
        const started = performance.now();
        const outcome = await readReceiptFile(engine, readFileSync(path.join(fixtures, name)), mime);
        const ms = Math.round(performance.now() - started);
        if (!outcome.ok) throw new Error(`${name}: ${outcome.reason}`);
        // The first read starts the worker: counted apart.
        if (round === 0 && name === files.find((file) => file.endsWith('.jpg')))
          console.log(`  first photo, with the worker's start: ${ms} ms`);
        else (mime === 'application/pdf' ? pdfMs : photoMs).push(ms);
      }
      loads.push(load());
    }
  } finally {
    await engine.close();
  }
  const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
  const photos = sorted(photoMs);
  const pdfs = sorted(pdfMs);
  console.log(
    `receipt photos read by OCR: ${photos.length} reads, p50 ${percentile(photos, 50)} ms, p95 ${percentile(photos, 95)} ms, ` +
      `max ${photos.at(-1)} ms`,
  );
  console.log(`PDF text layers: ${pdfs.length} reads, p50 ${percentile(pdfs, 50)} ms, p95 ${percentile(pdfs, 95)} ms`);
  console.log(
    `peak RSS of the process: ${maxRssMb()} MB (${before} MB before the first read); load average ${loads.join(' → ')}`,
  );
}

await storage();
await reading();
