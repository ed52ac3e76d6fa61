import { describe, expect, it } from 'vitest';
import { routerBasename } from './basename.ts';

describe('routerBasename', () => {
  it('is /admin when opened under /admin', () => {
    expect(routerBasename('/admin')).toBe('/admin');
    expect(routerBasename('/admin/')).toBe('/admin');
    expect(routerBasename('/admin/login')).toBe('/admin');
  });

  it('is the root on an admin host or with ?admin=true', () => {
    expect(routerBasename('/')).toBe('/');
    expect(routerBasename('/login')).toBe('/');
    expect(routerBasename('/administrator')).toBe('/');
  });
});
