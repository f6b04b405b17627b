import { BreachRegister } from '@/features/admin-breaches/components/breach-register';
import { Seo } from '@/lib/seo';

export default function BreachesRoute() {
  return (
    <>
      <Seo title="Breach register" description="Personal-data breaches and the NDPC's 72-hour deadline." />
      <h1 className="mb-6 text-2xl font-bold text-brand-900">Breach register</h1>
      <BreachRegister />
    </>
  );
}
