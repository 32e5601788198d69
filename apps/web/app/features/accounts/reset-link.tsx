import { Link } from 'react-router';
import { ApiError } from '../../lib/api.ts';
import { AuthCard } from './auth-card.tsx';

/**
 * A loader's check of an e-mailed reset link (password or PIN) before its form is shown, so an
 * old link shows the expired state at once. `check` asks the API; a refusal means expired.
 */
export async function checkResetLink(
  request: Request,
  check: (token: string) => Promise<unknown>,
  maxLength = Infinity,
): Promise<{ token: string | null }> {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  if (token.length < 16 || token.length > maxLength) return { token: null };
  try {
    await check(token);
    return { token };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return { token: null };
    throw error;
  }
}

export const resetLinkButtonClass =
  'mt-6 inline-flex h-11 w-full items-center justify-center rounded-full bg-primary-700 px-5 text-sm font-semibold text-white hover:bg-primary-800';

/** What an expired or used reset link shows: why, and where to go next. */
export function ExpiredResetLink({
  title,
  body,
  next,
  testId,
}: {
  title: string;
  body: string;
  next: { to: string; label: string };
  testId: string;
}) {
  return (
    <AuthCard title={title} testId={testId}>
      <p className="text-slate-700 dark:text-slate-300">{body}</p>
      <Link to={next.to} className={resetLinkButtonClass}>
        {next.label}
      </Link>
    </AuthCard>
  );
}
