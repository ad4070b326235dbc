import { createPrivateKey, type KeyObject } from 'node:crypto';

/**
 * Enable Banking authenticates every call by a JWT the application signs with its own RSA key
 * (decision 034): header `kid` = the application id, `iss` enablebanking.com, `aud`
 * api.enablebanking.com. Enable Banking refuses tokens living longer than a day; ours live an hour.
 */
export const JWT_ISSUER = 'enablebanking.com';
export const JWT_AUDIENCE = 'api.enablebanking.com';
export const JWT_LIFETIME_SECONDS = 3600;

/** Reads a PEM private key (PKCS#8 or PKCS#1); the text is dropped and only the key object kept. */
export function readPrivateKey(pem: string): KeyObject {
  return createPrivateKey({ key: pem, format: 'pem' });
}

export async function signRequestToken(applicationId: string, key: KeyObject, now: Date): Promise<string> {
  // jose loads with the first call to a bank, not at start (decision 045).
  const { SignJWT } = await import('jose');
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: applicationId })
    .setIssuer(JWT_ISSUER)
    .setAudience(JWT_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + JWT_LIFETIME_SECONDS)
    .sign(key);
}
