import { DisbursementsScreen } from '@/features/admin-disbursements/components/disbursements-screen';
import { Seo } from '@/lib/seo';

export default function DisbursementsRoute() {
  return (
    <>
      <Seo title="Disbursements" description="What the forum paid out, as the public ledger shows it." />
      <h1 className="mb-6 text-2xl font-bold text-brand-900">Disbursements</h1>
      <DisbursementsScreen />
    </>
  );
}
