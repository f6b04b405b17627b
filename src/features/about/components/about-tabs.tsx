import { useId } from 'react';
import { ABOUT_TABS } from '@/content/who-we-are';

/**
 * The six 'Who we are' sections, chosen with a group of radio buttons styled as tabs (vertical on wide
 * screens): the browser's own arrow keys move between them and check them, and CSS shows the chosen
 * section's panel (`.about-tabs`, src/styles/index.css), before and without the app. Mission and Vision is
 * chosen first. Without CSS every section reads in order.
 */
export function AboutTabs() {
  const baseId = useId();

  return (
    <div className="about-tabs grid gap-8 lg:grid-cols-[16rem_1fr]">
      <fieldset className="flex min-w-0 gap-2 overflow-x-auto pb-2 lg:flex-col lg:overflow-visible lg:pb-0">
        <legend className="sr-only">About the forum</legend>
        {ABOUT_TABS.map((tab, index) => (
          <label
            key={tab.id}
            className="about-tab relative shrink-0 cursor-pointer rounded-xl bg-brand-50 px-4 py-3 text-left font-semibold whitespace-nowrap text-brand-800 transition-colors hover:bg-brand-100 has-checked:bg-brand-600 has-checked:text-white has-checked:shadow-sm has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700"
          >
            <input
              type="radio"
              name={`${baseId}-section`}
              value={tab.id}
              defaultChecked={index === 0}
              aria-controls={`${baseId}-panel-${tab.id}`}
              className="sr-only"
            />
            {tab.label}
          </label>
        ))}
      </fieldset>
      <div>
        {ABOUT_TABS.map((tab) => (
          <section
            key={tab.id}
            id={`${baseId}-panel-${tab.id}`}
            aria-labelledby={`${baseId}-heading-${tab.id}`}
            className="about-tab-panel min-h-64 rounded-2xl border border-slate-200 bg-white p-6 sm:p-8"
          >
            <h2 id={`${baseId}-heading-${tab.id}`} className="text-2xl font-bold text-brand-900">
              {tab.heading}
            </h2>
            {tab.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 leading-relaxed text-slate-700">
                {paragraph}
              </p>
            ))}
            {tab.points ? (
              <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-700 marker:text-brand-600">
                {tab.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </div>
    </div>
  );
}
