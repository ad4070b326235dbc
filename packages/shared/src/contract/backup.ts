import { RestoreResultSchema } from '../schemas/backup.ts';
import { endpoint } from './endpoint.ts';

// The full export of a user's data and its restore into an empty account (decision 040).

/** A zip file, not JSON: the web downloads it as a blob. */
export const exportAll = /* @__PURE__ */ endpoint({ method: 'GET', path: '/me/export' });

/** The zip travels as the raw request body (or as the one file of a multipart form). */
export const restore = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/me/import-backup',
  upload: true,
  response: RestoreResultSchema,
  failures: [409, 413],
});
