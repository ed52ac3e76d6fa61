import { message, notification } from 'antd';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';

// Component tests share one browser (jsdom) per file and may run in any order: each starts with
// nothing stored and ends without leaving stubbed globals (fetch) or a fake clock to the next.
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // antd's static message and notification render in a React root of their own, which a test's
  // unmount does not reach; their close timers would fire into the next test or a torn-down page.
  message.destroy();
  notification.destroy();
});

// React's scheduler runs queued work in a later macrotask (setImmediate in Node), and antd's
// motion timers (up to a few hundred ms) queue more: work left when a file's last test unmounts
// would otherwise run after the file's browser is torn down and fail with "window is not
// defined". Give it half a second to run while the browser still exists.
afterAll(async () => {
  for (let turn = 0; turn < 25; turn++) await new Promise<void>((resolve) => setTimeout(resolve, 20));
});
