import { DonorsScreen } from '@/features/admin-donors/components/donors-screen';
import { Seo } from '@/lib/seo';

export default function DonorsRoute() {
  return (
    <>
      <Seo
        title="Donors"
        description="One-off and monthly donors, what each has given, and failed renewals."
      />
      <h1 className="mb-6 text-2xl font-bold text-brand-900">Donors</h1>
      <DonorsScreen />
    </>
  );
}
