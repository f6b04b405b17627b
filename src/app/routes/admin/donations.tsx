import { AdminPage } from '@/app/layouts/admin-page';
import { PaymentsTable } from '@/features/admin-donations/components/payments-table';

export default function DonationsRoute() {
  return (
    <AdminPage title="Donations" description="Every payment the forum has recorded, with the running total.">
      <PaymentsTable />
    </AdminPage>
  );
}
