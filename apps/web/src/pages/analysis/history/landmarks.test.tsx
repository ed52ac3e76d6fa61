import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, profile } from '../../../auth/testing.ts';
import { cleanup, renderSite, waitFor } from '../../../test/render.tsx';
import { signIn } from '../../billing/testing.ts';

describe('history pages inside the site layout', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('/history has exactly one <main> landmark (the layout’s)', async () => {
    const user = signIn(profile());
    fakeApi({ 'GET /api/user/me': { user } });
    const { container } = await renderSite('/history');
    await waitFor(() => expect(container.querySelector('[data-testid="history-page"]')).not.toBeNull());
    expect(container.querySelectorAll('main')).toHaveLength(1);
  });

  it('/shared/analysis/… has exactly one <main> landmark', async () => {
    fakeApi();
    const { container } = await renderSite('/shared/analysis/abc');
    await waitFor(() => expect(container.querySelector('[data-testid="shared-analysis"]')).not.toBeNull());
    expect(container.querySelectorAll('main')).toHaveLength(1);
  });
});
