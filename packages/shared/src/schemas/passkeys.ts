import { z } from 'zod';
import { plainText } from './common.ts';

/*
 * Passkeys (WebAuthn), decision 046: registered in the profile's security section, used to sign
 * in without a password. The browser's answers travel as the JSON @simplewebauthn/browser makes;
 * their inner shape is checked by the server's verification, not here.
 */

export const PasskeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  last_used_at: z.iso.datetime({ offset: true }).nullable(),
});
export type Passkey = z.infer<typeof PasskeySchema>;
export const PasskeyListResponse = z.object({ items: z.array(PasskeySchema) });

/** What the browser needs to create or use a passkey, and the id of the challenge it answers. */
export const PasskeyOptionsResponse = z.object({
  challenge_id: z.uuid(),
  options: z.record(z.string(), z.unknown()),
});

// The rest (response, clientExtensionResults…) passes through to the server's verification.
const credentialJson = z
  .object({
    id: z.string().min(1).max(1024),
    rawId: z.string().min(1).max(1024),
    type: z.literal('public-key'),
  })
  .loose();

export const RegisterPasskeySchema = z.object({
  challenge_id: z.uuid(),
  name: plainText(60).trim().min(1).default('Llave de acceso'),
  credential: credentialJson,
});
export type RegisterPasskeyInput = z.input<typeof RegisterPasskeySchema>;

export const PasskeyLoginSchema = z.object({
  challenge_id: z.uuid(),
  credential: credentialJson,
});
export type PasskeyLoginInput = z.input<typeof PasskeyLoginSchema>;

export const PasskeyIdParams = z.object({ id: z.uuid() });
