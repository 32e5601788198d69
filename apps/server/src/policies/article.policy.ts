import type { MaybeActor } from './actor.ts';
import { isSubscriber } from './subscriber.policy.ts';

/** Anyone reads a public article; an exclusive one's body is for subscribers only. */
export function canReadArticle(actor: MaybeActor, article: { exclusive: boolean }): boolean {
  return !article.exclusive || isSubscriber(actor);
}
