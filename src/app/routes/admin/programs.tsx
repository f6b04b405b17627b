import { AdminPage } from '@/app/layouts/admin-page';
import { ProgramsManager } from '@/features/admin-content/components/programs-manager';

export default function ProgramsRoute() {
  return (
    <AdminPage title="Programs" description="Edit or remove the forum's programs.">
      <ProgramsManager />
    </AdminPage>
  );
}
