import type { AddressInfo } from 'node:net';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Where the running site listens, written to `$DATA_DIR/site.json` once the server has started,
 * so tools on the same machine (`npm run deposit:send`) reach it on whatever port it took,
 * without being told. Removed again when the server stops.
 */
export const SITE_RECORD_FILE = 'site.json';

export interface SiteRecord {
  url: string;
  pid: number;
  startedAt: string;
}

/** An address a local client can dial: the wildcard addresses become the loopback ones. */
export function urlOfAddress(address: AddressInfo | string): string {
  if (typeof address === 'string') return address;
  const host =
    address.address === '0.0.0.0'
      ? '127.0.0.1'
      : address.address === '::'
        ? '::1'
        : address.address.replace(/^::ffff:/, '');
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

export function recordSite(dataDir: string, url: string): void {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, SITE_RECORD_FILE);
  const temporary = `${path}.${process.pid}.tmp`;
  const record: SiteRecord = { url, pid: process.pid, startedAt: new Date().toISOString() };
  writeFileSync(temporary, `${JSON.stringify(record, null, 2)}\n`);
  renameSync(temporary, path);
}

/** Forgets the record if it is this process's (another instance may have written it since). */
export function forgetSite(dataDir: string): void {
  if (readSiteRecord(dataDir)?.pid === process.pid) rmSync(join(dataDir, SITE_RECORD_FILE), { force: true });
}

/** The recorded site, if its process is still alive; a record left by a crash is ignored. */
export function readSiteRecord(dataDir: string): SiteRecord | undefined {
  let record: Partial<SiteRecord>;
  try {
    record = JSON.parse(readFileSync(join(dataDir, SITE_RECORD_FILE), 'utf8')) as Partial<SiteRecord>;
  } catch {
    return undefined;
  }
  if (typeof record.url !== 'string' || typeof record.pid !== 'number') return undefined;
  try {
    process.kill(record.pid, 0);
  } catch (error) {
    // EPERM: alive but someone else's; anything else: gone.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return undefined;
  }
  return { url: record.url, pid: record.pid, startedAt: String(record.startedAt ?? '') };
}
