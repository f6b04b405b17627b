import { Link } from 'react-router-dom';
import { buttonClassName } from '@/components/ui/button/button';
import { paths } from '@/config/paths';
import {
  ABOUT_TEASER,
  VALUES,
  VALUES_HEADING,
  WHY_CHOOSE_FEATURES,
  WHY_CHOOSE_HEADING,
  type FeatureIcon,
} from '@/content/home';

const FEATURE_ICON_PATHS: Record<FeatureIcon, string> = {
  hands:
    'M7 11V6a2 2 0 1 1 4 0v5m0-3a2 2 0 1 1 4 0v3m0-1a2 2 0 1 1 4 0v4a7 7 0 0 1-7 7h-1a7 7 0 0 1-6-3.4L3 14a2 2 0 0 1 3.4-2L7 13',
  shield: 'M12 3 4 6v6c0 5 3.4 8.3 8 9 4.6-.7 8-4 8-9V6l-8-3Zm-3 9 2 2 4-4',
  people:
    'M16 19v-1a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v1M9 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm13 9v-1a4 4 0 0 0-3-3.9M16 4.1a3 3 0 0 1 0 5.8',
  chart: 'M3 20h18M6 16v-4m5 4V8m5 8v-6m5 6V5',
};

export function AboutTeaser() {
  return (
    <section aria-labelledby="about-teaser-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">
            {ABOUT_TEASER.eyebrow}
          </p>
          <h2 id="about-teaser-heading" className="mt-2 text-3xl font-bold tracking-tight text-brand-900">
            {ABOUT_TEASER.heading}
          </h2>
          {ABOUT_TEASER.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 leading-relaxed text-slate-700">
              {paragraph}
            </p>
          ))}
          <Link to={paths.whoWeAre.getHref()} className={buttonClassName({ className: 'mt-6' })}>
            {ABOUT_TEASER.linkLabel}
          </Link>
        </div>
        <img
          src="/images/about-teaser.svg"
          alt="Volunteers sorting food bags on a table at our Ibadan office"
          width={640}
          height={480}
          loading="lazy"
          decoding="async"
          className="h-auto w-full rounded-3xl bg-brand-50"
        />
      </div>
    </section>
  );
}

export function WhyChoose() {
  return (
    <section aria-labelledby="why-choose-heading" className="bg-brand-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="why-choose-heading" className="text-center text-3xl font-bold tracking-tight">
          {WHY_CHOOSE_HEADING}
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {WHY_CHOOSE_FEATURES.map((feature) => (
            <li key={feature.title} className="rounded-2xl bg-brand-800 p-6">
              <span className="inline-flex size-12 items-center justify-center rounded-full bg-accent-400 text-brand-900">
                <svg
                  viewBox="0 0 24 24"
                  aria-hidden="true"
                  focusable="false"
                  className="size-6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth={2}
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d={FEATURE_ICON_PATHS[feature.icon]} />
                </svg>
              </span>
              <h3 className="mt-4 text-lg font-bold">{feature.title}</h3>
              <p className="mt-2 leading-relaxed text-brand-100">{feature.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function ValuesSection() {
  return (
    <section aria-labelledby="values-heading" className="bg-brand-50">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="values-heading" className="text-center text-3xl font-bold tracking-tight text-brand-900">
          {VALUES_HEADING}
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {VALUES.map((value) => (
            <li key={value.title} className="rounded-2xl border-t-4 border-accent-400 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-bold text-brand-900">{value.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-700">{value.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
