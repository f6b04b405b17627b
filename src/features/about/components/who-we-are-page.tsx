import { Link } from 'react-router-dom';
import { buttonClassName } from '@/components/ui/button/button';
import { paths } from '@/config/paths';
import { HELP_FIGHT_HUNGER, WHO_WE_ARE_HERO } from '@/content/who-we-are';
import { AboutTabs } from '@/features/about/components/about-tabs';
import { OfficeCard } from '@/features/about/components/office-card';
import { TestimonialCarousel } from '@/features/about/components/testimonial-carousel';

export function WhoWeArePage() {
  return (
    <>
      <section className="bg-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{WHO_WE_ARE_HERO.heading}</h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-brand-100">{WHO_WE_ARE_HERO.text}</p>
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <AboutTabs />
      </div>

      <section aria-labelledby="hunger-heading" className="bg-accent-400">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-12 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <div>
            <h2 id="hunger-heading" className="text-3xl font-extrabold text-brand-900">
              {HELP_FIGHT_HUNGER.heading}
            </h2>
            <p className="mt-2 max-w-2xl text-lg text-brand-900">{HELP_FIGHT_HUNGER.text}</p>
          </div>
          <Link to={paths.donate.getHref()} className={buttonClassName({ size: 'lg' })}>
            {HELP_FIGHT_HUNGER.buttonLabel}
          </Link>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:px-8">
        <TestimonialCarousel />
        <OfficeCard />
      </div>
    </>
  );
}
