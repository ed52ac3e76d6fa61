import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';
import { ADMIN_BUNDLE_MARKER } from '../../apps/admin/src/marker.ts';

/**
 * Measures what a first visit to the landing page downloads (its entry chunk plus every chunk that
 * chunk statically imports, gzipped) and checks that no back-office code ended up in the member
 * site's bundle. It reads apps/web/dist as built; it never builds.
 */

const LANDING_GOAL_BYTES = 200 * 1024;

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const webDist = join(repoRoot, 'apps/web/dist');
const manifestPath = join(webDist, '.vite/manifest.json');

export interface BundleSizeResult {
  landingInitialJsGzipBytes: number;
  adminLeak: boolean;
}

async function readManifest(): Promise<Manifest> {
  if (!existsSync(manifestPath)) {
    throw new Error(
      `bundle-size: ${relative(repoRoot, manifestPath)} is missing. Build first: npm run build -w @alphadesk/web -w @alphadesk/admin`,
    );
  }
  return JSON.parse(await readFile(manifestPath, 'utf8')) as Manifest;
}

/** The entry chunk of index.html and everything it statically imports, transitively. */
export function landingInitialChunks(manifest: Manifest): string[] {
  const entryKey = manifest['index.html']
    ? 'index.html'
    : Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('bundle-size: the manifest has no entry chunk');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(entryKey);
  return [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Files in the member bundle that came from apps/admin (by manifest source or by the admin marker). */
export async function findAdminLeaks(manifest: Manifest): Promise<string[]> {
  const leaks = new Set<string>();
  for (const chunk of Object.values(manifest)) {
    if (chunk.src?.includes('apps/admin/') || chunk.src?.startsWith('../admin/')) leaks.add(chunk.file);
  }
  for (const file of await listFiles(webDist)) {
    if ((await readFile(file, 'utf8')).includes(ADMIN_BUNDLE_MARKER)) leaks.add(relative(webDist, file));
  }
  return [...leaks].sort();
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function benchBundleSize(): Promise<BundleSizeResult> {
  const manifest = await readManifest();
  let landingInitialJsGzipBytes = 0;
  for (const file of landingInitialChunks(manifest)) {
    landingInitialJsGzipBytes += gzipSync(await readFile(join(webDist, file))).length;
  }
  const withinGoal = landingInitialJsGzipBytes <= LANDING_GOAL_BYTES;
  console.log(
    `landing initial JS (gzip): ${kb(landingInitialJsGzipBytes)} (goal ≤ ${kb(LANDING_GOAL_BYTES)})${withinGoal ? '' : ' OVER GOAL'}`,
  );

  const leaks = await findAdminLeaks(manifest);
  console.log(`admin code in member chunks: ${leaks.length === 0 ? 'none' : leaks.join(', ')}`);
  return { landingInitialJsGzipBytes, adminLeak: leaks.length > 0 };
}

// Runnable on its own: node --import tsx scripts/bench/bundle-size.ts
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await benchBundleSize();
}
