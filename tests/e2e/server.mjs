// The static server of the end-to-end tests: build/web (or a copy of it) on a free loopback port,
// each request recorded, a network that can go away; and a copy of the site for the tools that
// serve a whole program of their own.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { cpSync, mkdtempSync, readdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { restampBuild } from '../../ci/web-tools/build-name.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// The served folder: build/web, or another one (MANCALA_WEB=build/some-site tests/e2e/run).
export const WEB = process.env.MANCALA_WEB ? path.resolve(process.env.MANCALA_WEB) : path.join(ROOT, 'build/web');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ttf': 'font/ttf',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

// A copy of the site (build/web) in a new temporary folder, without the program's second part
// (an empty module in its place) nor the compressed copies: the tools that serve a whole program
// of their own write it there as mancala.wasm (tools/first_frame_functions.mjs,
// tools/profile_start.mjs). The caller removes it.
export function siteForWholeProgram(prefix) {
  const site = mkdtempSync(path.join(tmpdir(), prefix));
  cpSync(WEB, site, { recursive: true });
  for (const f of readdirSync(site)) {
    if (/\.(gz|br)$/.test(f) || f === 'mancala.deferred.wasm') unlinkSync(path.join(site, f));
  }
  // In the second part's place, an empty module: the loader installs it and the page is whole
  // (with no second part at all it would say that the game could not be downloaded).
  writeFileSync(path.join(site, 'mancala.deferred.wasm'), Uint8Array.of(0, 0x61, 0x73, 0x6d, 1, 0, 0, 0));
  restampBuild(site);  // the service worker's list of files says what they now are
  return site;
}

// Serves `dir` on a free loopback port. Records every request (for the size figures).
// `cacheControl`: the Cache-Control header of every answer (a host's own, to let the browser keep
// the files a while). setOffline(true) drops every connection and each request that comes, as a
// network that is gone; setOffline(false) brings it back on the same address. `headers`: more
// headers for every answer (a host's own, such as Access-Control-Allow-Origin).
export async function startServer(dir = WEB, { cacheControl = 'no-store', headers = {} } = {}) {
  const requests = [];
  let offline = false;
  const server = createServer(async (req, res) => {
    if (offline) {
      req.socket.destroy();
      return;
    }
    const url = new URL(req.url, 'http://localhost');
    let file = path.normalize(path.join(dir, decodeURIComponent(url.pathname)));
    if (!file.startsWith(dir)) {
      res.writeHead(403).end();
      return;
    }
    if (url.pathname.endsWith('/')) file = path.join(file, 'index.html');
    try {
      const body = await readFile(file);
      requests.push({ path: url.pathname, bytes: body.length, file });
      res.writeHead(200, {
        'Content-Type': TYPES[path.extname(file)] || 'application/octet-stream',
        'Content-Length': body.length,
        'Cache-Control': cacheControl,
        ...headers,
      });
      res.end(body);
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/`,
    requests,
    setOffline: (on) => {
      offline = on;
      if (on) server.closeAllConnections();
    },
    // Ends the connections kept alive too: the browser sees the server gone at once.
    close: () => new Promise((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
}
