import { z } from 'zod';
import type { Deps } from '../../lib/deps.ts';
import type { App } from '../../lib/http.ts';
import { bankProvider, SANDBOX_PATH } from './provider.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const Params = z.object({ id: z.string().max(100) });

function page(title: string, body: string) {
  // No script: the CSP allows none inline, and two plain forms are all the bank's page needs.
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>
body{font-family:system-ui,sans-serif;background:#eef2f7;margin:0;padding:2rem 1rem;color:#0f172a}
main{max-width:440px;margin:0 auto;background:#fff;border-radius:16px;padding:2rem;box-shadow:0 1px 3px #0002}
h1{font-size:1.4rem;margin:0 0 .5rem}.note{background:#fef3c7;border-radius:8px;padding:.75rem;font-size:.9rem}
button{width:100%;padding:.8rem;border-radius:8px;border:0;font-size:1rem;cursor:pointer;margin-top:.75rem}
.ok{background:#1d4ed8;color:#fff}.no{background:#e2e8f0;color:#0f172a}
</style></head><body><main>${body}</main></body></html>`;
}

/**
 * The sandbox bank's own page (decision 034): where a real bank asks the user to sign in and
 * approve access, this one asks only to approve. Mounted when Enable Banking is not configured and
 * the app is not in production; the sandbox's API calls never leave the process.
 */
export async function bankSandboxRoutes(app: App, deps: Deps) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );
  const schema = { hide: true, params: Params };
  const bank = () => bankProvider(deps)?.sandbox ?? null;

  app.get(`${SANDBOX_PATH}/auth/:id`, {
    schema,
    handler: async (request, reply) => {
      const authorization = bank()?.authorization(request.params.id);
      reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');
      if (!authorization)
        return reply.code(404).send(page('Banco de prueba', '<h1>Esta autorización no existe o caducó</h1>'));
      const id = escapeHtml(request.params.id);
      return reply.send(
        page(
          `${authorization.aspsp.name} · banco de prueba`,
          `<h1>${escapeHtml(authorization.aspsp.name)}</h1>
<p class="note">Banco de prueba (sandbox): no es tu banco real ni pide tus claves. Los movimientos son de ejemplo.</p>
<p>Cuentas Claras pide leer tus cuentas, saldos y movimientos durante 90 días.</p>
<form method="post" action="${SANDBOX_PATH}/auth/${id}/approve"><button class="ok" type="submit">Autorizar acceso</button></form>
<form method="post" action="${SANDBOX_PATH}/auth/${id}/deny"><button class="no" type="submit">Rechazar</button></form>`,
        ),
      );
    },
  });
  for (const action of ['approve', 'deny'] as const) {
    app.post(`${SANDBOX_PATH}/auth/:id/${action}`, {
      schema,
      handler: async (request, reply) => {
        const sandbox = bank();
        const target = sandbox ? sandbox[action](request.params.id) : null;
        if (!target)
          return reply
            .code(404)
            .type('text/html; charset=utf-8')
            .send(page('Banco de prueba', '<h1>Esta autorización no existe o caducó</h1>'));
        return reply.redirect(target, 303);
      },
    });
  }
}
