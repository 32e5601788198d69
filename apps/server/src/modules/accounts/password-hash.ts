import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id minimum: 19 MiB of memory, two passes, one lane. */
// 2 is Algorithm.Argon2id (a const enum, which this build cannot import).
const ARGON2_OPTIONS = { algorithm: 2 as const, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/**
 * Each hash keeps a core busy for tens of milliseconds on libuv's thread pool (4 threads unless
 * UV_THREADPOOL_SIZE says otherwise), which file reads share. Unbounded, a flood of sign-ins takes
 * every core and pool thread, and the event loop (and PGlite, which runs on it) starves: every
 * page and /healthz then waits seconds. One core and one pool thread stay free for the rest.
 */
const MAX_PARALLEL_HASHES = Math.max(
  1,
  Math.min(availableParallelism() - 1, (Number(process.env.UV_THREADPOOL_SIZE) || 4) - 1),
);
let running = 0;
const waiting: (() => void)[] = [];

async function limited<T>(task: () => Promise<T>): Promise<T> {
  if (running < MAX_PARALLEL_HASHES) running += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await task();
  } finally {
    // The slot passes straight to the next waiter, so `running` only drops when nobody waits.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

export function hashPassword(password: string): Promise<string> {
  return limited(() => hash(password, ARGON2_OPTIONS));
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
    const dummy = await dummyHash;
    await limited(() => verify(dummy, password)).catch(() => false);
    return false;
  }
  try {
    return await limited(() => verify(storedHash, password));
  } catch {
    return false;
  }
}
