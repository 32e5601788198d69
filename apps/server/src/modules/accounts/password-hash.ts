import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id minimum: 19 MiB of memory, two passes, one lane. */
// 2 is Algorithm.Argon2id (a const enum, which this build cannot import).
const ARGON2_OPTIONS = { algorithm: 2 as const, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown e-mail, or an account that only
 * signs in with the exchange) a dummy hash is checked instead, so the answer takes as long
 * either way and its timing does not tell whether the e-mail is registered.
 */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('dummy password that never matches: K9#x');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
