import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { prepareDatabase } from './prepare.ts';

/** `db:migrate`, `db:seed` and `db:reset` (drop everything, migrate, seed). */
async function run(command: string | undefined) {
  const config = loadConfig();
  if (command === 'reset') {
    if (config.DATABASE_URL) {
      const database = await openDatabase({ url: config.DATABASE_URL });
      await database.db.execute(
        sql`drop schema if exists public cascade; drop schema if exists drizzle cascade`,
      );
      await database.db.execute(sql`create schema public`);
      await database.close();
    } else {
      await rm(join(config.dataDir, 'pglite'), { recursive: true, force: true });
    }
  }
  if (!['migrate', 'seed', 'reset'].includes(command ?? '')) {
    throw new Error('usage: cli.ts migrate | seed | reset');
  }
  const database = await prepareDatabase(config, { seed: command !== 'migrate' });
  await database.close();
  console.log(`${command}: done (${database.driver})`);
}

run(process.argv[2]).catch((error) => {
  console.error(error);
  process.exit(1);
});
