import { describe, expect, it, vi } from 'vitest';
import {
  SESSION_STORAGE_KEYS,
  clearSession,
  getSessionToken,
  isLoginFlagSet,
  saveSession,
} from '@/lib/session';
import { checkSession } from '@/lib/session-check';
import { createTestToken, toJwtSeconds } from '@/testing/jwt';

const NOW = Date.parse('2025-06-01T12:00:00Z');

describe('saveSession and clearSession', () => {
  it('stores the token without surrounding quotes and sets the login flag to true', () => {
    saveSession('"abc.def.ghi"');

    expect(localStorage.getItem('token')).toBe('abc.def.ghi');
    expect(localStorage.getItem('isLoggedIn')).toBe('true');
    expect(getSessionToken()).toBe('abc.def.ghi');
    expect(isLoginFlagSet()).toBe(true);
  });

  it('forgets the token and the flag together', () => {
    saveSession('abc.def.ghi');
    clearSession();

    expect(localStorage.getItem(SESSION_STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEYS.loginFlag)).toBeNull();
  });
});

describe('checkSession (the access guard rules)', () => {
  it('treats a browser without a token as signed out', () => {
    expect(checkSession(NOW)).toEqual({ status: 'signed-out', reason: 'no-token' });
  });

  it('drops a login flag left without a token', () => {
    localStorage.setItem('isLoggedIn', 'true');

    expect(checkSession(NOW).status).toBe('signed-out');
    expect(localStorage.getItem('isLoggedIn')).toBeNull();
  });

  it('removes an undecodable token, logs it and treats the visitor as signed out', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    saveSession('not-a-jwt');

    expect(checkSession(NOW)).toEqual({ status: 'signed-out', reason: 'undecodable' });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('isLoggedIn')).toBeNull();
    expect(log).toHaveBeenCalledOnce();
  });

  it('removes a token whose exp is earlier than now', () => {
    saveSession(createTestToken({ exp: toJwtSeconds(NOW) - 1 }));

    expect(checkSession(NOW)).toEqual({ status: 'signed-out', reason: 'expired' });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('isLoggedIn')).toBeNull();
  });

  it('accepts a token without exp', () => {
    const token = createTestToken({ exp: undefined });
    saveSession(token);

    expect(checkSession(NOW)).toMatchObject({ status: 'signed-in', token });
    expect(localStorage.getItem('token')).toBe(token);
  });

  it('accepts a token that has not expired yet, reading exp as seconds', () => {
    const token = createTestToken({ exp: toJwtSeconds(NOW) + 60 });
    saveSession(token);

    expect(checkSession(NOW)).toMatchObject({ status: 'signed-in', token, payload: { sub: '1' } });
    expect(checkSession(NOW + 61_000)).toEqual({ status: 'signed-out', reason: 'expired' });
  });
});
