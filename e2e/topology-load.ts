import { Agent, request as httpsRequest } from 'node:https';

export interface Answer {
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

/** 0 when the connection failed; the error's text is the body. */
export const NO_ANSWER = 0;

/**
 * HTTPS through the proxy, trusting its self-signed certificate. `from` binds the client side to
 * another loopback address (any of 127.0.0.0/8): the proxy, and so the app, sees a client of its own.
 */
export function httpsClient(port: number, ca: string) {
  const agent = new Agent({ ca, keepAlive: true, maxSockets: 32 });
  return (
    method: string,
    path: string,
    options: { headers?: Record<string, string>; body?: unknown; from?: string } = {},
  ): Promise<Answer> =>
    new Promise((done) => {
      const body = options.body === undefined ? undefined : JSON.stringify(options.body);
      const req = httpsRequest(
        {
          host: '127.0.0.1',
          port,
          method,
          path,
          ca,
          // A client bound to another address gets a connection of its own.
          agent: options.from ? false : agent,
          localAddress: options.from,
          headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...options.headers },
          timeout: 30_000,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            done({
              status: res.statusCode ?? NO_ANSWER,
              body: Buffer.concat(chunks).toString(),
              headers: res.headers,
            }),
          );
          res.on('error', (error) => done({ status: NO_ANSWER, body: String(error), headers: {} }));
        },
      );
      req.on('timeout', () => req.destroy(new Error('timed out')));
      req.on('error', (error) => done({ status: NO_ANSWER, body: String(error), headers: {} }));
      req.end(body);
    });
}

export type Client = ReturnType<typeof httpsClient>;

interface Sample {
  phase: string;
  kind: string;
  path: string;
  /** The start of the answer, kept for failures only. */
  detail?: string;
  status: number;
  startedAt: number;
  endedAt: number;
}

/** A client address nobody else uses, so per-address limits never refuse the load's sign-ins. */
export function freshLoopbackAddress(): string {
  const byte = () => 1 + Math.floor(Math.random() * 250);
  return `127.${byte()}.${byte()}.${byte()}`;
}

const PAGES = ['/en', '/th', '/en/articles', '/th/glossary', '/en/quizzes', '/th/earn'];
const READS = [
  '/api/client/categories',
  '/api/client/blogs?active=true&status=true&slug_null=false',
  '/api/client/glossaries',
];

/**
 * A steady mixed load through the proxy: `workers` loops, each sending a page, an API read or a
 * sign-in (about one in eight), then pausing `pauseMs`. Every answer is recorded with the phase
 * it fell in, so each fault's window can be counted on its own.
 */
export class SteadyLoad {
  readonly samples: Sample[] = [];
  phase = 'warm-up';
  private running = false;
  private loops: Promise<void>[] = [];
  inFlight = 0;

  constructor(
    private readonly client: Client,
    private readonly signIn: { email: string; password: string }[],
    private readonly options: { workers: number; pauseMs: number } = { workers: 4, pauseMs: 20 },
  ) {}

  start() {
    this.running = true;
    this.loops = Array.from({ length: this.options.workers }, (_, worker) => this.loop(worker));
  }

  async stop() {
    this.running = false;
    await Promise.all(this.loops);
  }

  private async loop(worker: number) {
    let turn = worker;
    while (this.running) {
      turn += 1;
      const pick = turn % 8;
      const phase = this.phase;
      const startedAt = Date.now();
      this.inFlight += 1;
      let kind: string;
      let path: string;
      let answer: Answer;
      if (pick === 0) {
        kind = 'sign-in';
        path = '/api/client/auth/login';
        const account = this.signIn[turn % this.signIn.length]!;
        answer = await this.client('POST', path, { body: account, from: freshLoopbackAddress() });
      } else if (pick % 2 === 1) {
        kind = 'page';
        path = PAGES[turn % PAGES.length]!;
        answer = await this.client('GET', path);
      } else {
        kind = 'api';
        path = READS[turn % READS.length]!;
        answer = await this.client('GET', path, { headers: { lang: 'en' } });
      }
      this.inFlight -= 1;
      const failed = answer.status >= 500 || answer.status === NO_ANSWER;
      this.samples.push({
        phase,
        kind,
        path,
        status: answer.status,
        startedAt,
        endedAt: Date.now(),
        ...(failed ? { detail: answer.body.slice(0, 200) } : {}),
      });
      await new Promise((r) => setTimeout(r, this.options.pauseMs));
    }
  }

  /** How long after `since` the last failed answer of a phase came (0: none after it). */
  lastFailureAfter(phase: string, since: number): number {
    const ends = this.samples
      .filter((sample) => sample.phase === phase && sample.detail !== undefined && sample.endedAt > since)
      .map((sample) => sample.endedAt - since);
    return Math.max(0, ...ends);
  }

  /** Requests, failures (no answer or 5xx) and the longest run of consecutive 5xx in a phase. */
  count(phase: string) {
    const samples = this.samples
      .filter((sample) => sample.phase === phase)
      .sort((a, b) => a.endedAt - b.endedAt);
    let run = 0;
    let longestRun = 0;
    const statuses: Record<string, number> = {};
    for (const sample of samples) {
      statuses[sample.status] = (statuses[sample.status] ?? 0) + 1;
      run = sample.status >= 500 || sample.status === NO_ANSWER ? run + 1 : 0;
      longestRun = Math.max(longestRun, run);
    }
    const failed = samples.filter((sample) => sample.status >= 500 || sample.status === NO_ANSWER).length;
    const unexpected = samples.filter((sample) => sample.status >= 300 && sample.status < 500).length;
    const failures = samples
      .filter((sample) => sample.detail !== undefined)
      .map((sample) => `${sample.status} ${sample.path} ${sample.detail}`);
    return { requests: samples.length, failed, longestRun, unexpected, statuses, failures };
  }
}
