import type { RedemptionStatus } from '@app/contracts/rewards';
import { useTranslation } from 'react-i18next';

const TONE: Record<RedemptionStatus, string> = {
  PENDING: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  COMPLETED: 'bg-primary-100 text-primary-900 dark:bg-primary-950 dark:text-primary-200',
  FAILED: 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
};

/** A redemption's status in words (Processing, Sent, Cancelled), never by colour alone. */
export function StatusBadge({ status }: { status: RedemptionStatus }) {
  const { t } = useTranslation('rewards');
  return (
    <span
      data-status={status}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONE[status]}`}
    >
      {t(`status.${status}`)}
    </span>
  );
}
