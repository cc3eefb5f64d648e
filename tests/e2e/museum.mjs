// What the tests of <mancala-game> share: a page of another origin than the game's (a museum's).
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from './lib.mjs';

// Serves `html` as page.html on a loopback origin of its own (the museum's page).
export async function museumPage(html) {
  const dir = mkdtempSync(path.join(tmpdir(), 'mancala-museum-'));
  writeFileSync(path.join(dir, 'page.html'), html);
  const server = await startServer(dir);
  return { url: server.url + 'page.html', close: async () => { await server.close(); rmSync(dir, { recursive: true, force: true }); } };
}
