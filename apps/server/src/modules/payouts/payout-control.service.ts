import { formatKubUnits } from '@app/contracts/money';
import { and, eq, isNull } from 'drizzle-orm';
import { formatEther } from 'viem';
import type { Db } from '../../db/client.ts';
import { payoutControl as controlTable, users } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { enqueueMail } from '../mail/mail-outbox.ts';

export type PayoutControlRow = typeof controlTable.$inferSelect;
const MAIN = 'main';

/** The one control row, created on first use. */
export async function payoutControl(db: Db, clock: Clock): Promise<PayoutControlRow> {
  const [row] = await db.select().from(controlTable).where(eq(controlTable.id, MAIN));
  if (row) return row;
  await db.insert(controlTable).values({ id: MAIN, updatedAt: clock.now() }).onConflictDoNothing();
  const [created] = await db.select().from(controlTable).where(eq(controlTable.id, MAIN));
  return created!;
}

/**
 * The hot wallet ran low: payouts wait, the payout page shows a notice, and every admin gets one
 * mail per episode. The episode starts with the update that finds no episode open (so parallel
 * workers mail once) and ends when a payout can be paid again (`clearLowFunds`).
 */
export async function reportLowFunds(
  db: Db,
  clock: Clock,
  reason: string,
  balances: { token: bigint; gas: bigint },
): Promise<void> {
  await payoutControl(db, clock);
  const now = clock.now();
  const [opened] = await db
    .update(controlTable)
    .set({ lowFundsSince: now, lowFundsReason: reason, updatedAt: now })
    .where(and(eq(controlTable.id, MAIN), isNull(controlTable.lowFundsSince)))
    .returning({ id: controlTable.id });
  if (!opened) return;
  const admins = await db
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.role, 'admin'));
  const kkub = formatKubUnits(balances.token / 10n ** 10n);
  const gas = formatEther(balances.gas);
  for (const admin of admins) {
    const th = admin.locale === 'th';
    const subject = th ? 'กระเป๋าร้อนสำหรับโอน KKUB เหลือน้อย' : 'The KKUB hot wallet is running low';
    const text = th
      ? `การโอน KKUB ออกกำลังรอ: ${reason}\nคงเหลือ ${kkub} KKUB และ ${gas} สำหรับค่าแก๊ส\nกรุณาเติมกระเป๋าร้อน แล้วดูคิวที่หน้าการโอนออกในระบบหลังบ้าน`
      : `KKUB payouts are waiting: ${reason}.\nThe hot wallet holds ${kkub} KKUB and ${gas} for gas.\nTop it up, then check the queue on the back office's Payouts page.`;
    await enqueueMail(db, now, {
      kind: 'payout-low-funds',
      to: admin.email,
      locale: th ? 'th' : 'en',
      subject,
      text,
      html: `<p>${text.replace(/&/g, '&amp;').replace(/</g, '&lt;').split('\n').join('</p><p>')}</p>`,
    });
  }
}

export async function clearLowFunds(db: Db, clock: Clock): Promise<void> {
  await db
    .update(controlTable)
    .set({ lowFundsSince: null, lowFundsReason: null, updatedAt: clock.now() })
    .where(eq(controlTable.id, MAIN));
}
