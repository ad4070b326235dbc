import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import type { SMTPServerDataStream } from 'smtp-server';
import type { Deps } from '../../lib/deps.ts';
import { tokenOf, userOfToken } from './address.ts';
import { readMessage } from './message.ts';
import { storeMessage, usersOf } from './receive.ts';

export type InboundSmtp = { port: number; close: () => Promise<void> };

/** The listener's certificate and key, read once when it starts; a file that cannot be read stops the start. */
async function certificate(deps: Deps): Promise<{ cert: Buffer; key: Buffer } | undefined> {
  const { INBOUND_SMTP_TLS_CERT: certFile, INBOUND_SMTP_TLS_KEY: keyFile } = deps.config;
  if (!certFile || !keyFile) return undefined;
  const [cert, key] = await Promise.all([readFile(certFile), readFile(keyFile)]);
  return { cert, key };
}

/** An SMTP error with its reply code, as smtp-server sends it to the client. */
const smtpError = (code: number, message: string) => Object.assign(new Error(message), { responseCode: code });

/**
 * The SMTP listener for forwarded alerts (decision 035): the MX of INBOUND_MAIL_DOMAIN points here.
 * It is a final destination, never a relay: a recipient that is not a capture address of a user is
 * refused at RCPT TO with 550, a message over INBOUND_MAIL_MAX_BYTES with 552 (announced in EHLO's
 * SIZE too). No AUTH. STARTTLS is offered when INBOUND_SMTP_TLS_CERT and _KEY name a certificate
 * and its key (the banks' and mail providers' servers upgrade when offered, and deliver in clear
 * when not). The message is read and stored, then answered 250; its reading runs on the job queue.
 */
export async function listenInboundSmtp(deps: Deps, port: number, host: string): Promise<InboundSmtp> {
  const maxBytes = deps.config.INBOUND_MAIL_MAX_BYTES;
  // Loaded only by a server that listens for mail, when it starts listening (decision 045).
  const { SMTPServer } = await import('smtp-server');
  const tls = await certificate(deps);
  const server = new SMTPServer({
    ...tls,
    name: new URL(deps.config.appUrl).hostname,
    banner: 'Cuentas Claras: alertas de tu banco',
    authOptional: true,
    // Without a certificate of ours, smtp-server would offer STARTTLS with its own sample one.
    disabledCommands: tls ? ['AUTH'] : ['AUTH', 'STARTTLS'],
    size: maxBytes,
    maxClients: 50,
    socketTimeout: 60_000,
    logger: false,
    onRcptTo(address, _session, callback) {
      const token = tokenOf(address.address, deps.config);
      if (!token) return callback(smtpError(550, '5.1.1 Destinatario desconocido: no se reenvía correo'));
      userOfToken(deps.db, token)
        .then((userId) => (userId ? callback() : callback(smtpError(550, '5.1.1 Destinatario desconocido'))))
        .catch(() => callback(smtpError(451, '4.3.0 Error temporal, inténtalo más tarde')));
    },
    onData(stream: SMTPServerDataStream, session, callback) {
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= maxBytes) chunks.push(chunk);
      });
      stream.on('end', () => {
        if (stream.sizeExceeded || size > maxBytes)
          return callback(smtpError(552, '5.3.4 El mensaje es demasiado grande'));
        // This message's accepted recipients (the envelope starts anew with each MAIL FROM).
        const recipients = session.envelope.rcptTo.map((address) => address.address);
        Promise.all([readMessage(Buffer.concat(chunks)), usersOf(deps, recipients)])
          .then(([message, users]) => storeMessage(deps, message, users, 'smtp'))
          .then(() => callback(null, 'Recibido'))
          .catch((err: unknown) => {
            deps.logger.error({ err }, 'inbound mail could not be stored');
            callback(smtpError(451, '4.3.0 Error temporal, inténtalo más tarde'));
          });
      });
    },
  });
  server.on('error', (err) => deps.logger.error({ err }, 'inbound SMTP error'));
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
