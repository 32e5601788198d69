import type { Db } from './client.ts';

/**
 * A hot query prepared once per database (Drizzle's `.prepare(name)`): its SQL text is built once
 * instead of on every call, and PostgreSQL parses and plans it once per connection. Answers the
 * prepared query of a database, building it on first use.
 */
export function preparedPerDatabase<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const prepared = new WeakMap<Db, Query>();
  return (db) => {
    let query = prepared.get(db);
    if (!query) {
      query = build(db);
      prepared.set(db, query);
    }
    return query;
  };
}
