import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { accountId, moneyUser, seedTransaction } from './support/money-helpers.ts';
import { keepScreenshot } from './support/screenshots.ts';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const described = (violations: { id: string; nodes: { target: unknown[] }[] }[]) =>
  violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);

const today = () => new Date().toISOString().slice(0, 10);

// The register on a 390 px phone: a bank's long text ends in an ellipsis inside its row instead of
// running over the running balance and widening the page.
test.describe('the register on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('long bank texts neither widen the page nor cover the amount and balance', async ({ page }) => {
    const user = await moneyUser(page, '/accounts', [{ name: 'Bancolombia', opening_balance: 12_500_000 }]);
    const account = await accountId(page.request, user.token, 'Bancolombia');
    const long =
      'COMPRA INTL PAGO PSE DEBITO AUTOMATICO SUSCRIPCION ANUAL SERVICIOS DIGITALES REF 99887766554433221100 BOGOTA';
    await seedTransaction(page.request, user.token, {
      account_id: account,
      amount: -1_234_567_890,
      payee: long,
      date: today(),
    });
    await seedTransaction(page.request, user.token, {
      account_id: account,
      amount: 987_654_321,
      payee: `TRANSFERENCIADESDENEQUIREFERENCIA${'X'.repeat(60)}`,
      date: today(),
    });
    await page.goto(`/accounts/${account}`);
    const table = page.getByRole('table', { name: 'Movimientos de Bancolombia' });
    await expect(table.getByRole('row')).toHaveCount(3);

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The concept's text is cut inside its cell: its right edge stays left of the amount's.
    const row = table.getByRole('row', { name: /^COMPRA INTL/ });
    const concept = await row.getByRole('button', { name: /^Editar «COMPRA INTL/ }).boundingBox();
    const amount = await row.getByRole('cell').filter({ hasText: '1.234.567.890' }).boundingBox();
    expect(concept && amount && concept.x + concept.width <= amount.x + 1).toBe(true);
    await keepScreenshot(page, 'register-390.png', { fullPage: true });

    expect(
      described((await new AxeBuilder({ page }).include('[role="table"]').withTags(WCAG).analyze()).violations),
    ).toEqual([]);
  });
});
