import { paths } from '@/config/paths';
import { ProgramsPage } from '@/features/programs/components/programs-page';
import { Seo } from '@/lib/seo';

export default function ProgramsRoute() {
  return (
    <>
      <Seo
        title="Programs"
        description="The outreach programs the forum has run and is planning across communities in Nigeria."
        keywords={['outreach programs', 'community support', 'food drive']}
        canonicalPath={paths.programs.getHref()}
      />
      <ProgramsPage />
    </>
  );
}
