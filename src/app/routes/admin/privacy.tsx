import { AdminPage } from '@/app/layouts/admin-page';
import { PrivacyScreen } from '@/features/admin-privacy/components/privacy-screen';

export default function AdminPrivacyRoute() {
  return (
    <AdminPage
      title="Privacy"
      description="Find, export or erase the personal data held under an e-mail address."
    >
      <PrivacyScreen />
    </AdminPage>
  );
}
