import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from '@/app/provider';
import { AppRouter } from '@/app/router';
import '@/styles/index.css';

// index.html carries a title and description for crawlers that do not run JavaScript; once the app runs,
// each page renders its own (React hoists them into <head>), so the static ones must not shadow them.
document.head.querySelectorAll('[data-static-seo]').forEach((element) => element.remove());

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element to render the app into.');

createRoot(rootElement).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
