import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

let t = Date.now();
const db = await PGlite.create({ extensions: { pg_trgm } });
console.log('create mem', Date.now() - t);
await db.exec('create extension if not exists pg_trgm; create table x(a int)');
t = Date.now();
const dump = await db.dumpDataDir('none');
console.log('dump', Date.now() - t, dump.size);
t = Date.now();
const db2 = await PGlite.create({ loadDataDir: dump, extensions: { pg_trgm } });
console.log('load', Date.now() - t, (await db2.query("select similarity('abc','abd') s")).rows);
