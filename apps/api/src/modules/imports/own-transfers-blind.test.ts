import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgresPass } from '../../../test/helpers/database.ts';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import {
  type CaseOutcome,
  readTransfersCorpus,
  runTransfersCase,
  summarizeTransfers,
} from '../../../test/helpers/transfers-blind.ts';

// The blind own-transfers corpus (decision 032): written by someone who never read the matcher,
// frozen by its sha256 before the first run. This file prints its figures and asserts only that
// the corpus is the frozen one.
//   npx vitest run apps/api/src/modules/imports/own-transfers-blind.test.ts
//   TR_BLIND_ONLY=T-CO-01,T-ES-11      only those cases
//   TR_BLIND_REPORT=/tmp/misses.txt    also writes every miss there
//   TR_BLIND_LABEL=…                   the label printed with the figures
//   TR_BLIND_CORPUS=…/cases.jsonl TR_BLIND_FROZEN=…/FROZEN   another frozen set (its sha256 in FROZEN)

const corpusFile =
  process.env.TR_BLIND_CORPUS ??
  fileURLToPath(new URL('../../../test/fixtures/transfers/blind-a.jsonl', import.meta.url));
/** The sha256 in /work/blind/transfers-a/FROZEN when the corpus was copied. */
const BLIND_A_SHA = '013bbadaf06b4f3078ddfb8605a836cb8e3a54cee94b18ef10dfa57b3adc5866';
const label = process.env.TR_BLIND_LABEL ?? 'blind-a (ajustado: medido a ciegas una vez, antes del emparejador)';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  ctx.clock.advance(new Date('2026-11-26T15:00:00Z').getTime() - ctx.clock.now().getTime());
});
afterAll(async () => ctx?.close());

describe('the blind own-transfers corpus', () => {
  const present = existsSync(corpusFile);
  if (!present) console.log(`Corpus ciego ausente (${corpusFile}): no se mide.`);
  // A corpus of one's own (the env var) is measured on any database.
  const skipOnPostgres = onPostgresPass() && !process.env.TR_BLIND_CORPUS;
  if (skipOnPostgres) console.log('Repetición del corpus: solo en la pasada con PGlite (no prueba la base de datos).');
  it.skipIf(!present || skipOnPostgres)(
    'imports every case through the API and prints precision and recall',
    { timeout: 3_600_000 },
    async () => {
      const frozen = process.env.TR_BLIND_FROZEN
        ? readFileSync(process.env.TR_BLIND_FROZEN, 'utf8').match(/\b[0-9a-f]{64}\b/i)?.[0]
        : BLIND_A_SHA;
      expect(frozen, 'the frozen sha256').toMatch(/^[0-9a-f]{64}$/);
      const cases = readTransfersCorpus(corpusFile, frozen!);
      const only = process.env.TR_BLIND_ONLY?.split(',');
      const outcomes: CaseOutcome[] = [];
      for (const item of cases) if (!only || only.includes(item.id)) outcomes.push(await runTransfersCase(ctx, item));
      const { text, misses } = summarizeTransfers(outcomes, label);
      console.log(text);
      if (process.env.TR_BLIND_REPORT) writeFileSync(process.env.TR_BLIND_REPORT, `${text}\n\n${misses}\n`);
      expect(outcomes).toHaveLength(only ? outcomes.length : cases.length);
    },
  );
});
