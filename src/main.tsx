import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { AppRoutes, preloadPagesAt } from '@/app/router';
import { readQueryState } from '@/lib/query-state';
import '@/styles/index.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element to render the app into.');

// Every lazy route module the first page needs is asked for at once, not one after the other as its layouts
// render. One that fails to load is left to the page's error boundary, which tries it again and says so.
const firstPageLoaded = preloadPagesAt(window.location.pathname).catch(() => undefined);

function removeStaticSeo() {
  // The HTML carries a title and description for crawlers that do not run JavaScript; once the app runs,
  // each page renders its own (React hoists them into <head>), so the static ones must not shadow them.
  document.head.querySelectorAll('[data-static-seo]').forEach((element) => element.remove());
}

const app = (
  <StrictMode>
    <AppProvider dehydratedState={readQueryState()}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  </StrictMode>
);

if (rootElement.hasChildNodes()) {
  // A prerendered page (scripts/vite/prerender-pages.ts) is already on screen and readable. Once the matched
  // route modules have arrived, React takes over the markup as it stands (hydration) instead of painting it
  // again: rendered with the modules in, nothing suspends, so the markup matches the prerendered one. As a
  // transition, hydration yields to the browser between components, so a cheap phone stays responsive to
  // taps and scrolling while it runs.
  void firstPageLoaded.then(() => {
    removeStaticSeo();
    startTransition(() => {
      hydrateRoot(rootElement, app);
    });
  });
} else {
  // Other pages render at once, so the header paints while their chunk loads.
  removeStaticSeo();
  createRoot(rootElement).render(app);
}
