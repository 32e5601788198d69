import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { parse } from 'yaml';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { systemClock } from '../lib/clock.ts';
import { hasPin, setPin } from '../modules/pin/pin.service.ts';
import { receiveDeposit } from '../modules/wallet/deposits.service.ts';

const walletFile = z.array(
  z.object({
    email: z.string().min(3),
    pin: z.string().regex(/^\d{6}$/),
    deposit: z.string().optional(),
  }),
);

/**
 * Gives the demo accounts their PIN and starting KUB. The deposit goes through the same path as
 * the exchange's notifications, with a fixed event id, so a second run credits nothing.
 */
export async function seedWallets(db: Db, contentDir: string): Promise<void> {
  const entries = walletFile.parse(
    parse(await readFile(join(contentDir, 'wallet', 'demo-wallets.yaml'), 'utf8')),
  );
  for (const entry of entries) {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, entry.email));
    if (!user) continue;
    if (!(await hasPin(db, user.id))) await setPin(db, systemClock, user.id, entry.pin);
    if (entry.deposit) {
      await receiveDeposit(db, systemClock, {
        eventId: `demo-start:${entry.email}`,
        currency: 'KUB',
        amount: entry.deposit,
        userId: user.id,
        status: 'credited',
      });
    }
  }
}
