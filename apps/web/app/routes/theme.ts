import { THEME_COOKIE } from '@app/contracts/constants';
import { data, redirect } from 'react-router';
import { serializeCookie } from '../lib/cookies.ts';
import { resolveTheme } from '../lib/theme.ts';
import type { Route } from './+types/theme';

/** Only same-site paths are followed after switching, never another origin. */
function safeRedirect(value: FormDataEntryValue | null): string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : '/';
}

/** Keeps the chosen theme in the `theme` cookie; a plain form post is sent back where it came from. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const theme = resolveTheme(form.get('theme'));
  const headers = { 'set-cookie': serializeCookie(THEME_COOKIE, theme) };
  if (form.get('mode') === 'fetch') return data({ theme }, { headers });
  return redirect(safeRedirect(form.get('redirectTo')), { headers });
}

export function loader() {
  return redirect('/');
}
