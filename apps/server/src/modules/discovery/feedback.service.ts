import type { FeedbackBody, FeedbackCreated, FeedbackTopic, FeedbackType } from '@app/contracts/discovery';
import type { Locale } from '@app/contracts/locale';
import type { Db } from '../../db/client.ts';
import { feedbacks } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';

/** Stores a content request or feedback; the sender is remembered when signed in. */
export async function sendFeedback(
  db: Db,
  clock: Clock,
  input: { body: FeedbackBody; locale: Locale; userId: number | null },
): Promise<FeedbackCreated> {
  const [row] = await db
    .insert(feedbacks)
    .values({
      type: input.body.type,
      topic: input.body.topic,
      message: input.body.message.replace(/\r\n?/g, '\n').trim(),
      locale: input.locale,
      userId: input.userId,
      createdAt: clock.now(),
    })
    .returning();
  if (!row) throw new Error('feedback insert returned no row');
  return {
    id: row.id,
    type: row.type as FeedbackType,
    topic: row.topic as FeedbackTopic,
    createdAt: row.createdAt.toISOString(),
  };
}
