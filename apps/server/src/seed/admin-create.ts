import { randomInt } from 'node:crypto';
import { newPasswordField } from '@app/contracts/accounts';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, inTransaction } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { recordAudit } from '../modules/audit/audit.service.ts';
import { hashPassword } from '../modules/accounts/password-hash.ts';
import { DEMO_USERS } from './accounts.ts';

/** Who the audit log names for an act done from the command line, outside any session. */
const OPERATOR = { userId: null, email: null, role: 'operator' } as const;

const ALPHABET = {
  lower: 'abcdefghijkmnopqrstuvwxyz',
  upper: 'ABCDEFGHJKLMNPQRSTUVWXYZ',
  digit: '23456789',
  special: '@$!%*?_#&',
};

/** A random password of 24 characters (about 140 bits) that meets the password rule. */
export function generateStrongPassword(): string {
  const all = Object.values(ALPHABET).join('');
  for (;;) {
    const password = Array.from({ length: 24 }, () => all[randomInt(all.length)]).join('');
    if (newPasswordField.safeParse(password).success) return password;
  }
}

export type AdminCreateResult =
  | { outcome: 'created'; userId: number; email: string }
  | { outcome: 'promoted'; userId: number; email: string; previousRole: string }
  | { outcome: 'already-admin'; userId: number; email: string };

export class AdminCreateRefused extends Error {}

/**
 * Makes an admin: the only way to have one on a database that has none (no seed does outside
 * demo mode). A new account is confirmed and takes `password`; an existing e-mail is refused
 * unless `promote` is set, which gives the account the admin role and leaves its password alone.
 * Each change writes an audit row in the same transaction.
 */
export async function createAdmin(
  db: Db,
  input: { email: string; password: string; promote?: boolean; now?: Date },
): Promise<AdminCreateResult> {
  const parsed = z.email().safeParse(input.email.trim().toLowerCase());
  if (!parsed.success) throw new AdminCreateRefused(`${input.email} is not an e-mail address`);
  const email = parsed.data;
  const now = input.now ?? new Date();
  return inTransaction(db, async (tx) => {
    const [existing] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`)
      .for('update');
    if (existing) {
      if (existing.role === 'admin') return { outcome: 'already-admin', userId: existing.id, email };
      if (!input.promote) {
        throw new AdminCreateRefused(
          `${email} already has an account (role ${existing.role}); add --promote to make it an admin`,
        );
      }
      await tx.update(users).set({ role: 'admin', updatedAt: now }).where(eq(users.id, existing.id));
      await recordAudit(tx, {
        actor: OPERATOR,
        action: 'user.promote-admin',
        targetType: 'user',
        targetId: existing.id,
        before: { role: existing.role },
        after: { role: 'admin' },
        reason: 'admin:create --promote',
        at: now,
      });
      return { outcome: 'promoted', userId: existing.id, email, previousRole: existing.role };
    }
    const rule = newPasswordField.safeParse(input.password);
    if (!rule.success) {
      throw new AdminCreateRefused(
        'the password needs 8 to 128 characters with a lowercase and an uppercase letter, a digit and one of @$!%*?_#&',
      );
    }
    if (DEMO_USERS.some((demo) => demo.password === input.password)) {
      throw new AdminCreateRefused('that password is published in the README; choose another');
    }
    const [created] = await tx
      .insert(users)
      .values({
        email,
        passwordHash: await hashPassword(input.password),
        emailVerifiedAt: now,
        termsAcceptedAt: now,
        role: 'admin',
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: users.id });
    await recordAudit(tx, {
      actor: OPERATOR,
      action: 'user.create-admin',
      targetType: 'user',
      targetId: created!.id,
      after: { email, role: 'admin' },
      reason: 'admin:create',
      at: now,
    });
    return { outcome: 'created', userId: created!.id, email };
  });
}
