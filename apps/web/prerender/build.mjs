// After `vite build` (the browser's bundle) and `vite build --ssr` (src/prerender.tsx into
// dist-ssr/), writes the public pages as HTML: dist/prerendered/<page>.html with .br and .gz beside
// it, and dist/prerendered/pages.json telling the server which path gets which file, the hash of
// the inline head script for its content security policy, and the test-mode strip it adds to these
// pages when it runs in test mode.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { headScript, headStyle, loaderScript } from './head.mjs';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const dist = join(appDir, 'dist');
const ssrDir = join(appDir, 'dist-ssr');
const outDir = join(dist, 'prerendered');

/** The lazily loaded page module behind each pre-rendered path (its chunk, CSS and imports). */
const pageModules = {
  '/': null,
  '/pricing': 'src/pages/pricing/PricingPage.tsx',
  '/auth': 'src/pages/auth/AuthPage.tsx',
};

const { renderPage, renderTestModeBanners, prerenderedPaths, iconStyles } = await import(
  pathToFileURL(join(ssrDir, 'prerender.js')).href
);
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const template = readFileSync(join(dist, 'index.html'), 'utf8');

/** A manifest entry's chunk files and CSS files, with those of its static imports. */
function closure(key, seen = new Set()) {
  if (!key || seen.has(key)) return { js: [], css: [] };
  seen.add(key);
  const entry = manifest[key];
  if (!entry) throw new Error(`prerender: ${key} is not in the build manifest`);
  const js = [entry.file];
  const css = [...(entry.css ?? [])];
  for (const child of entry.imports ?? []) {
    const more = closure(child, seen);
    js.push(...more.js);
    css.push(...more.css);
  }
  return { js, css };
}

const entry = closure('index.html');
// The icons' base rules come first, as antd puts them (before the page's own stylesheets).
const readAsset = (file) => (file === iconStyles ? file : readFileSync(join(dist, file), 'utf8'));
const hashOf = (script) => `sha256-${createHash('sha256').update(script).digest('base64')}`;
const inlineScripts = new Set([headScript]);

function page(path, markup) {
  const own = closure(pageModules[path]);
  // Every stylesheet the page needs is inline: the first paint waits for no request.
  const css = [iconStyles, ...new Set([...entry.css, ...own.css])].map(readAsset).join('\n');
  let html = template;
  const cut = (pattern, what) => {
    if (!pattern.test(html)) throw new Error(`prerender: no ${what} in index.html`);
    html = html.replace(pattern, '');
  };
  for (const file of entry.css) cut(linkTo('stylesheet', file), `<link> for ${file}`);
  // The scripts start after the first paint (loaderScript), with the page's own chunk among them.
  cut(
    new RegExp(`<script type="module" crossorigin src="/${escape(entry.js[0])}"></script>`),
    'entry script',
  );
  for (const file of entry.js.slice(1)) cut(linkTo('modulepreload', file), `modulepreload of ${file}`);
  const loader = loaderScript(
    `/${entry.js[0]}`,
    [...new Set([...entry.js.slice(1), ...own.js])].map((file) => `/${file}`),
  );
  inlineScripts.add(loader);
  if (!html.includes('</head>') || !html.includes('<div id="root"></div>') || !html.includes('</body>'))
    throw new Error('prerender: index.html has no </head>, </body> or empty #root');
  return html
    .replace('</head>', `<script>${headScript}</script><style>${headStyle}\n${css}</style></head>`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="${path}">${markup}</div>`)
    .replace('</body>', `<script>${loader}</script></body>`);
}

const escape = (file) => file.replace(/[.]/g, '\\.');
const linkTo = (rel, file) => new RegExp(`\\s*<link rel="${rel}"[^>]*href="/${escape(file)}"[^>]*>`);

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const pages = {};
for (const path of prerenderedPaths) {
  if (!(path in pageModules)) throw new Error(`prerender: no page module listed for ${path}`);
  const name = path === '/' ? 'index.html' : `${path.slice(1)}.html`;
  const html = Buffer.from(page(path, await renderPage(path)));
  writeFileSync(join(outDir, name), html);
  writeFileSync(
    join(outDir, `${name}.br`),
    brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(join(outDir, `${name}.gz`), gzipSync(html, { level: 9 }));
  pages[path] = name;
  console.log(`prerendered ${path} → dist/prerendered/${name} (${(html.length / 1024).toFixed(1)} kB)`);
}
const manifestOut = {
  pages,
  scriptHashes: [...inlineScripts].map(hashOf),
  testModeBanners: renderTestModeBanners(),
};
writeFileSync(join(outDir, 'pages.json'), JSON.stringify(manifestOut, null, 2));
rmSync(ssrDir, { recursive: true, force: true });
