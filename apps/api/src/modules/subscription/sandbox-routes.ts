import { formatMoney } from '@cuentas/shared/money';
import { z } from 'zod';
import type { Deps } from '../../lib/deps.ts';
import { notFound } from '../../lib/errors.ts';
import type { App } from '../../lib/http.ts';
import { priceFor } from './prices.ts';
import { openSandboxCheckout, paySandboxCheckout } from './service.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const sandboxExpired = 'Este enlace de pago caducó. Vuelve a Configuración y elige tu plan de nuevo.';

const TokenQuery = z.object({ token: z.string().max(2000).default('') });
const TokenForm = z.object({ token: z.string().max(2000).default('') });

function page(title: string, body: string) {
  // No script at all: the CSP allows none inline, and two plain forms are all a checkout needs.
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>
body{font-family:system-ui,sans-serif;background:#f1f5f9;margin:0;padding:2rem 1rem;color:#0f172a}
main{max-width:440px;margin:0 auto;background:#fff;border-radius:16px;padding:2rem;box-shadow:0 1px 3px #0002}
h1{font-size:1.4rem;margin:0 0 .5rem}.note{background:#fef3c7;border-radius:8px;padding:.75rem;font-size:.9rem}
.amount{font-size:2rem;font-weight:700;margin:1rem 0 .25rem}button{width:100%;padding:.8rem;border-radius:8px;border:0;font-size:1rem;cursor:pointer;margin-top:.75rem}
.pay{background:#0f766e;color:#fff}.decline{background:#e2e8f0;color:#0f172a}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{color:#64748b}
</style></head><body><main>${body}</main></body></html>`;
}

/** BILLING_MODE=sandbox: a local stand-in for Stripe's hosted Checkout page, reached by a signed link. */
export async function sandboxCheckoutRoutes(app: App, deps: Deps) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const enabled = () => deps.config.BILLING_MODE === 'sandbox';
  const schema = { tags: ['subscription'], security: [], hide: true };

  app.get('/billing/sandbox/checkout', {
    schema: { ...schema, querystring: TokenQuery },
    handler: async (request, reply) => {
      const open = enabled() ? await openSandboxCheckout(deps, request.query.token) : undefined;
      // A browser opening the link gets the page; any other caller the API's envelope (§5.2).
      if (!open && !/\btext\/html\b/.test(request.headers.accept ?? '')) throw notFound(sandboxExpired);
      reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');
      if (!open) {
        return reply
          .code(404)
          .send(
            page(
              'Pago no disponible',
              '<h1>Este enlace de pago caducó</h1><p>Vuelve a Configuración y elige tu plan de nuevo.</p><p><a href="/configuration#plan">Volver a Configuración</a></p>',
            ),
          );
      }
      const { checkout, email } = open;
      const price = priceFor(deps.config, checkout.currency);
      const amount = price
        ? formatMoney(checkout.interval === 'year' ? price.yearly : price.monthly, price.currency)
        : '';
      const token = escapeHtml(request.query.token);
      return reply.send(
        page(
          'Pago de prueba · Cuentas Claras',
          `<h1>Cuentas Claras Premium</h1>
<p class="note">Pago de prueba (modo sandbox): no se cobra nada ni se pide ninguna tarjeta.</p>
<p class="amount">${escapeHtml(amount)}</p><p>${checkout.interval === 'year' ? 'al año' : 'al mes'}</p>
<dl><dt>Correo</dt><dd>${escapeHtml(email)}</dd><dt>Plan</dt><dd>Premium ${checkout.interval === 'year' ? 'anual' : 'mensual'}</dd></dl>
<form method="post" action="/api/billing/sandbox/checkout/pay"><input type="hidden" name="token" value="${token}"><button class="pay" type="submit">Pagar</button></form>
<form method="post" action="/api/billing/sandbox/checkout/decline"><input type="hidden" name="token" value="${token}"><button class="decline" type="submit">Rechazar pago</button></form>`,
        ),
      );
    },
  });

  app.post('/billing/sandbox/checkout/pay', {
    schema: { ...schema, body: TokenForm },
    handler: async (request, reply) => {
      const sessionId = enabled() ? await paySandboxCheckout(deps, request.body.token) : undefined;
      if (!sessionId) return reply.redirect('/subscription/paid-failed', 303);
      return reply.redirect(`/subscription/paid-success?session_id=${encodeURIComponent(sessionId)}`, 303);
    },
  });

  app.post('/billing/sandbox/checkout/decline', {
    schema: { ...schema, body: TokenForm },
    handler: async (_request, reply) => reply.redirect('/subscription/paid-failed', 303),
  });
}
