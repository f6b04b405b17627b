import { PaymentsTable } from '@/features/admin-donations/components/payments-table';
import { Seo } from '@/lib/seo';

export default function DonationsRoute() {
  return (
    <>
      <Seo title="Donations" description="Every payment the forum has recorded, with the running total." />
      <h1 className="mb-6 text-2xl font-bold text-brand-900">Donations</h1>
      <PaymentsTable />
    </>
  );
}
