import { paths } from '@/config/paths';
import { PrivacyPage } from '@/features/privacy/components/privacy-page';
import { Seo } from '@/lib/seo';

export default function PrivacyRoute() {
  return (
    <>
      <Seo
        title="Privacy notice"
        description="What personal data the forum collects, why, who receives it, how long it is kept, and your rights under the Nigeria Data Protection Act 2023."
        keywords={['privacy', 'data protection', 'NDPA']}
        canonicalPath={paths.privacy.getHref()}
      />
      <PrivacyPage />
    </>
  );
}
