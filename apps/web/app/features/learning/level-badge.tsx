import type { Difficulty } from '@app/contracts/articles';
import { useTranslation } from 'react-i18next';

const LEVEL_STYLE: Record<Difficulty, string> = {
  BEGINNER:
    'bg-primary-50 text-primary-800 ring-primary-200 dark:bg-primary-950 dark:text-primary-200 dark:ring-primary-800',
  INTERMEDIATE:
    'bg-amber-50 text-amber-900 ring-amber-200 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-800',
  ADVANCED: 'bg-rose-50 text-rose-900 ring-rose-200 dark:bg-rose-950 dark:text-rose-200 dark:ring-rose-800',
};

export function LevelBadge({ level }: { level: Difficulty }) {
  const { t } = useTranslation('learning');
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${LEVEL_STYLE[level]}`}
      data-testid="path-level"
    >
      {t(`level.${level}`)}
    </span>
  );
}

/** A labelled progress bar: `done` of `total`. */
export function ProgressMeter({ done, total, label }: { done: number; total: number; label: string }) {
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={total}
      aria-valuenow={done}
      className="h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
    >
      <div
        className="h-full rounded-full bg-primary-600 transition-[width]"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
