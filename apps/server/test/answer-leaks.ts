import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client.ts';
import type { Db } from '../src/db/client.ts';

/**
 * What in a raw answer body would tell a right option or an explanation: a correct flag or list,
 * an `explanation` field, or the text of any explanation of the questions given (both languages).
 * The same check the quiz bundle test makes, for every feature that shows questions.
 */
export async function answerLeakCheck(db: Db, where: { quizId?: number; popConcept?: string }) {
  const secrets = [
    ...(where.quizId === undefined
      ? []
      : await queryRows<{ en: string; th: string }>(
          db,
          sql`select explanation_en as en, explanation_th as th from quiz_questions where quiz_id = ${where.quizId}`,
        )),
    ...(where.popConcept === undefined
      ? []
      : await queryRows<{ en: string; th: string }>(
          db,
          sql`select explanation_en as en, explanation_th as th from pop_quiz_questions where concept = ${where.popConcept}`,
        )),
  ];
  return (raw: string) => {
    const found: string[] = [];
    if (/"(is_?)?correct(Answers)?"\s*:\s*(true|false|\[)/i.test(raw)) found.push('correct flag');
    if (/"explanation"\s*:\s*"/.test(raw)) found.push('explanation');
    for (const s of secrets) {
      if (raw.includes(JSON.stringify(s.en).slice(1, -1))) found.push('explanation text');
      if (raw.includes(JSON.stringify(s.th).slice(1, -1))) found.push('explanation text');
    }
    return found;
  };
}
