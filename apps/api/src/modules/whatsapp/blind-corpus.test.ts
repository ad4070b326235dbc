import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgresPass } from '../../../test/helpers/database.ts';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { summarize } from '../../../test/helpers/whatsapp-blind-report.ts';
import {
  type BlindCase,
  type CaseResult,
  frozenSha,
  readCorpus,
  runCase,
} from '../../../test/helpers/whatsapp-blind.ts';

// The blind corpus (decision 031): written by someone who never read the parser, frozen by its
// sha256 before the first run. This file prints its figures; it asserts only that the corpus is the
// frozen one and the invariants (no reply claims success for a wrong amount, account or kind).
//   node bench/whatsapp-blind.ts                               the copy in the fixtures (blind-a)
//   WA_BLIND_CORPUS=…/corpus.jsonl WA_BLIND_FROZEN=…/FROZEN node bench/whatsapp-blind.ts   another frozen set
//   WA_BLIND_REPORT=/tmp/misses.txt                            also writes every miss there

const fixture = (name: string) => fileURLToPath(new URL(`../../../test/fixtures/whatsapp/${name}`, import.meta.url));
/** The sha256 the writer froze blind-a with (/work/blind/whatsapp-a/FROZEN when it was copied). */
const BLIND_A_SHA = '0dab17511fab3ee0e35d5573a490f9b5d30f57ccbaffe14862c2df55aa928577';

const corpusFile = process.env.WA_BLIND_CORPUS ?? fixture('blind-a.jsonl');
const frozenFile = process.env.WA_BLIND_FROZEN;
const label =
  process.env.WA_BLIND_LABEL ??
  (process.env.WA_BLIND_CORPUS ? corpusFile : 'blind-a (ajustado: medido a ciegas una vez, antes de los arreglos)');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  // Thursday 26 November 2026, 15:00 UTC: the same day in every country of the corpus.
  ctx.clock.advance(new Date('2026-11-26T15:00:00Z').getTime() - ctx.clock.now().getTime());
});
afterAll(async () => ctx?.close());

describe('the blind WhatsApp corpus', () => {
  const present = existsSync(corpusFile);
  if (!present) console.log(`Corpus ciego ausente (${corpusFile}): no se mide.`);
  // A corpus of one's own (the env var) is measured on any database.
  const skipOnPostgres = onPostgresPass() && !process.env.WA_BLIND_CORPUS;
  if (skipOnPostgres) console.log('Repetición del corpus: solo en la pasada con PGlite (no prueba la base de datos).');
  it.skipIf(!present || skipOnPostgres)(
    'reads the frozen corpus end to end and prints its figures',
    { timeout: 3_600_000 },
    async () => {
      const sha = frozenFile ? frozenSha(readFileSync(frozenFile, 'utf8')) : BLIND_A_SHA;
      expect(sha, 'the frozen sha256').toMatch(/^[0-9a-f]{64}$/);
      const cases: BlindCase[] = readCorpus(corpusFile, sha!);
      const only = process.env.WA_BLIND_ONLY?.split(',');
      const results: CaseResult[] = [];
      for (const item of cases) if (!only || only.includes(item.id)) results.push(await runCase(ctx, item));
      const { text, misses } = summarize(results, label);
      console.log(text);
      if (process.env.WA_BLIND_REPORT) writeFileSync(process.env.WA_BLIND_REPORT, `${text}\n\n${misses}\n`);
      expect(results).toHaveLength(only ? results.length : cases.length);
      // The invariant blind-a reached (decision 031): no reply claims success for a wrong amount,
      // account or kind. Another corpus is only measured, never asserted.
      if (!process.env.WA_BLIND_CORPUS)
        expect(results.filter((result) => result.silentWrong).map((result) => result.id)).toEqual([]);
    },
  );
});
