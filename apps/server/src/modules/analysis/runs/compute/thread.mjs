// The entry of a compute thread. A worker thread starts without the TypeScript loader the main
// thread may have (tsx registered by `npm start`, vitest's own transform), so it registers tsx
// itself, then loads the thread's code.
import { register } from 'tsx/esm/api';

register();
await import('./thread.ts');
