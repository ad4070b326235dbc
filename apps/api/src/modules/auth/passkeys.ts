import type {
  AuthenticationResponseJSON,
  AuthenticatorTransport,
  RegistrationResponseJSON,
  VerifiedAuthenticationResponse,
} from '@simplewebauthn/server';
import type { PasskeyLoginInput, RegisterPasskeyInput, Passkey } from '@cuentas/shared/schemas/passkeys';
import { and, eq, lt, sql } from 'drizzle-orm';
import { passkeyChallenges, passkeys, users } from '../../db/schema/index.ts';
import { createSession, type SessionInfo } from '../../lib/auth.ts';
import type { ClientInfo } from '../../lib/client-info.ts';
import type { Deps } from '../../lib/deps.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { uuidv7 } from '../../lib/ids.ts';

/**
 * The WebAuthn library and the certificate and ASN.1 code under it load with the first passkey
 * request, not at start (~60–90 ms of every start, decision 058): a first page never needs them.
 */
const webauthn = () => import('@simplewebauthn/server');

export const passkeyMessages = {
  challengeExpired: 'La solicitud caducó. Vuelve a intentarlo.',
  notVerified: 'No pudimos comprobar la llave de acceso. Vuelve a intentarlo.',
  unknown: 'Esta llave de acceso no está registrada en Cuentas Claras',
  replayed: 'Esta llave de acceso parece copiada: no la aceptamos. Entra con tu contraseña.',
  notFound: 'No encontramos esa llave de acceso',
  removed: 'Llave de acceso eliminada',
};

const CHALLENGE_MS = 5 * 60_000;
const RP_NAME = 'Cuentas Claras';

/**
 * The relying party is the configured public URL: its host is the RP id and its origin the one
 * answers must come from. A local run on 127.0.0.1 (an IP cannot be an RP id) uses `localhost`,
 * the same machine, which browsers treat as secure too.
 */
export function relyingParty(appUrl: string): { rpID: string; origins: string[] } {
  const url = new URL(appUrl);
  if (url.hostname === '127.0.0.1' || url.hostname === 'localhost') {
    const port = url.port ? `:${url.port}` : '';
    return { rpID: 'localhost', origins: [`${url.protocol}//localhost${port}`] };
  }
  return { rpID: url.hostname, origins: [url.origin] };
}

const toPasskey = (row: typeof passkeys.$inferSelect): Passkey => ({
  id: row.id,
  name: row.name,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
});

export async function listPasskeys(deps: Deps, session: SessionInfo): Promise<{ items: Passkey[] }> {
  const rows = await deps.db.select().from(passkeys).where(eq(passkeys.userId, session.userId));
  return { items: rows.map(toPasskey) };
}

async function keepChallenge(deps: Deps, kind: 'register' | 'login', challenge: string, userId: string | null) {
  const now = deps.now();
  // Stale challenges go as new ones come: they are never read after their five minutes.
  await deps.db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, now));
  const id = uuidv7();
  await deps.db
    .insert(passkeyChallenges)
    .values({ id, userId, kind, challenge, expiresAt: new Date(now.getTime() + CHALLENGE_MS) });
  return id;
}

/** Takes the challenge once: a second answer to it finds nothing (decision 033). */
async function takeChallenge(deps: Deps, id: string, kind: 'register' | 'login', userId: string | null) {
  const [row] = await deps.db
    .delete(passkeyChallenges)
    .where(
      and(
        eq(passkeyChallenges.id, id),
        eq(passkeyChallenges.kind, kind),
        userId ? eq(passkeyChallenges.userId, userId) : sql`true`,
        sql`${passkeyChallenges.expiresAt} > ${deps.now().toISOString()}::timestamptz`,
      ),
    )
    .returning();
  if (!row) throw badRequest(passkeyMessages.challengeExpired);
  return row;
}

export async function registrationOptions(deps: Deps, session: SessionInfo) {
  const person = session.userId;
  const [user] = await deps.db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, person));
  const existing = await deps.db.select().from(passkeys).where(eq(passkeys.userId, person));
  const { rpID } = relyingParty(deps.config.appUrl);
  const { generateRegistrationOptions } = await webauthn();
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID,
    userName: user!.email,
    userDisplayName: user!.name,
    attestationType: 'none',
    // A discoverable credential lets the sign-in start without the e-mail.
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    excludeCredentials: existing.map((row) => ({
      id: row.credentialId,
      transports: row.transports as AuthenticatorTransport[],
    })),
  });
  const challengeId = await keepChallenge(deps, 'register', options.challenge, person);
  return { challenge_id: challengeId, options: { ...options } };
}

