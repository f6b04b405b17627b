import { AdminPage } from '@/app/layouts/admin-page';
import { BreachRegister } from '@/features/admin-breaches/components/breach-register';

export default function BreachesRoute() {
  return (
    <AdminPage title="Breach register" description="Personal-data breaches and the NDPC's 72-hour deadline.">
      <BreachRegister />
    </AdminPage>
  );
}
