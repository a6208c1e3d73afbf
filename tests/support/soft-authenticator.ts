// A passkey authenticator in software for API tests: makes a P-256 key, answers registration with
// a 'none' attestation and sign-in with a signed assertion, as a phone or security key would, and
// can leave out user verification (the PIN or fingerprint check) to test that the server asks it.
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { encodeCBOR, type CBORType } from '@levischuck/tiny-cbor';

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest();

function uint32(value: number): Buffer {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(value);
  return buffer;
}

export interface SoftAuthenticator {
  credentialId: string;
  /** The answer to /passkey/generate-register-options, for /passkey/verify-registration. */
  register(options: { challenge: string; user: { id: string } }): Record<string, unknown>;
  /** The answer to /passkey/generate-authenticate-options, for /passkey/verify-authentication. */
  signIn(
    options: { challenge: string },
    check?: { userVerified: boolean },
  ): Record<string, unknown>;
}

export function createSoftAuthenticator({ origin }: { origin: string }): SoftAuthenticator {
  const rpIdHash = sha256(Buffer.from(new URL(origin).hostname));
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  let userHandle = '';
  let signCount = 0;

  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    credentialId: b64url(credentialId),
    register(options) {
      userHandle = options.user.id;
      // COSE EC2 key: kty 2, alg -7 (ES256), crv 1 (P-256), x, y.
      const coseKey = encodeCBOR(
        new Map<number, CBORType>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, Buffer.from(jwk.x!, 'base64url')],
          [-3, Buffer.from(jwk.y!, 'base64url')],
        ]),
      );
      const length = Buffer.alloc(2);
      length.writeUInt16BE(credentialId.length);
      const authData = Buffer.concat([
        rpIdHash,
        Buffer.from([FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED_DATA]),
        uint32(signCount),
        Buffer.alloc(16), // AAGUID: none given
        length,
        credentialId,
        coseKey,
      ]);
      const attestationObject = encodeCBOR(
        new Map<string, CBORType>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, CBORType>()],
          ['authData', authData],
        ]),
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
    signIn(options, check = { userVerified: true }) {
      signCount += 1;
      const flags = FLAG_USER_PRESENT | (check.userVerified ? FLAG_USER_VERIFIED : 0);
      const authData = Buffer.concat([rpIdHash, Buffer.from([flags]), uint32(signCount)]);
      const data = clientData('webauthn.get', options.challenge);
      const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), privateKey);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(data),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          userHandle,
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
  };
}
