import { AdminDashboard } from '@/features/admin-dashboard/components/admin-dashboard';
import { Seo } from '@/lib/seo';

export default function DashboardRoute() {
  return (
    <>
      <Seo
        title="Dashboard"
        description="Totals, the latest donations and every admin screen of the forum."
      />
      <h1 className="mb-6 text-2xl font-bold text-brand-900">Dashboard</h1>
      <AdminDashboard />
    </>
  );
}
