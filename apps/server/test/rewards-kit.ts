import { randomUUID } from 'node:crypto';
import type { RewardType } from '@app/contracts/rewards';
import type { Response as InjectResponse } from 'light-my-request';
import { eq } from 'drizzle-orm';
import { inTransaction } from '../src/db/client.ts';
import {
  coupons,
  provinces,
  rewards,
  subscriptionPackages,
  userSubscriptions,
  users,
} from '../src/db/schema/index.ts';
import { transfer } from '../src/modules/ledger/ledger.service.ts';
import { setPin } from '../src/modules/pin/pin.service.ts';
import { createProfileTestApp, type ProfileTestApp } from './profile-kit.ts';
import type { Driver } from './test-db.ts';

export const PIN = '246810';

let counter = 0;
const unique = (label: string) => `${label}-${Date.now().toString(36)}-${(counter += 1)}`;

export interface MemberOptions {
  points?: number;
  pin?: boolean;
  kyc?: boolean;
  address?: boolean;
  wallet?: boolean;
  subscribed?: boolean;
  role?: 'user' | 'admin';
}

export interface Member {
  id: number;
  headers: { authorization: string };
}

export interface RewardsTestApp extends ProfileTestApp {
  /** A user set up as a test needs: KYC, PIN and points by default, address/wallet/subscription on request. */
  member(options?: MemberOptions): Promise<Member>;
  /** Points from issuance, or KUB (in units) as a deposit. */
  credit(userId: number, amount: number | bigint, currency?: 'POINT' | 'KUB'): Promise<void>;
  reward(fields?: Partial<typeof rewards.$inferInsert> & { type?: RewardType }): Promise<number>;
  coupon(fields: Partial<typeof coupons.$inferInsert>): Promise<string>;
  submit(
    member: Member,
    rewardId: number,
    options?: { pin?: string; key?: string | null; lang?: 'en' | 'th' },
  ): Promise<InjectResponse>;
}

export async function createRewardsTestApp(driver: Driver): Promise<RewardsTestApp> {
  const t = await createProfileTestApp(driver);
  const db = t.database.db;
  let packageId: number | null = null;

  const credit = async (userId: number, amount: number | bigint, currency: 'POINT' | 'KUB' = 'POINT') => {
    await inTransaction(db, (tx) =>
      transfer(
        tx,
        t.clock,
        {
          kind: currency === 'KUB' ? 'deposit' : 'test-credit',
          currency,
          amount: BigInt(amount),
          from: { system: currency === 'KUB' ? 'DEPOSITS' : 'ISSUANCE' },
          to: { userId },
          idempotencyKey: unique('credit'),
        },
        { insufficient: 'INSUFFICIENT_BALANCE' },
      ),
    );
  };

  const subscribe = async (userId: number) => {
    if (packageId === null) {
      const [pkg] = await db
        .insert(subscriptionPackages)
        .values({
          slug: unique('pkg'),
          nameEn: 'Test',
          nameTh: 'ทดสอบ',
          price: 100n,
          durationDays: 30,
          hintsPerMonth: 1,
          mainQuizQuota: 1,
        })
        .returning();
      packageId = pkg!.id;
    }
    const now = t.clock.now();
    await db.insert(userSubscriptions).values({
      userId,
      packageId,
      pricePaid: 100n,
      startsAt: now,
      endsAt: new Date(now.getTime() + 30 * 86_400_000),
      quotaTotal: 1,
      hintsPerMonth: 1,
      createdAt: now,
    });
  };

  return {
    ...t,
    credit,
    member: async (options = {}) => {
      const [province] = await db.select({ id: provinces.id }).from(provinces).limit(1);
      const id = await t.createUser({
        role: options.role ?? 'user',
        kycOverride: options.kyc ?? true,
        firstName: 'Somsri',
        surname: 'Tester',
        phone: '0812345678',
        ...(options.address
          ? {
              address: '99/1 Sukhumvit Road',
              district: 'Khlong Toei',
              provinceId: province!.id,
              postcode: '10110',
            }
          : {}),
        ...(options.wallet ? { walletAddress: `0x${'ab'.repeat(20)}` } : {}),
      });
      if (options.pin ?? true) await setPin(db, t.clock, id, PIN);
      if (options.points) await credit(id, options.points);
      if (options.subscribed) await subscribe(id);
      return { id, headers: await t.signIn(id) };
    },
    reward: async (fields = {}) => {
      const [row] = await db
        .insert(rewards)
        .values({
          slug: unique('reward'),
          type: 'point',
          nameEn: 'Test voucher',
          nameTh: 'บัตรกำนัลทดสอบ',
          image: '/rewards/cafe-voucher.svg',
          costPoints: 100,
          stock: 100,
          perUserLimit: 5,
          ...fields,
        })
        .returning({ id: rewards.id });
      return row!.id;
    },
    coupon: async (fields) => {
      const code = unique('C').toUpperCase().replaceAll('-', '');
      await db.insert(coupons).values({
        code,
        maxUses: 100,
        startsAt: new Date('2026-01-01T00:00:00Z'),
        ...fields,
      });
      return code;
    },
    submit: (member, rewardId, options = {}) =>
      t.app.inject({
        method: 'POST',
        url: `/api/client/redeems/${rewardId}/submit`,
        headers: {
          ...member.headers,
          lang: options.lang ?? 'en',
          ...(options.key === null ? {} : { 'idempotency-key': options.key ?? randomUUID() }),
        },
        payload: { pin: options.pin ?? PIN },
      }),
  };
}

/** Sets a user's KYC decision directly (tests only). */
export async function setKyc(t: ProfileTestApp, userId: number, verified: boolean) {
  await t.database.db.update(users).set({ kycOverride: verified }).where(eq(users.id, userId));
}
