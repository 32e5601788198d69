import { redirect } from 'react-router';
import { preferredLocale } from '../lib/preferred-locale.ts';
import type { Route } from './+types/locale-redirect';

/** `/` sends a visitor to their language: the remembered one, else the browser's. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return redirect(`/${preferredLocale(request)}${url.search}`, {
    headers: { vary: 'Accept-Language, Cookie' },
  });
}
