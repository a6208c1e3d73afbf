// An authenticator app for tests: the six-digit code RFC 6238 gives for an otpauth:// address's
// secret, written apart from Better Auth's own so a test checks the codes a real app would show.
import { createHmac } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Decode(text: string): Buffer {
  let bits = '';
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error(`Not base32: ${char}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** The secret of an otpauth://totp/ address, as the setup screen shows it (base32). */
export function secretOf(otpauthUri: string): string {
  const secret = new URL(otpauthUri).searchParams.get('secret');
  if (!secret) throw new Error(`No secret in ${otpauthUri}`);
  return secret;
}

/** The code an authenticator app shows for a base32 secret at `at` (30-second steps, SHA-1). */
export function totpCode(base32Secret: string, at: number): string {
  return codeOfStep(base32Secret, Math.floor(at / 30_000));
}

/** The last 30-second step whose code was handed out, by secret. */
const lastStepGiven = new Map<string, number>();

/**
 * A code the server has not taken yet, as a person would type it: the server takes each code once,
 * so a second code within one step is the next step's (its window of a step either way accepts
 * it), and a third waits for the clock as the person would wait for the app's next code.
 */
export async function nextTotpCode(base32Secret: string): Promise<string> {
  const step = Math.max(
    Math.floor(Date.now() / 30_000),
    (lastStepGiven.get(base32Secret) ?? -Infinity) + 1,
  );
  const acceptedFrom = (step - 1) * 30_000;
  if (Date.now() < acceptedFrom) {
    await new Promise((resolve) => setTimeout(resolve, acceptedFrom - Date.now() + 100));
  }
  lastStepGiven.set(base32Secret, step);
  return codeOfStep(base32Secret, step);
}

function codeOfStep(base32Secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = createHmac('sha1', base32Decode(base32Secret)).update(counter).digest();
  const offset = digest[digest.length - 1]! & 0xf;
  const value = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 1_000_000).padStart(6, '0');
}
