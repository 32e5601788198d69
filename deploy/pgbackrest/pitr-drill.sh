#!/bin/bash
# A point-in-time recovery drill with pgBackRest on a throwaway cluster (docs/operations.md, "Point-in-time
# recovery with pgBackRest"). Run it as the postgres user: su postgres -c 'bash deploy/pgbackrest/pitr-drill.sh'
# It creates a cluster in /tmp/pitr on port 5499 (unix socket only), archives its WAL with pgBackRest, takes a
# full backup, writes more rows, notes the time, deletes most rows, recovers to the noted time and checks that
# every row is back. It touches nothing outside /tmp/pitr.
set -euo pipefail
B=/usr/lib/postgresql/15/bin
P=/tmp/pitr
CONF=$P/pgbackrest.conf
BR="pgbackrest --config=$CONF --stanza=kub"
PSQL="psql -h $P -p 5499 -d postgres -v ON_ERROR_STOP=1 -Atq"
rm -rf $P && mkdir -p $P/repo $P/log $P/lock
$B/initdb -D $P/data -U postgres >/dev/null
cat > $CONF <<CONFEOF
[global]
repo1-path=$P/repo
repo1-retention-full=2
log-path=$P/log
lock-path=$P/lock
start-fast=y
log-level-console=warn

[kub]
pg1-path=$P/data
pg1-port=5499
pg1-socket-path=$P
CONFEOF
cat >> $P/data/postgresql.conf <<PGEOF
port = 5499
listen_addresses = ''
unix_socket_directories = '$P'
wal_level = replica
archive_mode = on
archive_command = 'pgbackrest --config=$CONF --stanza=kub archive-push %p'
PGEOF
$B/pg_ctl -D $P/data -l $P/log/postgres.log -w start >/dev/null
$BR stanza-create
$BR check
$PSQL -c "create table ledger_demo (id serial primary key, amount bigint not null)" -c "insert into ledger_demo (amount) select g from generate_series(1, 1000) g"
$BR --type=full backup
echo "full backup taken: $($BR info | grep -c 'full backup')"
$PSQL -c "insert into ledger_demo (amount) select g from generate_series(1001, 1500) g"
sleep 1
TARGET=$($PSQL -c "select now()")
sleep 1
$PSQL -c "delete from ledger_demo where id > 100" -c "select pg_switch_wal()" >/dev/null
echo "before recovery (after the accident): $($PSQL -c 'select count(*) from ledger_demo') rows; target $TARGET"
$B/pg_ctl -D $P/data -w stop >/dev/null
$BR --delta --type=time "--target=$TARGET" --target-action=promote restore
$B/pg_ctl -D $P/data -l $P/log/postgres.log -w start >/dev/null
for i in $(seq 1 30); do [ "$($PSQL -c 'select pg_is_in_recovery()')" = f ] && break; sleep 1; done
ROWS=$($PSQL -c 'select count(*) from ledger_demo')
echo "after recovery to $TARGET: $ROWS rows (expected 1500)"
$B/pg_ctl -D $P/data -w stop >/dev/null
[ "$ROWS" = 1500 ] || { echo "recovery did not bring every row back" >&2; exit 1; }
echo "point-in-time recovery: ok"
