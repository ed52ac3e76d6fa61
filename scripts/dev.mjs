// `npm run dev`: the server with reload on change, plus the Vite dev servers of both apps
// (member on :5173, back-office on :5174), which proxy /api and /ws to the server on :3000.
import { spawn } from 'node:child_process';

const processes = [
  ['server', 'npx', ['tsx', 'watch', 'apps/server/src/main.ts']],
  ['web', 'npm', ['run', 'dev', '-w', '@alphadesk/web']],
  ['admin', 'npm', ['run', 'dev', '-w', '@alphadesk/admin']],
].map(([name, command, args]) => {
  const child = spawn(command, args, { stdio: 'inherit' });
  child.on('exit', (code) => {
    console.log(`${name} exited with ${code}`);
    shutdown(code ?? 1);
  });
  return child;
});

let stopping = false;
function shutdown(code) {
  if (stopping) return;
  stopping = true;
  for (const child of processes) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
