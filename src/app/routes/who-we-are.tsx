import { paths } from '@/config/paths';
import { WhoWeArePage } from '@/features/about/components/who-we-are-page';
import { Seo } from '@/lib/seo';

export default function WhoWeAreRoute() {
  return (
    <>
      <Seo
        title="Who We Are"
        description="Our mission and vision, core values, history, approach, team and how to reach our office in Ibadan."
        keywords={['mission', 'vision', 'core values', 'Ibadan office']}
        canonicalPath={paths.whoWeAre.getHref()}
      />
      <WhoWeArePage />
    </>
  );
}
