import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProvider } from '@/app/provider';
import { AppRouter, AppRoutes, preloadPagesAt } from '@/app/router';
import { createBrowserLocationSource } from '@/lib/navigation/location-source';
import '@/styles/index.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element to render the app into.');

const source = createBrowserLocationSource();
// Every chunk the first page needs is asked for at once, not one after the other as its layouts render.
// One that fails to load is left to the page's error boundary, which tries it again and says so.
const firstPageLoaded = preloadPagesAt(source.location.pathname).catch(() => undefined);

function removeStaticSeo() {
  // The HTML carries a title and description for crawlers that do not run JavaScript; once the app runs,
  // each page renders its own (React hoists them into <head>), so the static ones must not shadow them.
  document.head.querySelectorAll('[data-static-seo]').forEach((element) => element.remove());
}

const app = (
  <StrictMode>
    <AppProvider>
      <AppRouter source={source}>
        <AppRoutes />
      </AppRouter>
    </AppProvider>
  </StrictMode>
);

if (rootElement.hasChildNodes()) {
  // A prerendered page (scripts/vite/prerender-pages.ts) is already on screen and readable. Once the page's
  // own chunk has arrived, React takes over the markup as it stands (hydration) instead of painting it
  // again. As a transition, hydration yields to the browser between components, so a cheap phone stays
  // responsive to taps and scrolling while it runs.
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
