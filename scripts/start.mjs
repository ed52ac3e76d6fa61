// `npm start`: builds whichever web app has no build yet, then runs the server in this process
// (migrations and the demo seed run at boot). Set the variables in the README to change anything.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const root = fileURLToPath(new URL('..', import.meta.url));
const missing = ['web', 'admin'].filter((app) => !existsSync(`${root}apps/${app}/dist/index.html`));
if (missing.length) {
  console.log(`Building ${missing.join(' and ')} (first start only)…`);
  const build = spawnSync('npm', ['run', 'build', ...missing.flatMap((app) => ['-w', `@alphadesk/${app}`])], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

register();
await import('../apps/server/src/main.ts');
