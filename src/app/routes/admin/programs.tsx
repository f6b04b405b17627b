import { ProgramsManager } from '@/features/admin-content/components/programs-manager';
import { Seo } from '@/lib/seo';

export default function ProgramsRoute() {
  return (
    <>
      <Seo title="Programs" description="Edit or remove the forum's programs." />
      <h1 className="mb-6 text-2xl font-bold text-brand-900">Programs</h1>
      <ProgramsManager />
    </>
  );
}
