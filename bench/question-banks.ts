import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { newAttemptSeed } from '../apps/server/src/modules/quizzes/quiz-shuffle.ts';
import { type BankQuestion, drawQuestions } from '../apps/server/src/modules/quizzes/quiz-draw.ts';

/**
 * `npm run bench:banks`: how much one posted answer list helps. For each demo quiz
 * (content/quizzes/*.yaml) it draws BANKS_ATTEMPTS attempts (default 1,000) with the real draw
 * function and fresh attempt seeds, then counts, over every pair of attempts, how many questions
 * the two share. Prints the mean and the 95th percentile per quiz; the target is a mean <= 1.
 * Then, for each pop quiz bank (content/pop-quizzes/questions.yaml, one bank per slot), the chance
 * that two attempts of a slot see the same question, against 1 / variants for a fair draw.
 */
const attempts = Number(process.env.BANKS_ATTEMPTS ?? 1000);
const dir = join(import.meta.dirname, '..', 'content', 'quizzes');

interface QuizFile {
  slug: string;
  questionsPerAttempt?: number;
  questions: { concept?: string }[];
}

function sharedCounts(draws: number[][], bankSize: number): number[] {
  const histogram = new Array<number>(bankSize + 1).fill(0);
  const sets = draws.map((draw) => new Set(draw));
  for (let i = 0; i < draws.length; i++)
    for (let j = i + 1; j < draws.length; j++) {
      let shared = 0;
      for (const id of draws[j]!) if (sets[i]!.has(id)) shared++;
      histogram[shared]!++;
    }
  return histogram;
}

function percentile(histogram: number[], share: number): number {
  const total = histogram.reduce((a, b) => a + b, 0);
  let seen = 0;
  for (const [value, count] of histogram.entries()) {
    seen += count;
    if (seen >= share * total) return value;
  }
  return histogram.length - 1;
}

const rows: Record<string, string | number>[] = [];
let worstMean = 0;
for (const file of readdirSync(dir)
  .filter((f) => f.endsWith('.yaml'))
  .sort()) {
  const quiz = parse(readFileSync(join(dir, file), 'utf8')) as QuizFile;
  const bank: BankQuestion[] = quiz.questions.map((q, position) => ({
    id: position + 1,
    position,
    concept: q.concept ?? null,
  }));
  const draws = Array.from({ length: attempts }, () =>
    drawQuestions(newAttemptSeed(), bank, quiz.questionsPerAttempt ?? null),
  );
  const histogram = sharedCounts(draws, bank.length);
  const pairs = histogram.reduce((a, b) => a + b, 0);
  const mean = histogram.reduce((sum, count, shared) => sum + count * shared, 0) / pairs;
  worstMean = Math.max(worstMean, mean);
  rows.push({
    quiz: quiz.slug,
    bank: bank.length,
    concepts: new Set(bank.map((q) => q.concept ?? `#${q.id}`)).size,
    drawn: draws[0]!.length,
    'mean shared': Number(mean.toFixed(3)),
    'p95 shared': percentile(histogram, 0.95),
    'all shared %': Number(((100 * histogram[draws[0]!.length]!) / pairs).toFixed(2)),
  });
}
console.log(`${attempts} attempts per quiz; questions two attempts share, over every pair of attempts`);
const columns = Object.keys(rows[0] ?? {});
const widths = columns.map((c) => Math.max(c.length, ...rows.map((row) => String(row[c]).length)));
const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
console.log(line(columns));
for (const row of rows) console.log(line(columns.map((c) => String(row[c]))));
console.log(`worst mean: ${worstMean.toFixed(3)} (target <= 1): ${worstMean <= 1 ? 'met' : 'NOT met'}`);

// Pop quiz slots: every attempt of a slot draws one variant of the slot's bank -------------------

interface PopQuestionFile {
  key: string;
  concept?: string;
}

const popFile = join(import.meta.dirname, '..', 'content', 'pop-quizzes', 'questions.yaml');
const popQuestions = parse(readFileSync(popFile, 'utf8')) as PopQuestionFile[];
const popBanks = new Map<string, BankQuestion[]>();
popQuestions.forEach((question, position) => {
  const concept = question.concept ?? question.key;
  popBanks.set(concept, [...(popBanks.get(concept) ?? []), { id: position + 1, position, concept }]);
});

const popRows: Record<string, string | number>[] = [];
let worstSame = 0;
for (const [concept, bank] of popBanks) {
  const counts = new Map<number, number>();
  for (let i = 0; i < attempts; i++) {
    const [drawn] = drawQuestions(newAttemptSeed(), bank, 1);
    counts.set(drawn!, (counts.get(drawn!) ?? 0) + 1);
  }
  // Pairs of attempts that drew the same variant, over every pair of attempts.
  const pairs = (attempts * (attempts - 1)) / 2;
  const samePairs = [...counts.values()].reduce((sum, n) => sum + (n * (n - 1)) / 2, 0);
  const same = samePairs / pairs;
  worstSame = Math.max(worstSame, same);
  popRows.push({
    bank: concept,
    variants: bank.length,
    'same question %': Number((100 * same).toFixed(2)),
    'fair draw %': Number((100 / bank.length).toFixed(2)),
    'least drawn': Math.min(...bank.map((q) => counts.get(q.id) ?? 0)),
    'most drawn': Math.max(...bank.map((q) => counts.get(q.id) ?? 0)),
  });
}
console.log(
  `\npop quiz slots: ${attempts} attempts per bank; chance that two attempts of a slot see the same question`,
);
const popColumns = Object.keys(popRows[0] ?? {});
const popWidths = popColumns.map((c) => Math.max(c.length, ...popRows.map((row) => String(row[c]).length)));
const popLine = (cells: string[]) => cells.map((cell, i) => cell.padEnd(popWidths[i]!)).join('  ');
console.log(popLine(popColumns));
for (const row of popRows) console.log(popLine(popColumns.map((c) => String(row[c]))));
const fewest = Math.min(...[...popBanks.values()].map((bank) => bank.length));
console.log(
  `worst same-question chance: ${(100 * worstSame).toFixed(2)} % (smallest bank: ${fewest} variants, at least 4 wanted: ${fewest >= 4 ? 'met' : 'NOT met'})`,
);
