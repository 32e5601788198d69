import { TOAST_DURATION_MS, TOAST_LIMIT } from '@app/contracts/constants';
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons.tsx';

export type ToastTone = 'info' | 'success' | 'error';
interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
  durationMs: number;
}
interface ToastApi {
  show(message: string, options?: { tone?: ToastTone; durationMs?: number }): void;
}

const ToastContext = createContext<ToastApi>({ show: () => {} });
export const useToast = () => useContext(ToastContext);

let nextId = 1;

/** Keeps at most three toasts on screen (the oldest gives way) and hides each after 5 s. */
export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const api = useMemo<ToastApi>(
    () => ({
      show: (message, options = {}) =>
        setToasts((list) =>
          [
            ...list,
            {
              id: nextId++,
              message,
              tone: options.tone ?? 'info',
              durationMs: options.durationMs ?? TOAST_DURATION_MS,
            },
          ].slice(-TOAST_LIMIT),
        ),
    }),
    [],
  );
  return (
    <ToastContext.Provider value={api}>
      {children}
      <section
        aria-live="polite"
        aria-label="Notifications"
        className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-4 sm:right-4 sm:left-auto sm:items-end"
      >
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </section>
    </ToastContext.Provider>
  );
}

const TONES: Record<ToastTone, string> = {
  info: 'border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-800 dark:text-white',
  success:
    'border-primary-200 bg-primary-50 text-primary-900 dark:border-primary-800 dark:bg-primary-950 dark:text-primary-100',
  error: 'border-red-200 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
};

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast, onDismiss]);
  return (
    <div
      role={toast.tone === 'error' ? 'alert' : 'status'}
      data-testid="toast"
      className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border px-4 py-3 text-sm shadow-lg ${TONES[toast.tone]}`}
    >
      <p className="flex-1">{toast.message}</p>
      <button
        type="button"
        onClick={() => onDismiss(toast.id)}
        className="-m-1 rounded p-1 opacity-70 hover:opacity-100"
        aria-label={t('common.close')}
      >
        <CloseIcon width={16} height={16} />
      </button>
    </div>
  );
}
