import { afterEach, describe, expect, it, vi } from 'vitest';
import { startAppAfterFirstPaint } from '@/lib/start-app-after-first-paint';

function startTag(modules: string): HTMLScriptElement {
  const tag = document.createElement('script');
  tag.setAttribute('data-app-entry', '/assets/index-abc.js');
  tag.setAttribute('data-app-modules', modules);
  return tag;
}

const appScripts = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[src]')];
const modulePreloads = () => [
  ...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'),
];

/** A stand-in for the browser's PerformanceObserver (jsdom has none): the test reports paint entries. */
class PaintObserver {
  static supportedEntryTypes = ['paint'];
  static observers: PaintObserver[] = [];
  isObserving = false;
  constructor(private readonly callback: PerformanceObserverCallback) {
    PaintObserver.observers.push(this);
  }
  observe(options: PerformanceObserverInit) {
    this.isObserving = options.type === 'paint';
  }
  disconnect() {
    this.isObserving = false;
  }
  static report(name: string) {
    for (const observer of PaintObserver.observers.filter((each) => each.isObserving)) {
      const list = { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) };
      observer.callback(
        list as unknown as PerformanceObserverEntryList,
        observer as unknown as PerformanceObserver,
      );
    }
  }
}

describe('starting the app of a page rendered ahead', () => {
  afterEach(() => {
    document.head.replaceChildren();
    PaintObserver.observers = [];
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('fetches nothing until the first contentful paint, then the entry with the page chunks, once', () => {
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    startAppAfterFirstPaint(document, startTag('/assets/home-1.js /assets/public-pages-2.js'));

    expect(appScripts()).toEqual([]);
    expect(modulePreloads()).toEqual([]);
    PaintObserver.report('first-paint');
    expect(appScripts()).toEqual([]);
    PaintObserver.report('first-contentful-paint');

    const [script] = appScripts();
    expect(appScripts()).toHaveLength(1);
    expect(script?.type).toBe('module');
    expect(script?.getAttribute('src')).toBe('/assets/index-abc.js');
    expect(script?.crossOrigin).toBe('anonymous');
    expect(script?.getAttribute('fetchpriority')).toBe('low');
    expect(modulePreloads().map((link) => link.getAttribute('href'))).toEqual([
      '/assets/home-1.js',
      '/assets/public-pages-2.js',
    ]);
    for (const link of modulePreloads()) {
      expect(link.crossOrigin).toBe('anonymous');
      expect(link.getAttribute('fetchpriority')).toBe('low');
    }
    // Stopped observing: a later report adds nothing.
    PaintObserver.report('first-contentful-paint');
    expect(appScripts()).toHaveLength(1);
  });

  it('fetches the app at once in a background tab, which paints nothing', () => {
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    startAppAfterFirstPaint(document, startTag(''));
    expect(PaintObserver.observers).toEqual([]);
    expect(appScripts().map((script) => script.getAttribute('src'))).toEqual(['/assets/index-abc.js']);
    expect(modulePreloads()).toEqual([]);
  });

  it('fetches the app when the tab goes to the background before the paint', () => {
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    startAppAfterFirstPaint(document, startTag(''));
    expect(appScripts()).toEqual([]);
    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(appScripts()).toHaveLength(1);
  });

  it('fetches the app at once where the browser cannot report paints', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    startAppAfterFirstPaint(document, startTag(''));
    expect(appScripts()).toHaveLength(1);
  });
});
