/** The id every layout gives its main element, so the skip link has one target. */
export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element of every page: jumps past the navigation to the content. */
export function SkipLink() {
  return (
    <a
      data-surface="dark"
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:rounded-lg focus:bg-brand-900 focus:px-4 focus:py-3 focus:font-semibold focus:text-white"
    >
      Skip to main content
    </a>
  );
}
