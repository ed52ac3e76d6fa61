import { afterEach, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY, hasSession } from './session.ts';

describe('hasSession', () => {
  afterEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('is false without a stored token', () => {
    expect(hasSession()).toBe(false);
  });

  it('accepts a token from sessionStorage or localStorage', () => {
    sessionStorage.setItem(ACCESS_TOKEN_KEY, 'a.b.c');
    expect(hasSession()).toBe(true);
    sessionStorage.clear();
    localStorage.setItem(ACCESS_TOKEN_KEY, 'a.b.c');
    expect(hasSession()).toBe(true);
  });

  it('ignores a blank token', () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, '  ');
    expect(hasSession()).toBe(false);
  });
});