export async function registerPasskey(deps: Deps, session: SessionInfo, input: RegisterPasskeyInput) {
  const person = session.userId;
  const challenge = await takeChallenge(deps, input.challenge_id, 'register', person);
  const { rpID, origins } = relyingParty(deps.config.appUrl);
  const { verifyRegistrationResponse } = await webauthn();
  const verification = await verifyRegistrationResponse({
    response: input.credential as unknown as RegistrationResponseJSON,
    expectedChallenge: challenge.challenge,
    expectedOrigin: origins,
    expectedRPID: rpID,
    requireUserVerification: true,
  }).catch(() => ({ verified: false as const }));
  if (!verification.verified) throw badRequest(passkeyMessages.notVerified);
  const { credential } = verification.registrationInfo;
  const [row] = await deps.db
    .insert(passkeys)
    .values({
      id: uuidv7(),
      userId: person,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? [],
      name: input.name ?? 'Llave de acceso',
      createdAt: deps.now(),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw badRequest(passkeyMessages.notVerified);
  return toPasskey(row);
}

export async function removePasskey(deps: Deps, session: SessionInfo, id: string) {
  const deleted = await deps.db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, session.userId)))
    .returning({ id: passkeys.id });
  if (deleted.length === 0) throw notFound(passkeyMessages.notFound);
  return { message: passkeyMessages.removed };
}

/** Username-less: no list of credentials, the browser offers the passkeys it holds for us. */
export async function loginOptions(deps: Deps) {
  const { rpID } = relyingParty(deps.config.appUrl);
  const { generateAuthenticationOptions } = await webauthn();
  const options = await generateAuthenticationOptions({ rpID, userVerification: 'required' });
  const challengeId = await keepChallenge(deps, 'login', options.challenge, null);
  return { challenge_id: challengeId, options: { ...options } };
}

/**
 * A passkey with user verification is a whole sign-in: something held (the device) and something
 * known or been (its PIN or biometrics), so it needs neither the password nor the TOTP step
 * (decision 046). The counter must grow when the authenticator keeps one; a counter that does not
 * is a cloned key, refused. It is written with a compare-and-set so two uses of one answer fail.
 */
export async function loginWithPasskey(deps: Deps, input: PasskeyLoginInput, client?: ClientInfo) {
  const challenge = await takeChallenge(deps, input.challenge_id, 'login', null);
  const [stored] = await deps.db.select().from(passkeys).where(eq(passkeys.credentialId, input.credential.id));
  if (!stored) throw badRequest(passkeyMessages.unknown);
  const { rpID, origins } = relyingParty(deps.config.appUrl);
  const { verifyAuthenticationResponse } = await webauthn();
  let verification: VerifiedAuthenticationResponse;
  try {
    verification = await verifyAuthenticationResponse({
      response: input.credential as unknown as AuthenticationResponseJSON,
      expectedChallenge: challenge.challenge,
      expectedOrigin: origins,
      expectedRPID: rpID,
      requireUserVerification: true,
      credential: {
        id: stored.credentialId,
        publicKey: new Uint8Array(Buffer.from(stored.publicKey, 'base64url')),
        counter: stored.counter,
        transports: stored.transports as AuthenticatorTransport[],
      },
    });
  } catch (err) {
    // The library refuses a counter that did not grow with this message.
    if (err instanceof Error && /counter/i.test(err.message)) throw badRequest(passkeyMessages.replayed);
    throw badRequest(passkeyMessages.notVerified);
  }
  if (!verification.verified) throw badRequest(passkeyMessages.notVerified);
  const { newCounter } = verification.authenticationInfo;
  const [used] = await deps.db
    .update(passkeys)
    .set({ counter: newCounter, lastUsedAt: deps.now() })
    .where(
      and(
        eq(passkeys.id, stored.id),
        // Authenticators without a counter always send 0; with one, it must move past the stored one.
        newCounter === 0 ? eq(passkeys.counter, 0) : lt(passkeys.counter, newCounter),
      ),
    )
    .returning({ userId: passkeys.userId });
  if (!used) throw badRequest(passkeyMessages.replayed);
  return { auth_token: await createSession(deps, used.userId, client) };
}
