import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { sessions, users } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { activeTermExists } from '../../policies/active-term.ts';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_COOKIE = 'session';

/** Who is making a request, as every rule downstream needs to know it. */
export interface SessionUser {
  id: number;
  email: string;
  role: 'user' | 'editor' | 'admin';
  isSubscriber: boolean;
  blocked: boolean;
  sessionId: number;
  /**
   * The rest of the user's row a page shows, read with the session in the same statement, so a
   * page's calls (the header's signed-in user, the dashboard's checklist) do not read it again.
   */
  account: SessionAccount;
}

export interface SessionAccount {
  firstName: string | null;
  surname: string | null;
  locale: string;
  emailVerifiedAt: Date | null;
  kycOverride: boolean | null;
  walletProvenAt: Date | null;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Opens a session: a random 256-bit token, of which only the hash is stored. */
export async function createSession(
  db: Db,
  clock: Clock,
  userId: number,
  userAgent?: string,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(clock.now().getTime() + SESSION_TTL_MS);
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt,
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  return { token, expiresAt };
}

// Every signed-in request runs this one.
const sessionQuery = preparedPerDatabase((db) =>
  db
    .select({
      sessionId: sessions.id,
      id: users.id,
      email: users.email,
      role: users.role,
      isSubscriber: activeTermExists(sql`${users.id}`, sql.placeholder('now')),
      blockedAt: users.blockedAt,
      firstName: users.firstName,
      surname: users.surname,
      locale: users.locale,
      emailVerifiedAt: users.emailVerifiedAt,
      kycOverride: users.kycOverride,
      walletProvenAt: users.walletProvenAt,
      revokedAt: sessions.revokedAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_by_token'),
);

/**
 * The user behind a token, or null when it is unknown, revoked or expired. A blocked user's token
 * still names its user (with `blocked` set), even though the block revoked it: the holder is told
 * 'Your account is restricted by an admin. Please contact support', not asked to log in again.
 */
export async function resolveSession(db: Db, clock: Clock, token: string): Promise<SessionUser | null> {
  const [row] = await sessionQuery(db).execute({
    tokenHash: hashToken(token),
    now: clock.now().toISOString(),
  });
  if (!row) return null;
  const usable = row.revokedAt === null && row.expiresAt > clock.now();
  if (!usable && row.blockedAt === null) return null;
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    isSubscriber: row.isSubscriber === true,
    blocked: row.blockedAt !== null,
    sessionId: row.sessionId,
    account: {
      firstName: row.firstName,
      surname: row.surname,
      locale: row.locale,
      emailVerifiedAt: row.emailVerifiedAt,
      kycOverride: row.kycOverride,
      walletProvenAt: row.walletProvenAt,
    },
  };
}

export async function revokeSession(db: Db, clock: Clock, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: clock.now() }).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user at once (logout everywhere, admin block). */
export async function revokeUserSessions(db: Db, clock: Clock, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: clock.now() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
