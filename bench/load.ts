import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
}

/** Hammers one URL with autocannon and keeps the figures that matter. */
export async function measure(
  name: string,
  url: string,
  options: {
    connections?: number;
    durationSeconds?: number;
    method?: 'GET' | 'POST' | 'PUT';
    body?: string;
  } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 50,
    duration: options.durationSeconds ?? 10,
    method: options.method ?? 'GET',
    ...(options.body ? { body: options.body, headers: { 'content-type': 'application/json' } } : {}),
  });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx + result.errors,
  };
}

export function printTable(title: string, rows: LoadResult[], baseline: LoadResult) {
  console.log(`\n${title}`);
  console.log(
    'endpoint'.padEnd(44),
    'req/s'.padStart(8),
    'p99 ms'.padStart(8),
    'ratio'.padStart(7),
    'errors'.padStart(7),
  );
  for (const row of rows) {
    const ratio = (row.requestsPerSecond / baseline.requestsPerSecond).toFixed(2);
    console.log(
      row.name.padEnd(44),
      String(row.requestsPerSecond).padStart(8),
      String(row.p99Ms).padStart(8),
      ratio.padStart(7),
      String(row.non2xx).padStart(7),
    );
  }
}
