import type { Theme } from '@app/contracts/constants';

export function resolveTheme(value: unknown): Theme {
  return value === 'dark' ? 'dark' : 'light';
}
