import { randomBytes } from 'node:crypto';

/**
 * The stable key of a row created in the admin (content/ rows keep their file's key): the
 * English name in kebab-case, or a random one for rows without a name of their own.
 */
export function keyFromName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return slug || randomKey();
}

export function randomKey(): string {
  return `admin-${randomBytes(5).toString('hex')}`;
}
