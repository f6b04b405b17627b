import { paths } from '@/config/paths';
import { OurPeoplePage } from '@/features/people/components/our-people-page';
import { Seo } from '@/lib/seo';

export default function OurPeopleRoute() {
  return (
    <>
      <Seo
        title="Our People"
        description="Meet the executives and members who run the forum's programs."
        keywords={['executives', 'members', 'team']}
        canonicalPath={paths.ourPeople.getHref()}
      />
      <OurPeoplePage />
    </>
  );
}
