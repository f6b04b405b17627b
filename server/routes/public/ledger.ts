import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getLedgerEndpoint, LEDGER_CSV_PATH } from '@contract/ledger';
import { ledgerCsv } from '../../ledger/ledger-csv';
import { createLedgerRepository } from '../../repositories/ledger-repository';

/** GET /api/transparency and /api/transparency.csv: the public ledger, as JSON and as CSV. */
const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(getLedgerEndpoint.path, { config: { responseCache: true } }, async () => ({
    success: true,
    data: await createLedgerRepository(app.db).ledger(),
  }));

  // Built afresh from every gift and payment at each download (not cached): a person needs a few, a flood gets 429.
  app.get(
    LEDGER_CSV_PATH,
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (_request, reply) => {
      const csv = ledgerCsv(await createLedgerRepository(app.db).ledger());
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="ledger.csv"')
        .header('Cache-Control', 'no-cache')
        .send(csv);
    },
  );
};

export default ledgerRoutes;
