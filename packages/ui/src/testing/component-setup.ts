import { afterEach, beforeEach, vi } from 'vitest';

// Component tests share one browser (jsdom) per file and may run in any order: each starts with
// nothing stored and ends without leaving stubbed globals (fetch) or a fake clock to the next.
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
