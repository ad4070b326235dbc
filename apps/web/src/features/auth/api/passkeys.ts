import * as passkeysApi from '@cuentas/shared/contract/passkeys';
import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  WebAuthnError,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { setAuthToken } from '../../../lib/auth-token.ts';
import { toastError } from '../../../lib/toasts.ts';
import { securityKeys } from './security.ts';

/** Passkeys (decision 046), read by the security section only. */
const passkeyKeys = { list: [...securityKeys.all, 'passkeys'] as const };

export const supportsPasskeys = () => browserSupportsWebAuthn();

/** The browser's own refusal (the person cancelled, or the key is already here), in Spanish. */
function browserMessage(error: unknown): string | null {
  if (!(error instanceof WebAuthnError) && !(error instanceof DOMException)) return null;
  const name = error instanceof WebAuthnError ? error.code : error.name;
  if (name === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError')
    return 'Este dispositivo ya tiene una llave de acceso para tu cuenta';
  return 'Se canceló o no se pudo usar la llave de acceso';
}

/** Runs the browser's step; its refusal is toasted here and answers undefined. */
async function inBrowser<T>(step: () => Promise<T>): Promise<T | undefined> {
  try {
    return await step();
  } catch (error) {
    const message = browserMessage(error);
    if (!message) throw error;
    toastError(message);
    return undefined;
  }
}

export function usePasskeys() {
  return useQuery({ queryKey: passkeyKeys.list, queryFn: () => request(passkeysApi.list) });
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const { challenge_id, options } = await request(passkeysApi.registrationOptions);
      const credential = await inBrowser(() =>
        startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON }),
      );
      if (!credential) return null;
      // Spread into plain objects: the contract checks the outer shape, the server the rest.
      const body = { challenge_id, name, credential: { ...credential } };
      return request(passkeysApi.register, { body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeyKeys.list }),
  });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request(passkeysApi.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeyKeys.list }),
  });
}

/** Username-less: the browser offers the passkeys it holds for this site. Stores the token. */
export function usePasskeyLogin() {
  return useMutation({
    mutationFn: async () => {
      const { challenge_id, options } = await request(passkeysApi.loginOptions);
      const credential = await inBrowser(() =>
        startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON }),
      );
      if (!credential) return null;
      const body = { challenge_id, credential: { ...credential } };
      const { auth_token } = await request(passkeysApi.login, { body });
      setAuthToken(auth_token);
      return auth_token;
    },
  });
}
