import type { Games, LearningSettings } from '@app/contracts/learning';
import { eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { learningSettings } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { bangkokDay, bangkokWeekday, startOfBangkokDay } from '../../lib/bangkok-day.ts';
import { publicDisplayName } from './display-name.ts';
import type { LearningContext } from './learning-context.ts';
import { QUIZ_REWARD_ACTIVITY } from './seams.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const LEADERBOARD_SIZE = 20;
/** How far back a streak is counted; a longer one shows as this many days. */
const STREAK_HORIZON_DAYS = 90;

/** The Bangkok week (Monday 00:00 to the next Monday) holding `now`. */
export function bangkokWeek(now: Date): { startsAt: Date; endsAt: Date } {
  const dayStart = startOfBangkokDay(now);
  const weekday = bangkokWeekday(dayStart); // 0 = Sunday
  const sinceMonday = (weekday + 6) % 7;
  const startsAt = new Date(dayStart.getTime() - sinceMonday * DAY_MS);
  return { startsAt, endsAt: new Date(startsAt.getTime() + 7 * DAY_MS) };
}

/** Points from quizzes only: main quiz prizes, and 'Received Point' that a quiz or pop quiz paid. */
const quizRewards = sql`a.status = 'COMPLETED' and a.amount > 0
  and a.type in (${QUIZ_REWARD_ACTIVITY.mainQuizType}, ${QUIZ_REWARD_ACTIVITY.pointType})
  and (a.type = ${QUIZ_REWARD_ACTIVITY.mainQuizType}
       or a.reference_type in (${sql.join(
         QUIZ_REWARD_ACTIVITY.quizReferenceTypes.map((type) => sql`${type}`),
         sql`, `,
       )}))`;

interface LeaderRow {
  user_id: number;
  points: string;
  rank: string;
  first_name: string | null;
  surname: string | null;
}

/**
 * The week's top readers by quiz points. Readers who opted out and blocked accounts are left
 * out; only a display name is shown. Ties share a rank, and who reached the score first is
 * listed first.
 */
async function weeklyLeaders(db: Db, week: { startsAt: Date; endsAt: Date }): Promise<LeaderRow[]> {
  return queryRows<LeaderRow>(
    db,
    sql`with totals as (
          select a.user_id, sum(a.amount) as points, max(a.created_at) as reached_at
          from activities a
          where a.created_at >= ${week.startsAt.toISOString()} and a.created_at < ${week.endsAt.toISOString()} and ${quizRewards}
          group by a.user_id)
        select t.user_id, t.points, rank() over (order by t.points desc) as rank, u.first_name, u.surname
        from totals t
        join users u on u.id = t.user_id and u.blocked_at is null
        left join learning_settings s on s.user_id = t.user_id
        where not coalesce(s.leaderboard_opt_out, false)
        order by t.points desc, t.reached_at asc, t.user_id asc
        limit ${LEADERBOARD_SIZE}`,
  );
}

/** The reader's own week: points, and rank among those listed (null when off the board). */
async function myWeek(db: Db, userId: number, week: { startsAt: Date; endsAt: Date }) {
  const [row] = await queryRows<{ points: string; ahead: string }>(
    db,
    sql`with totals as (
          select a.user_id, sum(a.amount) as points
          from activities a
          where a.created_at >= ${week.startsAt.toISOString()} and a.created_at < ${week.endsAt.toISOString()} and ${quizRewards}
          group by a.user_id),
        mine as (select coalesce((select points from totals where user_id = ${userId}), 0) as points)
        select mine.points,
          (select count(*) from totals t
             join users u on u.id = t.user_id and u.blocked_at is null
             left join learning_settings s on s.user_id = t.user_id
             where not coalesce(s.leaderboard_opt_out, false) and t.points > mine.points) as ahead
        from mine`,
  );
  return { points: Number(row?.points ?? 0), ahead: Number(row?.ahead ?? 0) };
}

export async function getSettings(db: Db, userId: number): Promise<LearningSettings> {
  const [row] = await db.select().from(learningSettings).where(eq(learningSettings.userId, userId));
  return { leaderboardOptOut: row?.leaderboardOptOut ?? false };
}

export async function updateSettings(
  db: Db,
  clock: Clock,
  userId: number,
  settings: LearningSettings,
): Promise<LearningSettings> {
  await db
    .insert(learningSettings)
    .values({ userId, leaderboardOptOut: settings.leaderboardOptOut, updatedAt: clock.now() })
    .onConflictDoUpdate({
      target: learningSettings.userId,
      set: { leaderboardOptOut: settings.leaderboardOptOut, updatedAt: clock.now() },
    });
  return getSettings(db, userId);
}

/** Consecutive days answered, ending today, or yesterday while today is still open. */
export function streakOf(answered: ReadonlySet<string>, now: Date) {
  const today = startOfBangkokDay(now).getTime();
  const dayAt = (offset: number) => bangkokDay(new Date(today - offset * DAY_MS + 12 * 60 * 60 * 1000));
  const answeredToday = answered.has(dayAt(0));
  let current = 0;
  for (let offset = answeredToday ? 0 : 1; offset < STREAK_HORIZON_DAYS; offset++) {
    if (!answered.has(dayAt(offset))) break;
    current += 1;
  }
  const days = Array.from({ length: 7 }, (_, index) => {
    const day = dayAt(6 - index);
    return { day, answered: answered.has(day) };
  });
  return { current, answeredToday, days };
}

/** The games page: the week's leaderboard, and for a signed-in reader their points, rank and streak. */
export async function getGames(ctx: LearningContext, userId: number | null): Promise<Games> {
  const now = ctx.clock.now();
  const week = bangkokWeek(now);
  const leaders = await weeklyLeaders(ctx.db, week);
  const leaderboard = leaders.map((row) => ({
    rank: Number(row.rank),
    displayName: publicDisplayName(row.first_name, row.surname),
    points: Number(row.points),
    me: row.user_id === userId,
  }));
  let me: Games['me'] = null;
  if (userId !== null) {
    const since = new Date(startOfBangkokDay(now).getTime() - (STREAK_HORIZON_DAYS - 1) * DAY_MS);
    const [settings, mine, answered] = await Promise.all([
      getSettings(ctx.db, userId),
      myWeek(ctx.db, userId, week),
      ctx.seams.popQuizDays(ctx.db, userId, { since, until: now }),
    ]);
    me = {
      points: mine.points,
      rank: settings.leaderboardOptOut || mine.points === 0 ? null : mine.ahead + 1,
      optedOut: settings.leaderboardOptOut,
      streak: streakOf(answered, now),
    };
  }
  return {
    now: now.toISOString(),
    week: { startsAt: week.startsAt.toISOString(), endsAt: week.endsAt.toISOString() },
    leaderboard,
    me,
  };
}
