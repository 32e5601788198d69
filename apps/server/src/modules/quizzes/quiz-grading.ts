import { QUIZ_GRADES, type QuizGrade } from '@app/contracts/quizzes';

/** Integer percent, rounded down: 99.9 % is not 100 %, so A+ stays reserved for a perfect score. */
export function scorePercent(correct: number, total: number): number {
  if (total <= 0) return 0;
  return Math.floor((correct * 100) / total);
}

/**
 * A+ only for every question right; then A from 80 %, B from 70 %, C from 60 %, D from 50 %,
 * F below. Integer arithmetic only, so no rounding puts a score across a boundary.
 */
export function gradeFor(correct: number, total: number): QuizGrade {
  if (total > 0 && correct === total) return 'A+';
  const percent = scorePercent(correct, total);
  if (percent >= 80) return 'A';
  if (percent >= 70) return 'B';
  if (percent >= 60) return 'C';
  if (percent >= 50) return 'D';
  return 'F';
}

export function hasPassed(correct: number, total: number, passPercent: number): boolean {
  return total > 0 && scorePercent(correct, total) >= passPercent;
}

/** Whether `grade` is at least `minimum` (A+ > A > B > ... > F). */
export function reaches(grade: QuizGrade, minimum: QuizGrade): boolean {
  return QUIZ_GRADES.indexOf(grade) <= QUIZ_GRADES.indexOf(minimum);
}

/** The tier a grade earns: the best one whose minimum it reaches (highest grade requirement first). */
export function tierForGrade<T extends { minGrade: string }>(grade: QuizGrade, tiers: T[]): T | null {
  const eligible = tiers
    .filter((tier) => (QUIZ_GRADES as readonly string[]).includes(tier.minGrade))
    .filter((tier) => reaches(grade, tier.minGrade as QuizGrade))
    .sort(
      (a, b) => QUIZ_GRADES.indexOf(a.minGrade as QuizGrade) - QUIZ_GRADES.indexOf(b.minGrade as QuizGrade),
    );
  return eligible[0] ?? null;
}

/** A question is right only when exactly its correct options were chosen (all of them, nothing else). */
export function isRightAnswer(selected: readonly number[], correct: readonly number[]): boolean {
  const chosen = new Set(selected);
  return chosen.size === correct.length && correct.every((id) => chosen.has(id));
}
