import { LEDGER_API, ledgerReconciliationSchema } from '@app/contracts/wallet';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { requireRole } from '../../plugins/auth.ts';
import {
  LEDGER_RECONCILE_JOB,
  lastReconciliation,
  reconcileLedger,
  reconcileLedgerHandler,
  scheduleLedgerReconciliation,
} from './ledger-reconciliation.ts';

const reconciliationRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  const adminOnly = async (request: Parameters<typeof requireRole>[0]) => {
    requireRole(request, 'admin');
  };
  app.get(
    LEDGER_API.reconciliation,
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        summary:
          'The last ledger reconciliation: what is wrong with the stored balances and transfers (admins)',
        response: { 200: ledgerReconciliationSchema.nullable() },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return lastReconciliation(db);
    },
  );
  app.post(
    LEDGER_API.reconciliation,
    {
      onRequest: adminOnly,
      config: { rateLimit: { max: 6, timeWindow: '1 minute' } },
      schema: {
        tags: ['admin'],
        summary: 'Runs the ledger reconciliation now and answers its finding (admins)',
        response: { 200: ledgerReconciliationSchema },
      },
    },
    async () => reconcileLedger(db, clock),
  );
};

/** The ledger's own back-office part: its hourly reconciliation and what it found. */
export async function ledgerModule(app: FastifyInstance, { db, clock, jobs }: AppContext): Promise<void> {
  jobs.handle(LEDGER_RECONCILE_JOB, reconcileLedgerHandler, { singleton: 'ledger-reconciliation' });
  await scheduleLedgerReconciliation(db, clock).catch((error: unknown) =>
    app.log.warn({ err: error }, 'could not schedule the ledger reconciliation'),
  );
  await app.register(reconciliationRoutes, { db, clock });
}
