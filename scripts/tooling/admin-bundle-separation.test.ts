import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN_BUNDLE_MARKER } from '../../apps/admin/src/marker.ts';

/**
 * The back-office stays out of the member site: no member source imports it, and the member
 * build contains none of the strings only the back-office has. The build checked is
 * apps/web/dist when present (CI builds before the browser tests), else a fresh one made here.
 */

const root = resolve(import.meta.dirname, '../..');
const webSrc = join(root, 'apps/web/src');
const adminRoot = join(root, 'apps/admin');

/** Strings only the back-office's code holds: its marker, its token key, its API and feed paths. */
const adminOnly = [ADMIN_BUNDLE_MARKER, 'alphadesk_admin_token', '/api/admin/', '/ws/admin'];

function filesUnder(folder: string, pattern: RegExp): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((name) => join(folder, name))
    .filter((path) => pattern.test(path) && statSync(path).isFile());
}

const specifiers = (source: string) =>
  [...source.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g)].map((match) => match[1]!);

let scratch: string | null = null;
afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('the member site carries no back-office code', () => {
  it('no member source file imports from the back-office', () => {
    const offenders: string[] = [];
    const sources = filesUnder(webSrc, /\.(ts|tsx|css)$/);
    expect(sources.length).toBeGreaterThan(50);
    for (const file of sources) {
      for (const specifier of specifiers(readFileSync(file, 'utf8'))) {
        const target = specifier.startsWith('.') ? resolve(dirname(file), specifier) : specifier;
        if (target === '@alphadesk/admin' || target.startsWith(`${adminRoot}/`)) {
          offenders.push(`${relative(root, file)} → ${specifier}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it('the strings searched for are the back-office’s own (so their absence means something)', () => {
    const adminSource = filesUnder(join(adminRoot, 'src'), /\.(ts|tsx)$/)
      .filter((file) => !/\.test\.tsx?$/.test(file))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    for (const text of adminOnly) expect(adminSource, text).toContain(text);
    // main.tsx uses the marker at run time, so the minifier keeps it in the bundle.
    expect(readFileSync(join(adminRoot, 'src/main.tsx'), 'utf8')).toMatch(
      /dataset\.app = ADMIN_BUNDLE_MARKER/,
    );
  });

  it('the member build contains none of them', { timeout: 240_000 }, async () => {
    let dist = join(root, 'apps/web/dist');
    if (!existsSync(join(dist, 'index.html'))) {
      scratch = mkdtempSync(join(tmpdir(), 'alphadesk-web-build-'));
      const { build } = await import('vite');
      await build({
        root: join(root, 'apps/web'),
        configFile: join(root, 'apps/web/vite.config.ts'),
        logLevel: 'silent',
        build: { outDir: scratch, emptyOutDir: true },
      });
      dist = scratch;
    }
    const assets = filesUnder(dist, /\.(js|css|html)$/);
    expect(assets.some((file) => file.endsWith('.js'))).toBe(true);
    const leaks = assets.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return adminOnly
        .filter((marker) => text.includes(marker))
        .map((marker) => `${relative(dist, file)}: ${marker}`);
    });
    expect(leaks).toEqual([]);
  });
});
