import { afterEach, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY, hasSession } from './session.ts';
import { isTokenExpired, readToken } from '../api/token.ts';
import { USER_KEY, readUser } from './storage.ts';
import { fakeJwt } from './testing.ts';

describe('stored session', () => {
  afterEach(() => localStorage.clear());

  it('has no session without a stored token', () => {
    expect(hasSession()).toBe(false);
  });

  it('accepts a JWT-shaped token from localStorage, shared by every tab', () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'a.b.c');
    expect(hasSession()).toBe(true);
  });

  it('ignores a blank token and removes one that is not a JWT', () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, '  ');
    expect(hasSession()).toBe(false);
    localStorage.setItem(ACCESS_TOKEN_KEY, 'not-a-token');
    expect(readToken()).toBeNull();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('reads the expiry from the exp claim', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(isTokenExpired(fakeJwt(now / 1000 + 600), now)).toBe(false);
    expect(isTokenExpired(fakeJwt(now / 1000 - 1), now)).toBe(true);
    expect(isTokenExpired('a.b.c', now)).toBe(true);
  });

  it('removes a stored user with HTML markup or without an id (spec §5)', () => {
    localStorage.setItem(USER_KEY, JSON.stringify({ id: 'u1', name: '<img src=x onerror=alert(1)>' }));
    expect(readUser()).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
    localStorage.setItem(USER_KEY, JSON.stringify({ name: 'A' }));
    expect(readUser()).toBeNull();
  });
});
