import pg from 'pg';

/**
 * Named leases that one process at a time holds, for the work that must not run twice side by
 * side (signing payouts with the hot wallet's nonces, the scheduled sweeps). On PostgreSQL each is
 * a session advisory lock on a connection of its own: it lasts while that connection does, so a
 * process that dies or loses the database lets go at once, and another takes the lease over.
 */
export interface AdvisoryLeases {
  /** Takes the lease, or confirms it is still held; false while another process holds it. */
  hold(name: string): Promise<boolean>;
  /** Lets every lease go (the process stops working). */
  releaseAll(): Promise<void>;
}

/** One embedded database belongs to one process: every lease is its own. */
export const processLeases: AdvisoryLeases = {
  hold: async () => true,
  releaseAll: async () => undefined,
};

export function postgresLeases(url: string): AdvisoryLeases {
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  const held = new Set<string>();

  const drop = (lost: pg.Client) => {
    if (client !== lost) return;
    client = null;
    // The session is gone and its locks with it: nothing is held any more.
    held.clear();
  };
  const connection = async (): Promise<pg.Client> => {
    if (client) return client;
    connecting ??= (async () => {
      const fresh = new pg.Client({ connectionString: url, application_name: 'kub-leases' });
      fresh.on('error', (error) => {
        console.warn(`lease connection lost: ${error.message}`);
        drop(fresh);
      });
      fresh.on('end', () => drop(fresh));
      await fresh.connect();
      client = fresh;
      return fresh;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  return {
    async hold(name) {
      try {
        const session = await connection();
        if (held.has(name)) {
          // A query on the same session proves it (and so its lock) still lives.
          await session.query('select 1');
          return held.has(name);
        }
        const result = await session.query<{ taken: boolean }>(
          'select pg_try_advisory_lock(hashtextextended($1, 0)) as taken',
          [`kub:lease:${name}`],
        );
        if (result.rows[0]?.taken) held.add(name);
        return held.has(name);
      } catch {
        // No database, no lease: the work waits until it can be sure nobody else does it.
        if (client) await client.end().catch(() => undefined);
        client = null;
        held.clear();
        return false;
      }
    },
    async releaseAll() {
      const session = client;
      client = null;
      held.clear();
      // Ending the session lets go of every lock it holds.
      await session?.end().catch(() => undefined);
    },
  };
}
