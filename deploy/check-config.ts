import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { checkNginx, writeNginxPrefix } from './nginx/local-nginx.ts';

/**
 * Validates what cannot run here (no container daemon): compose.yaml with every variable of
 * .env.example given a value (`docker-compose config -q` works offline), and the proxy
 * configuration rendered for Debian's nginx (`nginx -t`).
 */
const ROOT = resolve(import.meta.dirname, '..');
const run = promisify(execFile);
const dir = await mkdtemp(join(tmpdir(), 'kub-deploy-check-'));
try {
  // Every name .env.example lists, filled, so compose's required variables must all be listed there.
  const example = await readFile(join(ROOT, '.env.example'), 'utf8');
  const filled = example.replace(/^([A-Z][A-Z0-9_]*)=$/gm, '$1=placeholder-for-config-check');
  const envFile = join(dir, 'check.env');
  await writeFile(envFile, filled);
  await run('docker-compose', ['--env-file', envFile, '-f', join(ROOT, 'compose.yaml'), 'config', '-q'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', KUB_ENV_FILE: envFile },
  });
  const { main } = await writeNginxPrefix(dir, {
    web: ['127.0.0.1:3001', '127.0.0.1:3002'],
    httpPort: 8080,
    httpsPort: 8443,
    publicUrl: 'https://academy.example.com',
  });
  await checkNginx(dir, main);
  console.log('compose.yaml and the proxy configuration are valid');
} finally {
  await rm(dir, { recursive: true, force: true });
}
