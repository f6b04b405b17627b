import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listDonorsEndpoint, type Donor } from '@contract/admin-donors';
import type { DbExecutor } from '../../repositories/executor';
import { createMonthlyGiftsRepository } from '../../repositories/monthly-gifts-repository';

/** Every donor by e-mail: their verified gifts, and their latest monthly gift's state when they have one. */
async function listDonors(db: DbExecutor): Promise<Donor[]> {
  const gifts = createMonthlyGiftsRepository(db);
  const [summaries, monthlyGifts] = await Promise.all([gifts.listDonorSummaries(), gifts.listGifts()]);
  const latestGiftByEmail = new Map<string, (typeof monthlyGifts)[number]>();
  // listGifts is newest first: the first seen per e-mail is the latest.
  for (const gift of monthlyGifts)
    if (!latestGiftByEmail.has(gift.email)) latestGiftByEmail.set(gift.email, gift);
  const emails = new Set([...summaries.map((s) => s.email), ...latestGiftByEmail.keys()]);
  const summaryByEmail = new Map(summaries.map((s) => [s.email, s]));
  return [...emails].map((email) => {
    const summary = summaryByEmail.get(email);
    const gift = latestGiftByEmail.get(email);
    return {
      email,
      status: gift ? gift.status : 'once',
      monthlyAmountKobo: gift && gift.status !== 'cancelled' ? Number(gift.amount_kobo) : null,
      giftCount: summary?.giftCount ?? 0,
      totalGivenKobo: summary?.totalKobo ?? 0,
      lastGiftAt: summary?.lastGiftAt ?? null,
      lastGiftKobo: summary ? summary.lastGiftKobo : null,
    };
  });
}

/** GET /api/admin/donors: the Donors screen (ours). */
const donorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(listDonorsEndpoint.path, async () => {
    const gifts = createMonthlyGiftsRepository(app.db);
    const [donors, failures, monthlyRecurringKobo] = await Promise.all([
      listDonors(app.db),
      gifts.listFailures(),
      gifts.monthlyRecurringKobo(),
    ]);
    return {
      success: true,
      data: {
        donors,
        failedRenewals: failures.map((failure) => ({
          invoiceCode: failure.invoice_code,
          email: failure.email,
          amountKobo: Number(failure.amount_kobo),
          reason: failure.reason,
          failedAt: failure.failed_at,
        })),
        monthlyRecurringKobo,
      },
    };
  });
};

export default donorRoutes;
