import type pg from 'pg';

/**
 * Users, sessions and a ledger at scale, written set-based with generate_series (minutes, not
 * hours): `users` people (emails `scale<n>@example.com`), a session for every tenth (token
 * `scale-token-<n>`, stored hashed like real ones), and `entries` ledger entries: transfers of
 * two legs each from the ISSUANCE account to the users' POINT accounts, spread evenly, each with
 * its activity line. Triggers (the per-row balance check, foreign keys) are off on the filling
 * connection: checking ten million rows one by one takes most of an hour. Balances are summed from
 * the entries afterwards, so the ledger still reconciles.
 */
export async function fillPeople(pool: pg.Pool, options: { users: number; entries: number }) {
  const transfersPerUser = Math.max(1, Math.round(options.entries / 2 / options.users));
  const client = await pool.connect();
  const run = (sql: string) => client.query(sql);
  try {
    await run('set session_replication_role = replica');
    await fill(run, options.users, transfersPerUser);
  } finally {
    await run('reset session_replication_role').catch(() => undefined);
    client.release();
  }
}

async function fill(run: (sql: string) => Promise<unknown>, users: number, transfersPerUser: number) {
  await run(`insert into users (email, email_verified_at, kyc_override, locale, created_at)
    select 'scale' || g || '@example.com', now(), true, case when g % 3 = 0 then 'th' else 'en' end,
           now() - make_interval(mins => g)
    from generate_series(1, ${users}) g`);
  await run(`insert into sessions (user_id, token_hash, expires_at)
    select u.id, encode(sha256(convert_to('scale-token-' || substr(u.email, 6, length(u.email) - 17), 'UTF8')), 'hex'),
           now() + interval '30 days'
    from users u where u.email like 'scale%' and u.id % 10 = 0`);
  await run(`insert into ledger_accounts (user_id, currency)
    select u.id, 'POINT' from users u where u.email like 'scale%'`);
  await run(`insert into ledger_accounts (code, currency, allow_negative) values ('ISSUANCE', 'POINT', true)
    on conflict do nothing`);
  await run(`insert into ledger_transfers (kind, currency, amount, idempotency_key, reference_type, reference_id, created_at)
    select 'scale-credit', 'POINT', 10 + (g % 90), 'scale:' || u.id || ':' || g, 'scale', u.id::text,
           now() - make_interval(mins => g * 37 + (u.id % 997))
    from users u cross join generate_series(1, ${transfersPerUser}) g where u.email like 'scale%'`);
  await run(`insert into ledger_entries (transfer_id, account_id, amount, created_at)
    select t.id, a.id, t.amount, t.created_at
    from ledger_transfers t join ledger_accounts a on a.user_id = t.reference_id::int and a.currency = 'POINT'
    where t.kind = 'scale-credit'
    union all
    select t.id, (select id from ledger_accounts where code = 'ISSUANCE' and currency = 'POINT'), -t.amount, t.created_at
    from ledger_transfers t where t.kind = 'scale-credit'`);
  await run(`insert into activities (user_id, type, unit, amount, status, transfer_id, event_key, created_at, updated_at)
    select t.reference_id::int, 'Received Point', 'POINT', t.amount, 'COMPLETED', t.id, 'scale:' || t.id,
           t.created_at, t.created_at
    from ledger_transfers t where t.kind = 'scale-credit'`);
  await run(`update ledger_accounts a set balance = s.total
    from (select account_id, sum(amount) as total from ledger_entries group by account_id) s
    where s.account_id = a.id`);
}
