import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { MotionGlobalConfig } from 'framer-motion';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { resetApiCapabilitiesForTests } from '@/lib/api-capabilities';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { server } from '@/testing/mocks/server';

// What a test waits for on screen may take longer than Testing Library's 1 s default on a busy 2-core machine
// (the first render of a file also loads its modules); a broken screen still fails, only later.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

afterEach(() => {
  cleanup();
  server.resetHandlers();
  setUnauthorizedHandler(null);
  resetApiCapabilitiesForTests();
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// sonner removes a dismissed toast 200 ms later with a timer it never clears: in a file that ends inside that
// window, the timer would fire after jsdom is gone ("window is not defined"). A file that showed a toast lets
// it fire first.
const SONNER_REMOVAL_DELAY_MS = 200;
afterAll(async () => {
  server.close();
  if (toast.getHistory().length > 0)
    await new Promise((resolve) => setTimeout(resolve, SONNER_REMOVAL_DELAY_MS + 100));
});

// jsdom implements neither scrolling nor media queries.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  });
}

// Nor pointer capture, which sonner's swipe-to-dismiss calls on every toast press.
if (typeof Element.prototype.setPointerCapture !== 'function') {
  Element.prototype.setPointerCapture = () => undefined;
  Element.prototype.releasePointerCapture = () => undefined;
  Element.prototype.hasPointerCapture = () => false;
}

// Nor the modal <dialog> (showModal, close, the `cancel` event on Escape, focus back to the opener) or the
// invoker buttons that open and close it (`commandfor` + `command`). This stand-in opens and closes it,
// focuses its first focusable element, sends Escape to the topmost one and returns focus on close; the top
// layer, the inert page and the real focus handling are the browser's, covered by the Playwright tests.
if (typeof HTMLDialogElement.prototype.showModal !== 'function') {
  const openModals: HTMLDialogElement[] = [];
  const openers = new WeakMap<HTMLDialogElement, Element | null>();
  const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]';
  const toggled = (dialog: HTMLDialogElement, newState: 'open' | 'closed') =>
    dialog.dispatchEvent(Object.assign(new Event('toggle'), { newState }));
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.hasAttribute('open')) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    openers.set(this, document.activeElement);
    this.setAttribute('open', '');
    openModals.push(this);
    const target =
      this.querySelector<HTMLElement>('[autofocus]') ?? this.querySelector<HTMLElement>(FOCUSABLE);
    target?.focus();
    toggled(this, 'open');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    if (returnValue !== undefined) this.returnValue = returnValue;
    const index = openModals.indexOf(this);
    if (index !== -1) openModals.splice(index, 1);
    const opener = openers.get(this);
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    toggled(this, 'closed');
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    const topmost = openModals[openModals.length - 1];
    if (event.key !== 'Escape' || !topmost) return;
    if (topmost.dispatchEvent(new Event('cancel', { cancelable: true }))) topmost.close();
  });
  // A button's command runs after its click, unless a handler prevented it (bubbling listeners run first).
  window.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button[commandfor]') : null;
    if (!button || event.defaultPrevented) return;
    const target = document.getElementById(button.getAttribute('commandfor') ?? '');
    if (!(target instanceof HTMLDialogElement)) return;
    const command = button.getAttribute('command');
    if (command === 'show-modal' && !target.open) target.showModal();
    if (command === 'close') target.close();
  });
}

// Animations finish at once in component tests (framer-motion would otherwise run them frame by frame).
MotionGlobalConfig.skipAnimations = true;
