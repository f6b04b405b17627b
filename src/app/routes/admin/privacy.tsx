import { PrivacyScreen } from '@/features/admin-privacy/components/privacy-screen';
import { Seo } from '@/lib/seo';

export default function AdminPrivacyRoute() {
  return (
    <>
      <Seo
        title="Privacy"
        description="Find, export or erase the personal data held under an e-mail address."
      />
      <h1 className="mb-6 text-2xl font-bold text-brand-900">Privacy</h1>
      <PrivacyScreen />
    </>
  );
}
