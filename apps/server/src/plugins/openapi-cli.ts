/**
 * Writes the web app's API types from the OpenAPI document the routes describe, or (`--check`)
 * fails when the committed file no longer matches, so a changed route or schema breaks CI.
 * `--document <file>` writes the document itself, as `/api/openapi.json` serves it, for the
 * linter (`npm run lint:api`).
 *
 * The document comes from the app itself, built in memory on an empty embedded database: no
 * server listens and no database needs to run. Only `/api` operations are kept, with that prefix
 * taken off: the web client adds it once (apps/web/app/lib/api.ts).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import * as prettier from 'prettier';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';

const TARGET = fileURLToPath(new URL('../../../web/app/lib/api-schema.d.ts', import.meta.url));
const API_PREFIX = '/api';

const HEADER = `/**
 * The API as the web app sees it, generated from the server's OpenAPI document by
 * \`npm run api:generate\`. Do not edit: change the route's schema and generate again.
 */
`;

async function openapiDocument(): Promise<OpenAPI3> {
  const database = await openDatabase({});
  const app = await buildApp({
    database,
    config: { NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: false, CACHE_TTL_SECONDS: 0 },
    logger: false,
    runJobs: false,
  });
  try {
    await app.ready();
    return app.swagger() as OpenAPI3;
  } finally {
    await app.close();
    await database.close();
  }
}

/** Keeps the `/api` operations, addressed relative to `/api`. */
function apiOnly(document: OpenAPI3): OpenAPI3 {
  const paths = Object.fromEntries(
    Object.entries(document.paths ?? {})
      .filter(([path]) => path.startsWith(`${API_PREFIX}/`))
      .map(([path, item]) => [path.slice(API_PREFIX.length), item]),
  );
  return { ...document, paths };
}

export async function renderApiSchema(): Promise<string> {
  const ast = await openapiTS(apiOnly(await openapiDocument()), {
    // Fields the server always sends are required in the types, not optional.
    defaultNonNullable: true,
    alphabetize: true,
  });
  const options = (await prettier.resolveConfig(TARGET)) ?? {};
  return prettier.format(HEADER + astToString(ast), { ...options, filepath: TARGET });
}

async function main() {
  const documentAt = process.argv.indexOf('--document');
  if (documentAt >= 0) {
    const file = process.argv[documentAt + 1];
    if (!file) throw new Error('--document needs a file to write');
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, `${JSON.stringify(await openapiDocument(), null, 2)}\n`);
    console.log(`Wrote ${file}`);
    return;
  }
  const generated = await renderApiSchema();
  if (process.argv.includes('--check')) {
    const committed = await readFile(TARGET, 'utf8').catch(() => '');
    if (committed !== generated) {
      console.error(`${TARGET} is out of date with the API's routes: run npm run api:generate`);
      process.exitCode = 1;
      return;
    }
    console.log('The web API types match the routes.');
    return;
  }
  await writeFile(TARGET, generated);
  console.log(`Wrote ${TARGET}`);
}

await main();
