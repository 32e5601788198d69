import pg from 'pg';

const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 10_000;
const CHANNEL = /^[a-z_][a-z0-9_]*$/;

/**
 * LISTEN on one channel over a connection of its own (a pooled connection would be handed to
 * other queries and lose the subscription). A lost connection is opened again with a growing
 * delay; NOTIFY messages sent meanwhile are lost, so `onGap` runs once it listens again.
 */
export async function listenOnPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onGap?: () => void,
): Promise<() => Promise<void>> {
  if (!CHANNEL.test(channel)) throw new Error(`invalid channel name ${channel}`);
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = RETRY_MIN_MS;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    next.on('error', () => reconnect(next));
    next.on('end', () => reconnect(next));
    await next.connect();
    await next.query(`listen ${channel}`);
    client = next;
    delay = RETRY_MIN_MS;
  };

  const reconnect = (lost: pg.Client) => {
    if (stopped || client !== lost) return;
    client = undefined;
    lost.removeAllListeners('end');
    void lost.end().catch(() => undefined);
    const attempt = () => {
      retry = undefined;
      if (stopped) return;
      connect().then(
        () => {
          if (stopped) void client?.end().catch(() => undefined);
          else onGap?.();
        },
        () => {
          delay = Math.min(delay * 2, RETRY_MAX_MS);
          retry = setTimeout(attempt, delay);
        },
      );
    };
    console.warn(`lost the ${channel} listener connection; reconnecting`);
    retry = setTimeout(attempt, delay);
  };

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const current = client;
    client = undefined;
    if (current) {
      current.removeAllListeners('end');
      await current.end().catch(() => undefined);
    }
  };
}
