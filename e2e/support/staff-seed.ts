import { loadConfig } from '../../apps/api/src/config.ts';
import { openConfiguredDatabase } from '../../apps/api/src/db/open.ts';
import { configurations, users } from '../../apps/api/src/db/schema/index.ts';
import { hashPassword } from '../../apps/api/src/lib/crypto.ts';
import { uuidv7 } from '../../apps/api/src/lib/ids.ts';
import { runStaffCommand } from '../../apps/api/src/server/staff-command.ts';

/** The support agent of the browser tests (e2e/support.spec.ts). */
export const E2E_STAFF = { email: 'soporte.e2e@example.com', password: 'Soporte-e2e-2026', name: 'Marta Soporte' };

/**
 * Before the server starts, in the embedded PostgreSQL it will use: an onboarded account for the
 * agent, then the staff role through `npm run staff -- grant`'s own code, as an operator would give it.
 */
export async function seedE2EStaff(dataDir: string): Promise<void> {
  const opened = await openConfiguredDatabase(loadConfig({ DATA_DIR: dataDir }));
  const { database } = opened;
  try {
    const id = uuidv7();
    const now = new Date();
    await database.db.insert(users).values({
      id,
      email: E2E_STAFF.email,
      name: E2E_STAFF.name,
      passwordHash: await hashPassword(E2E_STAFF.password),
      emailVerifiedAt: now,
    });
    await database.db
      .insert(configurations)
      .values({ userId: id, country: 'ES', baseCurrency: 'EUR', isCompleted: true });
  } finally {
    await opened.close();
  }
  const output: string[] = [];
  const code = await runStaffCommand(
    ['grant', E2E_STAFF.email],
    { DATA_DIR: dataDir },
    { log: (line) => output.push(line), error: (line) => output.push(line) },
  );
  if (code !== 0) throw new Error(`npm run staff -- grant failed: ${output.join('\n')}`);
}
