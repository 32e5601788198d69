import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

/**
 * Everything that must hold of the ledger at any commit, as a list of what is wrong (empty when
 * sound): every transfer's legs sum to zero in the transfer's currency, every currency sums to
 * zero, every stored balance equals the sum of its entries, and no user account is negative.
 */
export async function ledgerProblems(db: Db): Promise<string[]> {
  const problems: string[] = [];
  const unbalanced = await queryRows<{ id: string; total: string; legs: string }>(
    db,
    sql`select t.id, coalesce(sum(e.amount), 0) as total, count(e.id) as legs
        from ledger_transfers t left join ledger_entries e on e.transfer_id = t.id
        group by t.id having coalesce(sum(e.amount), 0) <> 0 or count(e.id) < 2`,
  );
  for (const row of unbalanced)
    problems.push(`transfer ${row.id}: legs sum to ${row.total} over ${row.legs} entries`);

  const mixed = await queryRows<{ id: string }>(
    db,
    sql`select distinct t.id from ledger_transfers t
        join ledger_entries e on e.transfer_id = t.id
        join ledger_accounts a on a.id = e.account_id
        where a.currency <> t.currency`,
  );
  for (const row of mixed) problems.push(`transfer ${row.id}: an entry is in another currency`);

  const currencies = await queryRows<{ currency: string; total: string }>(
    db,
    sql`select currency, sum(balance) as total from ledger_accounts group by currency having sum(balance) <> 0`,
  );
  for (const row of currencies) problems.push(`currency ${row.currency}: balances sum to ${row.total}`);

  const drifted = await queryRows<{ id: string; balance: string; entries: string }>(
    db,
    sql`select a.id, a.balance, coalesce(sum(e.amount), 0) as entries
        from ledger_accounts a left join ledger_entries e on e.account_id = a.id
        group by a.id having a.balance <> coalesce(sum(e.amount), 0)`,
  );
  for (const row of drifted)
    problems.push(`account ${row.id}: balance ${row.balance} but entries sum to ${row.entries}`);

  const negative = await queryRows<{ id: string; balance: string }>(
    db,
    sql`select id, balance from ledger_accounts where user_id is not null and balance < 0`,
  );
  for (const row of negative) problems.push(`user account ${row.id}: negative balance ${row.balance}`);
  return problems;
}
