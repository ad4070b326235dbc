import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { frozenSha } from '../../../test/helpers/whatsapp-blind.ts';
import { type MailCaseResult, readMailCorpus, runMailCase, summarizeMail } from '../../../test/helpers/mail-blind.ts';

// A blind corpus of bank alert e-mails (decision 035), written by someone who never read the
// reader and frozen by its sha256 before the first run. It prints its figures and asserts none.
//   MAIL_BLIND_CORPUS=…/corpus.jsonl MAIL_BLIND_FROZEN=…/FROZEN [MAIL_BLIND_REPORT=/tmp/misses.txt] \
//     npx vitest run apps/api/src/modules/mail-alerts/blind-corpus.test.ts
// The harness's own check: test/fixtures/mail-alerts/sample-corpus.jsonl with sample-corpus.FROZEN.
// Sets whose writers were told of one more bank account per country (blind-m on) are run with
// MAIL_BLIND_EXTRA_ACCOUNTS=1, so each user has the accounts its writer expected records in.

const corpusFile = process.env.MAIL_BLIND_CORPUS;
const frozenFile = process.env.MAIL_BLIND_FROZEN;
const withExtraAccounts = process.env.MAIL_BLIND_EXTRA_ACCOUNTS === '1';

let ctx: TestContext | undefined;
let smtpPort = 0;
beforeAll(async () => {
  if (!corpusFile) return;
  ctx = await createTestApp();
  // Thursday 26 November 2026, 15:00 UTC: the same day in every country of the corpus.
  ctx.clock.advance(new Date('2026-11-26T15:00:00Z').getTime() - ctx.clock.now().getTime());
  smtpPort = (await ctx.app.inboundMail.listen(0)).port;
});
afterAll(async () => ctx?.close());

describe('the blind corpus of bank alert e-mails', () => {
  if (!corpusFile) console.log('MAIL_BLIND_CORPUS no está definido: el corpus ciego de alertas por correo no se mide.');
  it.skipIf(!corpusFile)(
    'reads the frozen corpus end to end and prints its figures',
    { timeout: 3_600_000 },
    async () => {
      expect(frozenFile, 'MAIL_BLIND_FROZEN: the file holding the sha256 the corpus was frozen with').toBeTruthy();
      const sha = frozenSha(readFileSync(frozenFile!, 'utf8'));
      expect(sha, 'the frozen sha256').toMatch(/^[0-9a-f]{64}$/);
      const cases = readMailCorpus(corpusFile!, sha!);
      const results: MailCaseResult[] = [];
      for (const item of cases) results.push(await runMailCase(ctx!, smtpPort, item, withExtraAccounts));
      const { text, misses } = summarizeMail(results, corpusFile!);
      console.log(text);
      if (process.env.MAIL_BLIND_REPORT) writeFileSync(process.env.MAIL_BLIND_REPORT, `${text}\n\n${misses}\n`);
      expect(results).toHaveLength(cases.length);
    },
  );
});
