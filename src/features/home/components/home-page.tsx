import { FORUM_NAME } from '@contract/constants';
import { paths } from '@/config/paths';
import { FaqAccordion } from '@/features/home/components/faq-accordion';
import { HeroCarousel } from '@/features/home/components/hero-carousel';
import { AboutTeaser, ValuesSection, WhyChoose } from '@/features/home/components/home-sections';
import { UpcomingProgram } from '@/features/home/components/upcoming-program';
import { Seo } from '@/lib/seo';

export interface HomePageProps {
  /** The id of the membership application dialog, which 'Join the Movement' opens (composed by the app layer). */
  joinMovementDialogId: string;
}

export function HomePage({ joinMovementDialogId }: HomePageProps) {
  return (
    <>
      <Seo
        title={FORUM_NAME}
        description={`${FORUM_NAME} is a volunteer-driven non-profit in Ibadan, Nigeria, fighting hunger, supporting widows and building lasting community support systems.`}
        keywords={['Nigeria non-profit', 'humanitarian forum', 'Ibadan charity', 'volunteer', 'donate']}
        canonicalPath={paths.home.getHref()}
      />
      <meta property="og:locale" content="en_NG" />
      <HeroCarousel joinMovementDialogId={joinMovementDialogId} />
      <UpcomingProgram />
      <AboutTeaser />
      <WhyChoose />
      <FaqAccordion />
      <ValuesSection />
    </>
  );
}
