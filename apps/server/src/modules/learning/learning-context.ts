import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { LearningSeams } from './seams.ts';

/** What every learning service is given: the database, the server's clock and the seams. */
export interface LearningContext {
  db: Db;
  clock: Clock;
  seams: LearningSeams;
}
