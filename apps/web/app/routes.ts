import { index, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  index('routes/locale-redirect.tsx'),
  route('theme', 'routes/theme.ts'),
  route(':lang', 'routes/locale-layout.tsx', [
    index('routes/home.tsx'),
    route('legal/:slug', 'routes/legal.tsx'),
    route('*', 'routes/locale-splat.tsx'),
  ]),
] satisfies RouteConfig;
