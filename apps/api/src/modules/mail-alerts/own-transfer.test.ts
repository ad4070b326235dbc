import { describe, expect, it } from 'vitest';
import { minorDigits } from '@cuentas/shared/money';
import { OWN_TRANSFER_FIXTURES } from '../../../test/fixtures/mail-alerts/alerts-own-transfers.ts';
import { FIXTURE_ACCOUNTS } from '../../../test/fixtures/mail-alerts/accounts.ts';
import { composeAlert, fixtureContext } from '../../../test/helpers/mail-alerts.ts';
import { readMessage } from './message.ts';
import { questionReason } from './process.ts';
import { readAlert } from './read.ts';

// Money between the user's own accounts recorded as a transfer when both ends are theirs beyond
// doubt, asked otherwise; money in told by a table; Outlook and Apple Mail forwards (decision 035).
describe('own transfers, money received and forwards, read from MIME', () => {
  for (const fixture of OWN_TRANSFER_FIXTURES) {
    it(`${fixture.country} ${fixture.bank}: ${fixture.id}`, async () => {
      const raw = await composeAlert({ ...fixture, to: 'abcdefghijklmnop@cuentas.test' });
      const reading = readAlert(await readMessage(raw), fixtureContext(fixture.country));
      const expected = fixture.expect;
      if ('status' in expected) {
        const status =
          reading.kind === 'capture'
            ? 'recorded'
            : reading.kind === 'question'
              ? questionReason(reading.outcome.question).status
              : reading.kind;
        expect(status, JSON.stringify(reading)).toBe(expected.status);
        return;
      }
      expect(reading.kind, JSON.stringify(reading)).toBe('capture');
      if (reading.kind !== 'capture') return;
      const capture = reading.outcome.capture;
      const digits = minorDigits(FIXTURE_ACCOUNTS[fixture.country]!.currency);
      expect({
        kind: capture.kind,
        amount: capture.amount,
        date: capture.date,
        account: capture.account.name,
        to: capture.toAccount?.name,
      }).toEqual({
        kind: expected.kind,
        amount: Math.round(expected.amount * 10 ** digits),
        date: expected.date,
        account: expected.account,
        to: expected.to,
      });
      if (expected.payee) expect(capture.payee.toLowerCase()).toContain(expected.payee);
    });
  }
});
