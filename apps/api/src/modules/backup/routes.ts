import * as api from '@cuentas/shared/contract/backup';
import { requireAuth, sessionOf, todayFor } from '../../lib/auth.ts';
import { contractRoutes } from '../../lib/contract-route.ts';
import type { Deps } from '../../lib/deps.ts';
import { badRequest } from '../../lib/errors.ts';
import type { App } from '../../lib/http.ts';
import { exportBackup } from './export.ts';
import { fileOfMultipart } from './multipart.ts';
import { MAX_BACKUP_BYTES, restoreBackup, restoreMessages } from './restore.ts';

export async function backupRoutes(app: App, deps: Deps) {
  // A copy is the person's own ledger whatever ledger the screen has open (decision 056): another
  // household's copy would carry its founder's profile, support and settings, and a restore
  // replaces a whole ledger.
  app.addHook('onRequest', requireAuth(deps, 'personal'));
  const route = contractRoutes(app, ['me']);
  // The zip travels as the raw body, or as the one file of a form; the size limit bounds memory.
  app.addContentTypeParser(
    ['application/zip', 'application/x-zip-compressed', 'application/octet-stream', 'multipart/form-data'],
    { parseAs: 'buffer', bodyLimit: MAX_BACKUP_BYTES },
    (request, body, done) => {
      const type = request.headers['content-type'] ?? '';
      if (!type.startsWith('multipart/form-data')) return done(null, body);
      const file = fileOfMultipart(type, body as Buffer);
      if (!file) return done(badRequest(restoreMessages.empty, 'file'), undefined);
      done(null, file);
    },
  );

  route(api.exportAll, {
    handler: async (request, reply) => {
      const session = sessionOf(request);
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', `attachment; filename="cuentas-claras-${todayFor(deps, session)}.zip"`)
        .send(exportBackup(deps, session.userId));
    },
  });

  route(api.restore, {
    bodyLimit: MAX_BACKUP_BYTES,
    handler: async (request) => {
      const content = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return { data: await restoreBackup(deps, sessionOf(request), content) };
    },
  });
}
