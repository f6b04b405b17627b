import { Link } from 'react-router-dom';
import { AddProgramForm } from '@/features/admin-content/components/add-program-form';
import { paths } from '@/config/paths';
import { Seo } from '@/lib/seo';

export default function AddProgramRoute() {
  return (
    <>
      <Seo title="Add Program" description="Announce one of the forum's programs." />
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900">Add Program</h1>
        <Link to={paths.admin.programs.getHref()} className="font-semibold text-brand-700 hover:underline">
          Manage programs
        </Link>
      </div>
      <AddProgramForm />
    </>
  );
}
