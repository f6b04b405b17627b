import { useSyncExternalStore } from 'react';

/** Browser storage keys of the admin session, kept as the existing site names them. */
export const SESSION_STORAGE_KEYS = {
  token: 'token',
  loginFlag: 'isLoggedIn',
  loginStatusMessage: 'loginStatusMessage',
} as const;

const LOGIN_FLAG_VALUE = 'true';

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** A PHP API may wrap the token in quotes; we store it bare. */
function stripQuotes(token: string): string {
  return token.trim().replace(/^["']+|["']+$/g, '');
}

export function getSessionToken(): string | null {
  return localStorage.getItem(SESSION_STORAGE_KEYS.token) || null;
}

export function isLoginFlagSet(): boolean {
  return localStorage.getItem(SESSION_STORAGE_KEYS.loginFlag) === LOGIN_FLAG_VALUE;
}

/** Stores the token (surrounding quotes stripped) and the login flag after a successful login. */
export function saveSession(token: string): void {
  localStorage.setItem(SESSION_STORAGE_KEYS.token, stripQuotes(token));
  localStorage.setItem(SESSION_STORAGE_KEYS.loginFlag, LOGIN_FLAG_VALUE);
  notify();
}

/**
 * Forgets the token and the login flag together: a flag left without a token would send the sign-in page
 * to /admin and the guard straight back, for ever.
 */
export function clearSession(): void {
  localStorage.removeItem(SESSION_STORAGE_KEYS.token);
  localStorage.removeItem(SESSION_STORAGE_KEYS.loginFlag);
  notify();
}

/** A message the sign-in page shows once as an error (for example after an expired session). */
export function setLoginStatusMessage(message: string): void {
  localStorage.setItem(SESSION_STORAGE_KEYS.loginStatusMessage, message);
}

export function getLoginStatusMessage(): string | null {
  return localStorage.getItem(SESSION_STORAGE_KEYS.loginStatusMessage) || null;
}

export function clearLoginStatusMessage(): void {
  localStorage.removeItem(SESSION_STORAGE_KEYS.loginStatusMessage);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SESSION_STORAGE_KEYS.token) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored token, re-read when this tab or another one signs in or out. */
export function useSessionToken(): string | null {
  return useSyncExternalStore(subscribe, getSessionToken, () => null);
}
