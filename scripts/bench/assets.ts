import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHttpServer } from '../../apps/server/src/platform/http.ts';
import {
  parseVariables,
  platformSettings,
  platformVariables,
} from '../../apps/server/src/platform/config.ts';
import { registerWebApps } from '../../apps/server/src/platform/web-apps.ts';

/**
 * What the landing page's scripts weigh on the wire: the server is started on the production
 * build, and every script the built index.html references (entry and modulepreloads) is fetched
 * with each Accept-Encoding, counting the bytes actually received.
 */

const encodings = ['identity', 'gzip', 'br'] as const;

function fetchBytes(url: string, acceptEncoding: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((done, fail) => {
    const req = request(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => {
        if (res.statusCode !== 200) fail(new Error(`${url}: HTTP ${res.statusCode}`));
        else done({ bytes, encoding: String(res.headers['content-encoding'] ?? 'identity') });
      });
    });
    req.on('error', fail);
    req.end();
  });
}

/**
 * The scripts a page loads: `src`/`href` attributes, and the quoted paths of a pre-rendered page's
 * inline loader (which adds the entry and its modulepreloads after the first paint).
 */
function scriptsOf(html: string): string[] {
  const found = [...html.matchAll(/"(\/[^"\s]+\.js)"/g)];
  return [...new Set(found.map((match) => match[1]!))];
}

export async function benchAssets(): Promise<Record<string, number>> {
  const env = parseVariables(platformVariables, { ...process.env, LOG_LEVEL: 'silent' });
  const config = platformSettings(env);
  const app = await createHttpServer(config);
  await registerWebApps(app, config);
  await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const html = (await app.inject({ method: 'GET', url: '/' })).body;
    const scripts = scriptsOf(html);
    if (!scripts.length) throw new Error('assets: the built index.html references no script');
    const totals: Record<string, number> = {};
    for (const encoding of encodings) {
      let sum = 0;
      for (const script of scripts) {
        const answer = await fetchBytes(base + script, encoding);
        if (answer.encoding !== encoding) {
          throw new Error(`assets: ${script} came as ${answer.encoding} when ${encoding} was asked`);
        }
        sum += answer.bytes;
      }
      totals[encoding] = sum;
    }
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log(`landing page scripts: ${scripts.length} (${scripts.join(', ')})`);
    for (const encoding of encodings) {
      const ratio = ((totals[encoding]! / totals.identity!) * 100).toFixed(1);
      console.log(`  ${encoding.padEnd(8)} ${kb(totals[encoding]!).padStart(10)}  ${ratio}% of raw`);
    }
    return totals;
  } finally {
    await app.close();
  }
}

// Runnable on its own: node --import tsx scripts/bench/assets.ts
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await benchAssets();
}
