import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { ABOUT_TABS, type AboutTab, type AboutTabId } from '@/content/who-we-are';
import { cn } from '@/lib/cn';

/**
 * The six 'Who we are' tabs as a WAI-ARIA tab list (vertical on wide screens): arrow keys move between tabs
 * and select them, Home/End jump to the first/last, only the selected tab is in the Tab order.
 */
export function AboutTabs({ tabs = ABOUT_TABS }: { tabs?: readonly AboutTab[] }) {
  const [selectedId, setSelectedId] = useState<AboutTabId>(tabs[0]?.id ?? 'mission');
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const baseId = useId();
  const selected = tabs.find((tab) => tab.id === selectedId) ?? tabs[0];

  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    setSelectedId(tab.id);
    tabRefs.current[(index + tabs.length) % tabs.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowRight: index + 1,
      ArrowUp: index - 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  if (!selected) return null;

  return (
    <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
      <div
        role="tablist"
        aria-label="About the forum"
        aria-orientation="vertical"
        className="flex gap-2 overflow-x-auto pb-2 lg:flex-col lg:overflow-visible lg:pb-0"
      >
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selected.id;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              id={`${baseId}-tab-${tab.id}`}
              type="button"
              role="tab"
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setSelectedId(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                'shrink-0 rounded-xl px-4 py-3 text-left font-semibold whitespace-nowrap transition-colors',
                isSelected
                  ? 'bg-brand-600 text-white shadow-sm'
                  : 'bg-brand-50 text-brand-800 hover:bg-brand-100',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        id={`${baseId}-panel-${selected.id}`}
        role="tabpanel"
        aria-labelledby={`${baseId}-tab-${selected.id}`}
        tabIndex={0}
        className="min-h-64 rounded-2xl border border-slate-200 bg-white p-6 sm:p-8"
      >
        <h2 className="text-2xl font-bold text-brand-900">{selected.heading}</h2>
        {selected.paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-4 leading-relaxed text-slate-700">
            {paragraph}
          </p>
        ))}
        {selected.points ? (
          <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-700 marker:text-brand-600">
            {selected.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
