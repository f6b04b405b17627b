import { AdminPage } from '@/app/layouts/admin-page';
import { DonorsScreen } from '@/features/admin-donors/components/donors-screen';

export default function DonorsRoute() {
  return (
    <AdminPage
      title="Donors"
      description="One-off and monthly donors, what each has given, and failed renewals."
    >
      <DonorsScreen />
    </AdminPage>
  );
}
