import { THEME_COOKIE } from '@app/contracts/constants';
import { data, redirect } from 'react-router';
import { serializeCookie } from '../lib/cookies.ts';
import { resolveTheme } from '../lib/theme.ts';
import { sitePath } from '../lib/safe-redirect.ts';
import type { Route } from './+types/theme';

/** Keeps the chosen theme in the `theme` cookie; a plain form post is sent back where it came from. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const theme = resolveTheme(form.get('theme'));
  const headers = { 'set-cookie': serializeCookie(THEME_COOKIE, theme) };
  if (form.get('mode') === 'fetch') return data({ theme }, { headers });
  // Only a path on this site is followed after switching, never another origin.
  return redirect(sitePath(form.get('redirectTo')) ?? '/', { headers });
}

export function loader() {
  return redirect('/');
}
