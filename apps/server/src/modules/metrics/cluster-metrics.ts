import cluster from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

const REQUEST = 'kub:cluster-metrics-request';
const ANSWER = 'kub:cluster-metrics-answer';
const TIMEOUT_MS = 6_000;

interface Answer {
  type: typeof ANSWER;
  id: number;
  text?: string;
  error?: string;
}

function isAnswer(message: unknown, id: number): message is Answer {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as Answer).type === ANSWER &&
    (message as Answer).id === id
  );
}

/**
 * In the primary of several worker processes: when a worker is scraped, it asks here, and the
 * primary collects every worker's registry and answers them aggregated (counters and histograms
 * summed; gauges read from the database keep one copy), so a scrape of any worker describes the
 * whole site.
 */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: { type?: string; id?: number }) => {
    if (message?.type !== REQUEST) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ANSWER, id: message.id, text }),
      (error: unknown) => worker.send({ type: ANSWER, id: message.id, error: String(error) }),
    );
  });
}

/** In a worker: offers this registry to the primary and reads every worker's metrics through it. */
export function clusterMetricsReader(registry: Registry): () => Promise<string> {
  // Constructing one makes this worker answer the primary's requests for its registries.
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([registry]);
  let next = 0;
  return () =>
    new Promise((resolve, reject) => {
      const id = next++;
      const done = () => {
        clearTimeout(timer);
        process.off('message', onMessage);
      };
      const onMessage = (message: unknown) => {
        if (!isAnswer(message, id)) return;
        done();
        if (message.error !== undefined) reject(new Error(message.error));
        else resolve(message.text ?? '');
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error('the primary did not answer with the metrics'));
      }, TIMEOUT_MS);
      process.on('message', onMessage);
      process.send?.({ type: REQUEST, id });
    });
}
