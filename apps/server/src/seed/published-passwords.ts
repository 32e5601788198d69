import { inArray, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { verifyPassword } from '../modules/accounts/password-hash.ts';
import { DEMO_USERS } from './accounts.ts';

/** Every password the README publishes (the demo accounts'). */
const PUBLISHED_PASSWORDS = [...new Set(DEMO_USERS.map((user) => user.password))];

/**
 * The accounts that sign in with a password anyone can read in the README: the demo accounts and
 * every admin or editor, each tried against each published password. Users who registered
 * themselves are not tried (a site may have a million; their rights are their own).
 */
export async function accountsWithPublishedPasswords(db: Db): Promise<string[]> {
  const candidates = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(
      or(
        inArray(users.role, ['admin', 'editor']),
        inArray(
          users.email,
          DEMO_USERS.map((user) => user.email),
        ),
      ),
    );
  const exposed: string[] = [];
  for (const account of candidates) {
    if (!account.passwordHash) continue;
    for (const password of PUBLISHED_PASSWORDS) {
      if (await verifyPassword(account.passwordHash, password)) {
        exposed.push(account.email);
        break;
      }
    }
  }
  return exposed.sort();
}

/**
 * A site outside demo mode does not start while such an account exists: whoever read the README
 * could sign in as it, and as an admin enrol their own second factor first.
 */
export async function refusePublishedPasswords(db: Db): Promise<void> {
  const exposed = await accountsWithPublishedPasswords(db);
  if (exposed.length === 0) return;
  throw new Error(
    `Refusing to start: ${exposed.length === 1 ? 'this account signs' : 'these accounts sign'} in with a ` +
      `password published in the README: ${exposed.join(', ')}. Change ${exposed.length === 1 ? 'its' : 'their'} ` +
      'password or remove the account (as an admin in the back office, or in the database), make your own ' +
      'admin with `npm run admin:create -- --email you@example.com`, then start again. Test sites on ' +
      'this machine or a private network may set DEMO_CONTENT=true instead.',
  );
}
