import { AdminPage } from '@/app/layouts/admin-page';
import { AdminDashboard } from '@/features/admin-dashboard/components/admin-dashboard';

export default function DashboardRoute() {
  return (
    <AdminPage
      title="Dashboard"
      description="Totals, the latest donations and every admin screen of the forum."
    >
      <AdminDashboard />
    </AdminPage>
  );
}
