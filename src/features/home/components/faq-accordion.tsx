import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { FAQ_HEADING, FAQ_ITEMS, type FaqItem } from '@/content/home';

/**
 * The FAQ as independent `<details>`: each question opens and closes on its own (so a visitor can compare two
 * answers), by the browser alone, before and without the app. The answer slides open by its height in CSS
 * (`.faq-item`), at once for visitors who asked for less motion.
 */
export function FaqAccordion() {
  return (
    <section aria-labelledby="faq-heading" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h2 id="faq-heading" className="text-center text-3xl font-bold tracking-tight text-brand-900">
        {FAQ_HEADING}
      </h2>
      <div className="mt-8 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {FAQ_ITEMS.map((item) => (
          <details key={item.question} className="faq-item group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-brand-900 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
              <span>{item.question}</span>
              <svg
                viewBox="0 0 24 24"
                aria-hidden="true"
                focusable="false"
                className="size-5 shrink-0 transition-transform group-open:rotate-180"
                fill="none"
                stroke="currentColor"
                strokeWidth={2}
              >
                <path d="m6 9 6 6 6-6" />
              </svg>
            </summary>
            <FaqAnswer item={item} />
          </details>
        ))}
      </div>
    </section>
  );
}

function FaqAnswer({ item }: { item: FaqItem }) {
  return (
    <div className="px-5 pb-5">
      <p className="leading-relaxed text-slate-700">{item.answer}</p>
      {item.linksToDonate ? (
        <Link
          to={paths.donate.getHref()}
          className="mt-3 inline-block font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          Donate to our work
        </Link>
      ) : null}
    </div>
  );
}
