import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TestContext } from '../../../test/helpers/test-app.ts';

/*
 * The SMTP listener offers STARTTLS with the certificate it is given (INBOUND_SMTP_TLS_CERT and
 * _KEY): a self-signed pair for «localhost» (test/fixtures/mail-alerts/tls), so the client can
 * check it is ours and not smtp-server's sample certificate.
 */

const tls = (name: string) => fileURLToPath(new URL(`../../../test/fixtures/mail-alerts/tls/${name}`, import.meta.url));
let ctx: TestContext;
let port: number;
const certPem = readFileSync(tls('localhost-cert.pem'), 'utf8');

beforeAll(async () => {
  ctx = await createTestApp({
    INBOUND_SMTP_TLS_CERT: tls('localhost-cert.pem'),
    INBOUND_SMTP_TLS_KEY: tls('localhost-key.pem'),
  });
  port = (await ctx.app.inboundMail.listen(0)).port;
}, 60_000);
afterAll(async () => ctx?.close());

describe('the SMTP listener with a certificate', () => {
  it('offers STARTTLS with that certificate and receives the alert over it', async () => {
    const { token } = await registerUser(ctx);
    const address = (await call(ctx, 'GET', '/api/mail-alerts/address', { token })).data.address as string;
    const secure = nodemailer.createTransport({
      host: '127.0.0.1',
      port,
      secure: false,
      requireTLS: true,
      tls: { ca: [certPem], servername: 'localhost' },
    });
    const info = await secure.sendMail({
      from: 'BBVA <bbva@comunicaciones.bbva.es>',
      to: address,
      subject: 'Pago con tarjeta',
      text: 'Has pagado 9,90 € con tu tarjeta ·4410 en LIBRERIA CERVANTES.',
    });
    expect(info.accepted).toEqual([address]);
    const all = await call(ctx, 'GET', '/api/mail-alerts?view=all', { token });
    expect((all.data.items as unknown as { subject: string }[]).map((item) => item.subject)).toEqual([
      'Pago con tarjeta',
    ]);
    // A client that trusts only other certificates refuses ours: the sample one is not in use either.
    await expect(
      nodemailer
        .createTransport({
          host: '127.0.0.1',
          port,
          requireTLS: true,
          tls: { ca: [readFileSync(tls('other-cert.pem'), 'utf8')], servername: 'localhost' },
        })
        .sendMail({ from: 'a@b.es', to: address, subject: 'x', text: 'x' }),
    ).rejects.toThrow();
  });
});
