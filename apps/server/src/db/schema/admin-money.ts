import { customType, index, integer, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { rewards } from './rewards.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Reward pictures uploaded in the back office, re-encoded as WebP. A new upload adds a row and
 * points the reward at it; old rows stay, so a page cached with the old address still shows it.
 */
export const rewardImages = pgTable(
  'reward_images',
  {
    id: serial('id').primaryKey(),
    rewardId: integer('reward_id').references(() => rewards.id, { onDelete: 'set null' }),
    image: bytea('image').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('reward_images_reward_idx').on(table.rewardId)],
);
