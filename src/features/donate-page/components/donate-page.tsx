import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { HeartIcon } from '@/components/ui/icons/icons';
import { Button } from '@/components/ui/button/button';
import {
  DONATE_HERO,
  DONATE_TODAY,
  DONATION_REASONS,
  DONATION_REASONS_HEADING,
  IMPACT_FIGURES,
  IMPACT_HEADING,
} from '@/content/donate';

export interface DonatePageProps {
  /** The attributes of the buttons that open the donation form (Donate Now, Donate Today). */
  donateButtonProps: ComponentProps<'button'>;
  /** Shown under the hero: the donation form the server sent back to be corrected, when it did. */
  returnedForm?: ReactNode;
}

export function DonatePage({ donateButtonProps, returnedForm }: DonatePageProps) {
  return (
    <>
      <section className="relative isolate overflow-hidden bg-brand-900 text-white">
        <img
          src="/images/donate-hero.svg"
          alt=""
          width={1200}
          height={480}
          fetchPriority="high"
          className="absolute inset-0 -z-10 size-full object-cover opacity-40"
        />
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
          <h1 className="max-w-3xl text-4xl leading-tight font-extrabold tracking-tight sm:text-5xl">
            {DONATE_HERO.heading}
          </h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-brand-50">{DONATE_HERO.text}</p>
          <Button
            variant="accent"
            size="lg"
            className="mt-8"
            icon={<HeartIcon className="size-5" />}
            {...donateButtonProps}
          >
            {DONATE_HERO.buttonLabel}
          </Button>
        </div>
      </section>

      {returnedForm}

      <section aria-labelledby="impact-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="impact-heading" className="text-center text-3xl font-bold tracking-tight text-brand-900">
          {IMPACT_HEADING}
        </h2>
        <dl className="mt-10 grid grid-cols-2 gap-6 lg:grid-cols-4">
          {IMPACT_FIGURES.map((item) => (
            <div key={item.label} className="flex flex-col-reverse rounded-2xl bg-brand-50 p-6 text-center">
              <dt className="mt-2 font-medium text-slate-700">{item.label}</dt>
              <dd className="text-4xl font-extrabold text-brand-700">{item.figure}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="reasons-heading" className="bg-brand-50">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <h2 id="reasons-heading" className="text-center text-3xl font-bold tracking-tight text-brand-900">
            {DONATION_REASONS_HEADING}
          </h2>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {DONATION_REASONS.map((reason) => (
              <li key={reason.title} className="rounded-2xl bg-white p-6 shadow-sm">
                <h3 className="text-xl font-bold text-brand-900">{reason.title}</h3>
                <p className="mt-2 leading-relaxed text-slate-700">{reason.description}</p>
                {reason.link ? (
                  <Link
                    to={reason.link.href}
                    className="mt-3 inline-block font-semibold text-brand-700 underline hover:text-brand-900"
                  >
                    {reason.link.label}
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        aria-labelledby="donate-today-heading"
        className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6"
      >
        <h2 id="donate-today-heading" className="text-3xl font-bold tracking-tight text-brand-900">
          {DONATE_TODAY.heading}
        </h2>
        <p className="mt-4 text-lg leading-relaxed text-slate-700">{DONATE_TODAY.text}</p>
        <Button variant="primary" size="lg" className="mt-8" {...donateButtonProps}>
          {DONATE_TODAY.buttonLabel}
        </Button>
      </section>
    </>
  );
}
