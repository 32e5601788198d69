import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { createTestDatabase, DRIVERS } from './test-db.ts';

const DEPLOY = resolve(import.meta.dirname, '../../../deploy');
const TOKEN = 'monitoring-test-token-0123456789';

/**
 * Metric names a PromQL text uses: the site's own families (a histogram's series named by it)
 * and Prometheus's own `up`.
 */
function metricsIn(text: string): Set<string> {
  const names = text.match(/\b(?:(?:kub|http|nodejs|process)_[a-z0-9_]+|up(?=\{))/g) ?? [];
  return new Set(names.map((name) => name.replace(/_(bucket|count|sum)$/, '')));
}

interface Panel {
  type: string;
  title: string;
  targets?: { expr: string }[];
  panels?: Panel[];
}

describe('the dashboard and the alert rules', () => {
  // On PostgreSQL when there is one: the pool metric exists only there.
  const driver = DRIVERS.at(-1)!;
  let database: Database;
  let exported: Set<string>;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const app = await buildApp({
      database,
      config: {
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        TRUST_PROXY: false,
        CACHE_TTL_SECONDS: 60,
        METRICS_TOKEN: TOKEN,
      },
      logger: false,
    });
    const text = (await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
    await app.close();
    exported = new Set([...text.matchAll(/^# TYPE (\S+) /gm)].map((match) => match[1]!));
    if (driver === 'pglite') exported.add('kub_db_pool_connections');
    // Written by Prometheus itself for every scrape.
    exported.add('up');
  });
  afterAll(() => database.close());

  it('has a Grafana dashboard whose every panel queries metrics the site exports', async () => {
    const dashboard = JSON.parse(await readFile(resolve(DEPLOY, 'grafana/kub-academy.json'), 'utf8')) as {
      uid: string;
      panels: Panel[];
    };
    expect(dashboard.uid).toBe('kub-academy');
    const graphs = dashboard.panels
      .flatMap((panel) => [panel, ...(panel.panels ?? [])])
      .filter((p) => p.type !== 'row');
    expect(graphs.length).toBeGreaterThan(20);
    for (const panel of graphs) {
      const used = metricsIn((panel.targets ?? []).map((target) => target.expr).join('\n'));
      expect(used.size, panel.title).toBeGreaterThan(0);
      for (const name of used) expect(exported, `${panel.title}: ${name}`).toContain(name);
    }
  });

  it('alerts only on metrics the site exports', async () => {
    const text = await readFile(resolve(DEPLOY, 'prometheus/alerts.yml'), 'utf8');
    const rules = text.replace(/^\s*#.*$/gm, '');
    const used = metricsIn(rules);
    expect(used.size).toBeGreaterThan(10);
    for (const name of used) expect(exported, name).toContain(name);
  });
});
