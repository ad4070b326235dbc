import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Worker } from 'tesseract.js';

/** One word as Tesseract read it, with its confidence (0–100). */
export type OcrWord = { text: string; confidence: number };
/** One printed line: its text and its words. */
export type OcrLine = { text: string; confidence: number; words: OcrWord[] };
export type OcrResult = { text: string; lines: OcrLine[]; confidence: number; ms: number };

export type OcrEngine = {
  /** Reads one prepared image (PNG or JPEG bytes); calls are served one after the other. */
  read: (image: Buffer) => Promise<OcrResult>;
  /** Ends the Tesseract worker (the next read starts a new one). */
  close: () => Promise<void>;
  /** Receipts read by the current worker, and workers started so far. */
  stats: () => { readsByWorker: number; workersStarted: number };
};

/**
 * The Spanish language data ships inside the npm package `@tesseract.js-data/spa` (the integer
 * "best" model tesseract.js itself picks for the LSTM engine), so a receipt is read with no
 * download at run time (decision 043).
 */
export function spanishLanguagePath(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@tesseract.js-data/spa/package.json')), '4.0.0_best_int');
}

/**
 * One Tesseract worker kept alive between receipts (starting one costs about a second), replaced
 * after `recycleAfter` reads because the WebAssembly heap only grows. Reads are queued one at a time:
 * a second receipt waits rather than starting a second 200 MB worker.
 */
export function createOcrEngine(options: { recycleAfter?: number; idleMs?: number } = {}): OcrEngine {
  const recycleAfter = options.recycleAfter ?? 50;
  const idleMs = options.idleMs ?? 120_000;
  let idle: NodeJS.Timeout | undefined;
  let worker: Promise<Worker> | undefined;
  let readsByWorker = 0;
  let workersStarted = 0;
  let turn: Promise<unknown> = Promise.resolve();

  const start = async (): Promise<Worker> => {
    const { createWorker, OEM } = await import('tesseract.js');
    workersStarted += 1;
    // cacheMethod 'none': the data is read from the package each start and never written to the cwd.
    return createWorker('spa', OEM.LSTM_ONLY, {
      langPath: spanishLanguagePath(),
      gzip: true,
      cacheMethod: 'none',
    });
  };

  const retire = async () => {
    const current = worker;
    worker = undefined;
    readsByWorker = 0;
    if (current) await (await current.catch(() => undefined))?.terminate();
  };

  const readNow = async (image: Buffer): Promise<OcrResult> => {
    clearTimeout(idle);
    if (worker && readsByWorker >= recycleAfter) await retire();
    worker ??= start();
    const started = performance.now();
    let data;
    try {
      ({ data } = await (await worker).recognize(image, {}, { text: true, blocks: true }));
    } catch (err) {
      // A worker that failed once is not trusted with the next receipt.
      await retire();
      throw err;
    }
    readsByWorker += 1;
    const lines: OcrLine[] = [];
    for (const block of data.blocks ?? [])
      for (const paragraph of block.paragraphs)
        for (const line of paragraph.lines)
          lines.push({
            text: line.text.replace(/\s+$/, ''),
            confidence: line.confidence,
            words: line.words.map((word) => ({ text: word.text, confidence: word.confidence })),
          });
    return { text: data.text, lines, confidence: data.confidence, ms: Math.round(performance.now() - started) };
  };

  return {
    read(image) {
      const result = turn.then(() => readNow(image));
      turn = result.catch(() => undefined);
      // A worker holds ~200 MB: one left without receipts for idleMs is ended, the next read starts another.
      void turn.then(() => {
        clearTimeout(idle);
        idle = setTimeout(() => void retire(), idleMs).unref();
      });
      return result;
    },
    async close() {
      clearTimeout(idle);
      await retire();
    },
    stats: () => ({ readsByWorker, workersStarted }),
  };
}
