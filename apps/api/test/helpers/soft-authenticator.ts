import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/*
 * A software WebAuthn authenticator for the API tests (decision 046): an ES256 key made with
 * node:crypto, «none» attestation, and the CBOR and byte layouts of the WebAuthn spec, so the
 * server's real verification (@simplewebauthn/server) checks what a browser would send.
 */

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  const out = Buffer.alloc(3);
  out[0] = (major << 5) | 25;
  out.writeUInt16BE(length, 1);
  return out;
}

/** The CBOR this needs: small integers, text, bytes and maps. */
export function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  const parts = [head(5, value.size)];
  for (const [key, item] of value) parts.push(cbor(key), cbor(item));
  return Buffer.concat(parts);
}

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest();
const counterBytes = (count: number) => {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(count);
  return out;
};

// Flags: user present (0x01), user verified (0x04), attested credential data (0x40).
const PRESENT_VERIFIED = 0x05;

export type SoftAuthenticator = {
  credentialId: string;
  /** The signature counter it will report next; set it back to imitate a cloned key. */
  counter: number;
  register: (options: { challenge: string }, origin: string) => Record<string, unknown>;
  assert: (options: { challenge: string }, origin: string) => Record<string, unknown>;
};

export function softAuthenticator(rpId: string, start = { counter: 0 }): SoftAuthenticator {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = (publicKey as KeyObject).export({ format: 'jwk' });
  const rawId = randomBytes(32);
  const cose = cbor(
    new Map<Cbor, Cbor>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]),
  );
  const clientData = (type: string, challenge: string, origin: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  const self: SoftAuthenticator = {
    credentialId: b64url(rawId),
    counter: start.counter,
    register: ({ challenge }, origin) => {
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(rawId.length);
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([PRESENT_VERIFIED | 0x40]),
        counterBytes(self.counter),
        Buffer.alloc(16), // AAGUID: none
        idLength,
        rawId,
        cose,
      ]);
      const attestation = cbor(
        new Map<Cbor, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]),
      );
      return {
        id: self.credentialId,
        rawId: self.credentialId,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', challenge, origin)),
          attestationObject: b64url(attestation),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    assert: ({ challenge }, origin) => {
      const authData = Buffer.concat([sha256(rpId), Buffer.from([PRESENT_VERIFIED]), counterBytes(self.counter)]);
      const data = clientData('webauthn.get', challenge, origin);
      const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), privateKey);
      return {
        id: self.credentialId,
        rawId: self.credentialId,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(data),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
        },
        clientExtensionResults: {},
      };
    },
  };
  return self;
}
