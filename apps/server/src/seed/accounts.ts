import { inArray } from 'drizzle-orm';
import { hashPassword } from '../modules/accounts/password-hash.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';

/** Demo accounts, documented in the README; their passwords meet the password rule. */
export const DEMO_USERS = [
  {
    email: 'reader@kub-academy.local',
    password: 'Reader#2026',
    role: 'user',
    subscriber: false,
    firstName: 'Somchai',
    surname: 'Jaidee',
    locale: 'th',
  },
  {
    email: 'subscriber@kub-academy.local',
    password: 'Subscriber#2026',
    role: 'user',
    subscriber: true,
    firstName: 'Malee',
    surname: 'Srisuk',
    locale: 'en',
  },
  {
    email: 'admin@kub-academy.local',
    password: 'Admin#2026',
    role: 'admin',
    subscriber: false,
    firstName: 'Anan',
    surname: 'Admin',
    locale: 'en',
  },
  {
    // Writes and publishes content in the back office; cannot see users or money.
    email: 'editor@kub-academy.local',
    password: 'Admin#2026',
    role: 'editor',
    subscriber: false,
    firstName: 'Ploy',
    surname: 'Editor',
    locale: 'th',
  },
] as const;

/** Adds the demo accounts that are missing; an existing account (and its password) is left alone. */
export async function seedAccounts(db: Db): Promise<void> {
  const present = new Set(
    (
      await db
        .select({ email: users.email })
        .from(users)
        .where(
          inArray(
            users.email,
            DEMO_USERS.map((u) => u.email),
          ),
        )
    ).map((row) => row.email),
  );
  for (const demo of DEMO_USERS) {
    if (present.has(demo.email)) continue;
    await db
      .insert(users)
      .values({
        email: demo.email,
        passwordHash: await hashPassword(demo.password),
        emailVerifiedAt: new Date('2026-01-01T00:00:00Z'),
        termsAcceptedAt: new Date('2026-01-01T00:00:00Z'),
        role: demo.role,
        firstName: demo.firstName,
        surname: demo.surname,
        locale: demo.locale,
      })
      .onConflictDoNothing();
  }
}
