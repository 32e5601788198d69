import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

/** The proxy configuration compose.yaml ships; rendered here for Debian's nginx. */
export const PROXY_TEMPLATE = resolve(import.meta.dirname, 'kub-academy.conf.template');

const run = promisify(execFile);

export interface ProxyValues {
  /** `host:port` of each web process. */
  web: [string, string];
  httpPort: number;
  httpsPort: number;
  /** Where the plain-HTTP server redirects to. */
  publicUrl: string;
  tlsCert: string;
  tlsKey: string;
}

/** The template with its `${KUB_...}` placeholders filled, as the nginx image's envsubst does. */
export async function renderProxyConfig(values: ProxyValues): Promise<string> {
  const filled: Record<string, string> = {
    KUB_WEB_1: values.web[0],
    KUB_WEB_2: values.web[1],
    KUB_HTTP_PORT: String(values.httpPort),
    KUB_HTTPS_PORT: String(values.httpsPort),
    KUB_PUBLIC_URL: values.publicUrl,
    KUB_TLS_CERT: values.tlsCert,
    KUB_TLS_KEY: values.tlsKey,
  };
  const template = await readFile(PROXY_TEMPLATE, 'utf8');
  return template.replace(/\$\{(KUB_[A-Z0-9_]+)\}/g, (_, name: string) => {
    const value = filled[name];
    if (value === undefined) throw new Error(`${PROXY_TEMPLATE}: no value for \${${name}}`);
    return value;
  });
}

/** A self-signed certificate for 127.0.0.1 (the files `tls.crt` and `tls.key` in `dir`). */
export async function selfSignedCertificate(dir: string): Promise<{ cert: string; key: string }> {
  const cert = join(dir, 'tls.crt');
  const key = join(dir, 'tls.key');
  await run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-days',
    '2',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
    '-keyout',
    key,
    '-out',
    cert,
  ]);
  return { cert, key };
}

/**
 * An nginx prefix of its own in `dir`: the main configuration (pid file, logs and temporary files
 * all inside `dir`, so no root-owned path is touched) around the rendered proxy configuration.
 * Returns the main configuration's path.
 */
export async function writeNginxPrefix(dir: string, values: Omit<ProxyValues, 'tlsCert' | 'tlsKey'>) {
  // nginx's workers run as `nobody` when started by root: they must reach the temporary folders.
  await chmod(dir, 0o755);
  const { cert, key } = await selfSignedCertificate(dir);
  await writeFile(
    join(dir, 'kub-academy.conf'),
    await renderProxyConfig({ ...values, tlsCert: cert, tlsKey: key }),
  );
  const temp = join(dir, 'temp');
  await mkdir(temp, { mode: 0o777 });
  const main = join(dir, 'nginx.conf');
  await writeFile(
    main,
    [
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')} warn;`,
      'worker_processes 1;',
      'events { worker_connections 1024; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${join(temp, kind)};`,
      ),
      `  include ${join(dir, 'kub-academy.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  return { main, cert };
}

function nginxArgs(dir: string, main: string) {
  return ['-p', dir, '-c', main, '-e', join(dir, 'error.log')];
}

/** `nginx -t` on a prefix written by writeNginxPrefix. */
export async function checkNginx(dir: string, main: string): Promise<string> {
  const { stderr } = await run('nginx', ['-t', ...nginxArgs(dir, main)]);
  return stderr;
}

/** Debian's nginx in the foreground on a prefix written by writeNginxPrefix. */
export function startNginx(dir: string, main: string): ChildProcess {
  return spawn('nginx', [...nginxArgs(dir, main), '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}
