import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { FAQ_HEADING, FAQ_ITEMS, type FaqItem } from '@/content/home';
import { cn } from '@/lib/cn';
import { useMotionKitSwitchingWhile } from '@/lib/motion/use-motion-kit';

/**
 * The FAQ as an accordion of independent items: each question opens and closes on its own, so a visitor can
 * compare two answers. Each header is a real button (Enter/Space) with aria-expanded and aria-controls.
 */
export function FaqAccordion({ items = FAQ_ITEMS }: { items?: readonly FaqItem[] }) {
  const [openItems, setOpenItems] = useState<ReadonlySet<number>>(() => new Set());
  const baseId = useId();
  // An answer already open when the motion kit arrives is not remounted: the kit is taken up once all are closed.
  const kit = useMotionKitSwitchingWhile(openItems.size === 0);

  const toggle = (index: number) =>
    setOpenItems((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  return (
    <section aria-labelledby="faq-heading" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h2 id="faq-heading" className="text-center text-3xl font-bold tracking-tight text-brand-900">
        {FAQ_HEADING}
      </h2>
      <div className="mt-8 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {items.map((item, index) => {
          const isOpen = openItems.has(index);
          const buttonId = `${baseId}-question-${index}`;
          const panelId = `${baseId}-answer-${index}`;
          const answerProps = {
            id: panelId,
            role: 'region',
            'aria-labelledby': buttonId,
            className: 'overflow-hidden',
          } as const;
          const answer = <FaqAnswer item={item} />;
          return (
            <div key={item.question}>
              <h3>
                <button
                  id={buttonId}
                  type="button"
                  aria-expanded={isOpen}
                  aria-controls={panelId}
                  onClick={() => toggle(index)}
                  className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-brand-900 hover:bg-brand-50"
                >
                  <span>{item.question}</span>
                  <svg
                    viewBox="0 0 24 24"
                    aria-hidden="true"
                    focusable="false"
                    className={cn('size-5 shrink-0 transition-transform', isOpen && 'rotate-180')}
                    fill="none"
                    stroke="currentColor"
                    strokeWidth={2}
                  >
                    <path d="m6 9 6 6 6-6" />
                  </svg>
                </button>
              </h3>
              {/* The answer opens and closes by its height (at once for visitors who asked for less motion, and
                  until the motion kit arrives). */}
              {kit ? (
                <kit.MotionScope>
                  <kit.AnimatePresence initial={false}>
                    {isOpen ? (
                      <kit.m.div
                        initial={{ height: 0, opacity: 0 }}
                        animate={{ height: 'auto', opacity: 1 }}
                        exit={{ height: 0, opacity: 0 }}
                        transition={{ duration: 0.25, ease: 'easeOut' }}
                        {...answerProps}
                      >
                        {answer}
                      </kit.m.div>
                    ) : null}
                  </kit.AnimatePresence>
                </kit.MotionScope>
              ) : isOpen ? (
                <div {...answerProps}>{answer}</div>
              ) : null}
            </div>
          );
        })}
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
