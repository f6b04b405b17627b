import type { ExternalToast, toast as sonnerToast } from 'sonner';
import { requireToaster } from '@/lib/toaster-demand';

// Code shows toasts through this module, which loads sonner (about 10 KB gzip) only when it is needed: when the
// visitor first touches a form or a dialog, where toasts answer what they do (so it is there before their
// first submit), or at the first toast. A visitor who only reads never downloads it.

type SonnerToast = typeof sonnerToast;
type Message = Parameters<SonnerToast>[0];
type ToastId = string | number;

let sonnerLoading: Promise<SonnerToast> | undefined;
let shown: Promise<void> = Promise.resolve();
let lastToastId = 0;

/**
 * Loads sonner and mounts the toaster (once). A toast shown before the toaster listens is not lost: sonner
 * hands its active toasts to a toaster when it subscribes.
 */
function loadToaster(): Promise<SonnerToast> {
  sonnerLoading ??= import('sonner').then(
    (sonner) => {
      requireToaster();
      return sonner.toast;
    },
    (error: unknown) => {
      // Offline, or a deploy replaced the chunk: the next toast tries again.
      sonnerLoading = undefined;
      throw error;
    },
  );
  return sonnerLoading;
}

/** Runs toast calls in the order they were made, once sonner is ready. */
function whenLoaded(show: (sonner: SonnerToast) => void): void {
  shown = shown.then(loadToaster).then(show, (error: unknown) => {
    console.error('The notification could not be shown: its code did not load', error);
  });
}

function showToast(
  kind: 'message' | 'success' | 'error' | 'loading',
  message: Message,
  data?: ExternalToast,
): ToastId {
  // The id is ours, so a caller can update or dismiss a toast that has not been shown yet.
  lastToastId += 1;
  const id = data?.id ?? `toast-${lastToastId}`;
  whenLoaded((sonner) => {
    const withId = { ...data, id };
    if (kind === 'message') sonner(message, withId);
    else sonner[kind](message, withId);
  });
  return id;
}

/** sonner's `toast`, for the calls this app makes. */
export const toast = Object.assign(
  (message: Message, data?: ExternalToast) => showToast('message', message, data),
  {
    success: (message: Message, data?: ExternalToast) => showToast('success', message, data),
    error: (message: Message, data?: ExternalToast) => showToast('error', message, data),
    loading: (message: Message, data?: ExternalToast) => showToast('loading', message, data),
    dismiss: (id?: ToastId) => {
      // Nothing to dismiss before the first toast: no reason to load sonner for it.
      if (lastToastId > 0) whenLoaded((sonner) => sonner.dismiss(id));
    },
  },
);

/** Where the visitor's first touch or focus loads sonner ahead of the toast that will answer them. */
const TOAST_SOURCES = 'form, dialog';
const TOUCH_EVENTS = ['pointerdown', 'focusin'] as const;

function loadToasterWhenAFormIsTouched(): void {
  const touched = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.closest(TOAST_SOURCES)) return;
    for (const type of TOUCH_EVENTS) document.removeEventListener(type, touched, true);
    void loadToaster().catch(() => undefined);
  };
  for (const type of TOUCH_EVENTS) document.addEventListener(type, touched, { capture: true, passive: true });
}

// Not while rendering on the server, which has no visitor.
if (typeof document !== 'undefined') loadToasterWhenAFormIsTouched();
