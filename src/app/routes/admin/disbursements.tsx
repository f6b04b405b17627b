import { AdminPage } from '@/app/layouts/admin-page';
import { DisbursementsScreen } from '@/features/admin-disbursements/components/disbursements-screen';

export default function DisbursementsRoute() {
  return (
    <AdminPage title="Disbursements" description="What the forum paid out, as the public ledger shows it.">
      <DisbursementsScreen />
    </AdminPage>
  );
}
