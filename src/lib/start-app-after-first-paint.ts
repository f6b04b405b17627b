/*
 * How a page rendered ahead (prerendered at build, or by the server) starts the app: its HTML names the app's
 * scripts not as scripts but as data on the start module's tag, and they are fetched once the page has been
 * painted. The page is readable and its links work without them, so on a slow connection the first bytes go
 * to the stylesheet and the pictures the visitor sees, not to the entry's 115 KB; once painted, the entry and
 * the page's own chunks are asked for together. (Lighthouse's simulation also counts every module script that
 * finished loading before the largest paint as delaying it: GoogleChrome/lighthouse#17163.)
 *
 * The tag, written by server/pages/page-html.ts:
 *   <script type="module" src="/assets/start-app-….js" data-app-entry="/assets/index-….js"
 *     data-app-modules="/assets/home-….js /assets/public-pages-….js"></script>
 */
import { APP_ENTRY_ATTRIBUTE, APP_MODULES_ATTRIBUTE } from '@contract/app-start';

const FIRST_CONTENTFUL_PAINT = 'first-contentful-paint';

/** The attributes every script of the app is fetched with: the mode of the build's tags, and low priority. */
const APP_SCRIPT_ATTRIBUTES = { crossorigin: 'anonymous', fetchpriority: 'low' };

function appendToHead(document: Document, tagName: 'link' | 'script', attributes: Record<string, string>) {
  const element = document.createElement(tagName);
  for (const [name, value] of Object.entries({ ...APP_SCRIPT_ATTRIBUTES, ...attributes }))
    element.setAttribute(name, value);
  document.head.append(element);
}

/**
 * Adds the app's entry script and preloads of the page's chunks, as the HTML would have had them: at low
 * priority, so a picture still on its way keeps its place.
 */
function fetchApp(document: Document, tag: Element) {
  const entry = tag.getAttribute(APP_ENTRY_ATTRIBUTE);
  if (!entry) throw new Error(`The start script has no ${APP_ENTRY_ATTRIBUTE}.`);
  for (const href of (tag.getAttribute(APP_MODULES_ATTRIBUTE) ?? '').split(' ').filter(Boolean))
    appendToHead(document, 'link', { rel: 'modulepreload', href });
  appendToHead(document, 'script', { type: 'module', src: entry });
}

/**
 * Fetches the app the tag names once the browser has reported the page's first contentful paint (Paint
 * Timing, reported when the frame is on screen). A page in a background tab paints nothing, and a browser
 * without Paint Timing cannot say: the app is fetched at once, as it is when the tab goes to the background
 * before the paint.
 */
export function startAppAfterFirstPaint(document: Document, tag: Element) {
  const view = document.defaultView;
  const canObservePaint = view?.PerformanceObserver?.supportedEntryTypes?.includes('paint') ?? false;
  if (!view || !canObservePaint || document.visibilityState === 'hidden') {
    fetchApp(document, tag);
    return;
  }
  let isStarted = false;
  const start = () => {
    if (isStarted) return;
    isStarted = true;
    observer.disconnect();
    document.removeEventListener('visibilitychange', startIfHidden);
    fetchApp(document, tag);
  };
  const startIfHidden = () => {
    if (document.visibilityState === 'hidden') start();
  };
  const observer = new view.PerformanceObserver((entries) => {
    if (entries.getEntriesByName(FIRST_CONTENTFUL_PAINT).length > 0) start();
  });
  document.addEventListener('visibilitychange', startIfHidden);
  observer.observe({ type: 'paint', buffered: true });
}
