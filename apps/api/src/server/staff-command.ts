import { loadConfig } from '../config.ts';
import { openBesideServer } from '../db/open.ts';
import { grantStaff, listStaff, revokeStaff } from '../modules/support/staff.ts';

export const staffUsage = [
  'Uso: npm run staff -- <orden>',
  '  grant <correo>    da acceso a la bandeja de soporte (/support/inbox) a esa cuenta',
  '  revoke <correo>   se lo quita',
  '  list              muestra quién tiene acceso',
  'Trabaja sobre DATABASE_URL si está definida; si no, sobre el PostgreSQL integrado de DATA_DIR (por defecto ./data),',
  'con el servidor en marcha o sin él.',
].join('\n');

type Output = { log: (line: string) => void; error: (line: string) => void };

/** `npm run staff -- grant|revoke|list`: returns the process exit code. */
export async function runStaffCommand(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  out: Output = console,
): Promise<number> {
  const [command, email, ...rest] = args;
  const needsEmail = command === 'grant' || command === 'revoke';
  if (
    !(needsEmail || command === 'list') ||
    (needsEmail && (!email || rest.length > 0)) ||
    (command === 'list' && email)
  ) {
    out.error(staffUsage);
    return 2;
  }
  let opened: Awaited<ReturnType<typeof openBesideServer>>;
  try {
    opened = await openBesideServer(loadConfig(env), { poolSize: 1 });
  } catch (err) {
    out.error(err instanceof Error ? err.message : String(err));
    return 1;
  }
  const { database, where } = opened;
  try {
    if (command === 'list') {
      const staff = await listStaff(database.db);
      if (staff.length === 0) out.log(`Nadie tiene acceso a la bandeja de soporte (${where}).`);
      for (const member of staff)
        out.log(`${member.email}\t${member.name}\tdesde ${member.grantedAt.toISOString().slice(0, 10)}`);
      return 0;
    }
    const change = command === 'grant' ? await grantStaff(database.db, email!) : await revokeStaff(database.db, email!);
    const messages = {
      granted: `${change.email} (${change.name}) ya puede atender la bandeja de soporte en /support/inbox.`,
      already: `${change.email} (${change.name}) ya tenía acceso a la bandeja de soporte.`,
      revoked: `${change.email} (${change.name}) ya no tiene acceso a la bandeja de soporte.`,
      not_staff: `${change.email} (${change.name}) no tenía acceso a la bandeja de soporte.`,
      no_user: `No hay ninguna cuenta con el correo ${change.email} (${where}). La persona debe registrarse primero.`,
    } as const;
    if (change.outcome === 'no_user') {
      out.error(messages.no_user);
      return 1;
    }
    out.log(messages[change.outcome]);
    return 0;
  } catch (err) {
    out.error(`No se pudo completar la orden: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  } finally {
    await opened.close();
  }
}
