// The first script of a page rendered ahead: see src/lib/start-app-after-first-paint.ts. Built as an entry of
// its own (vite.config.ts); a page the browser renders itself loads src/main.tsx directly from index.html.
import { APP_ENTRY_ATTRIBUTE } from '@contract/app-start';
import { startAppAfterFirstPaint } from '@/lib/start-app-after-first-paint';

const tag = document.querySelector(`script[${APP_ENTRY_ATTRIBUTE}]`);
if (tag) startAppAfterFirstPaint(document, tag);
else console.error(`No script[${APP_ENTRY_ATTRIBUTE}] names the app to start.`);
