import type { FastifyBaseLogger } from 'fastify';
import type { AdvisoryLeases } from '../../db/advisory-leases.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { claimJobs, completeJob, failJob, type JobRow } from './job-queue.ts';

/**
 * Does one job. It may run more than once (a crash after the work but before the job is marked
 * done), so it must be idempotent: check what is already done, or use a unique key.
 */
export type JobHandler = (
  job: JobRow,
  context: { db: Db; clock: Clock; log: FastifyBaseLogger },
) => Promise<void>;

const BATCH = 10;
const LEASE_MS = 5 * 60 * 1000;
const POLL_MS = 2000;

export interface JobOptions {
  /**
   * A lease name: jobs of this kind run only in the process holding that lease (see
   * db/advisory-leases.ts), so however many workers run, one does this work and the others wait.
   * For work that must not run side by side: signing with a key's nonces, the scheduled sweeps.
   */
  singleton?: string;
}

/** Drains the jobs table for the kinds it has handlers for, on a timer and when kicked. */
export class JobWorker {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly singletons = new Map<string, string>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private again = false;

  constructor(
    private readonly options: { db: Db; clock: Clock; log: FastifyBaseLogger; leases?: AdvisoryLeases },
  ) {}

  handle(kind: string, handler: JobHandler, jobOptions: JobOptions = {}): void {
    if (this.handlers.has(kind)) throw new Error(`a handler for ${kind} jobs exists already`);
    this.handlers.set(kind, handler);
    if (jobOptions.singleton) this.singletons.set(kind, jobOptions.singleton);
  }

  /** The kinds this process may claim now: every shared kind, and the singletons whose lease it holds. */
  private async claimableKinds(): Promise<string[]> {
    const leases = this.options.leases;
    const held = new Map<string, boolean>();
    const kinds: string[] = [];
    for (const kind of this.handlers.keys()) {
      const lease = this.singletons.get(kind);
      if (lease && leases) {
        if (!held.has(lease)) held.set(lease, await leases.hold(lease));
        if (!held.get(lease)) continue;
      }
      kinds.push(kind);
    }
    return kinds;
  }

  /** The kinds this worker has handlers for. */
  get kinds(): string[] {
    return [...this.handlers.keys()];
  }

  /** Runs every job that is due now; resolves with how many succeeded. */
  async drain(): Promise<number> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.drainAll().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async drainAll(): Promise<number> {
    let done = 0;
    do {
      this.again = false;
      let claimed: number;
      do {
        const batch = await this.runBatch();
        claimed = batch.claimed;
        done += batch.done;
      } while (claimed === BATCH);
    } while (this.again);
    return done;
  }

  private async runBatch(): Promise<{ claimed: number; done: number }> {
    const { db, clock, log } = this.options;
    const batch = await claimJobs(db, clock.now(), {
      kinds: await this.claimableKinds(),
      limit: BATCH,
      leaseMs: LEASE_MS,
    });
    let done = 0;
    for (const job of batch) {
      try {
        await this.handlers.get(job.kind)!(job, this.options);
        await completeJob(db, clock.now(), job.id);
        done += 1;
      } catch (error) {
        log.warn({ err: error, jobId: job.id, kind: job.kind }, 'job failed; will retry');
        await failJob(db, clock.now(), job, error);
      }
    }
    return { claimed: batch.length, done };
  }

  /** Asks for a drain soon, after the transaction that queued a job has committed. */
  kick(): void {
    if (!this.timer) return;
    setImmediate(() => this.drainLogged());
  }

  start(pollMs = POLL_MS): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.drainLogged(), pollMs);
    this.timer.unref();
    this.drainLogged();
  }

  private drainLogged() {
    void this.drain().catch((error) => this.options.log.error({ err: error }, 'job drain failed'));
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
    // Another worker takes the singletons over at its next poll instead of when this one's connection dies.
    await this.options.leases?.releaseAll();
  }
}
