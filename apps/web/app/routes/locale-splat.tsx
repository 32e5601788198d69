import { data } from 'react-router';
import { ErrorPage } from '../components/layout/error-page.tsx';
import { routeMeta } from '../lib/meta.ts';
import { routeLocale } from '../lib/route-data.ts';
import type { Route } from './+types/locale-splat';

/** Any path under a locale that no route serves: a real 404 page in that language. */
export function loader() {
  return data(null, { status: 404 });
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, { path: `/${args.params['*'] ?? ''}`, robots: 'noindex' });
}

export default function LocaleSplat({ params }: Route.ComponentProps) {
  return <ErrorPage kind="notFound" locale={routeLocale(params)} />;
}
