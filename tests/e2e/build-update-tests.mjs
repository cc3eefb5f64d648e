// End-to-end tests of a new build put on the server while a page and the service worker run
// (web/sw.js, docs/RELIABILITY.md "Builds never mix"): whatever the visit (a reload online, a
// reload offline, the page with another query), the page runs the files of one build together.
// The server lets the browser keep its files ten minutes (Cache-Control: max-age=600), as many
// hosts do. Registered into run-tests.mjs.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, withBrowser, openGame, gameReady, waitUntil, assert } from './lib.mjs';
import { restampBuild } from '../../ci/web-tools/build-name.mjs';
import { newWorkerInstalled } from './offline-tests.mjs';

// The page's scripts, each of which is made to say which build it is of; the page says it too.
const SCRIPTS = ['mancala-api.js', 'shell.js', 'loader.js', 'mancala.js'];
const say = (file, mark) => `(self.mancalaBuildOf=self.mancalaBuildOf||{})[${JSON.stringify(file)}]=${JSON.stringify(mark)};`;

// A copy of the build in `web` (without the compressed copies), each of its scripts and its page
// marked with `mark`, renamed from `from` to `to` and made whole again (the service worker's list
// of files with their integrity).
async function markedBuild(web, dir, mark, from, to) {
  await cp(web, dir, { recursive: true, filter: (f) => !/\.(gz|br)$/.test(f) });
  for (const f of SCRIPTS) {
    const file = path.join(dir, f);
    await writeFile(file, (await readFile(file, 'utf8')) + '\n;' + say(f, mark) + '\n');
  }
  const page = path.join(dir, 'index.html');
  const html = await readFile(page, 'utf8');
  assert(html.includes('<script src='), 'index.html has no script to mark it before');
  await writeFile(page, html.replace('<script src=', `<script>${say('index.html', mark)}</script>\n<script src=`));
  restampBuild(dir, from, to);
}

// What the page says of its files: one build's mark for all, or the files of each build.
function buildOfPage(marks) {
  const files = ['index.html', ...SCRIPTS];
  const missing = files.filter((f) => !(marks && marks[f]));
  assert(missing.length === 0, `the page ran without ${missing.join(', ')} (${JSON.stringify(marks)})`);
  const builds = new Set(files.map((f) => marks[f]));
  assert(builds.size === 1, `the page ran two builds' files together: ${files.map((f) => `${f} ${marks[f]}`).join(', ')}`);
  return [...builds][0];
}

export default function registerBuildUpdateTests(test, ctx) {
  test('a new build put on the server: each reload online or offline, and each visit with another query, runs one build\'s files', async () => {
    const base = await mkdtemp(path.join(tmpdir(), 'mancala-builds-'));
    try {
      const first = (/\?v=([0-9a-f]{12})/.exec(await readFile(path.join(ctx.web, 'sw.js'), 'utf8')) || [])[1];
      assert(first, 'sw.js names no build');
      const second = first.split('').reverse().join('');
      const one = path.join(base, 'one'), two = path.join(base, 'two'), site = path.join(base, 'site');
      await markedBuild(ctx.web, one, 'one', first, first);
      await markedBuild(ctx.web, two, 'two', first, second);
      await cp(one, site, { recursive: true });
      const server = await startServer(site, { cacheControl: 'max-age=600' });
      try {
        await withBrowser({}, async (context) => {
          const { page } = await openGame(context, `${server.url}?game=warri`);
          const marks = () => page.evaluate(() => self.mancalaBuildOf);
          assert(buildOfPage(await marks()) === 'one', 'the first visit did not run the first build');
          assert(await page.evaluate(() => navigator.serviceWorker.ready.then((r) => !!r.active)), 'no service worker took charge');

          // The second build replaces the first on the server, file by file.
          await cp(two, site, { recursive: true, force: true });
          const games = ['adji-kui-1', 'adji-kui-2', 'warri'];
          const seen = [];
          for (let visit = 0; visit < 12; visit++) {
            const how = ['a reload', 'a reload offline', 'another query'][visit % 3];
            server.setOffline(how === 'a reload offline');
            if (how === 'another query') await page.goto(`${server.url}?game=${games[Math.floor(visit / 3) % 3]}&visit=${visit}`);
            else await page.reload();
            // Once the glue has run (every script is then in), and the game is ready.
            await waitUntil(page, () => !!(self.mancalaBuildOf && self.mancalaBuildOf['mancala.js']), undefined,
              { what: `the page's scripts after ${how} (visit ${visit + 1})` });
            const build = buildOfPage(await marks());
            await gameReady(page);
            assert(await page.locator('#error').isHidden(), `after ${how}, the page says: ${await page.locator('#error').textContent()}`);
            if (how !== 'a reload offline') assert(build === 'two', `${how} online ran the first build, not the server's`);
            seen.push(`${how}: ${build}`);
            // Offline once the second build's worker has it all, and before (visit 2).
            if (visit === 3) await newWorkerInstalled(page);
          }
          console.log(`    ${seen.join('; ')}`);
        });
      } finally {
        await server.close();
      }
    } finally {
      await rm(base, { recursive: true, force: true });
    }
  }, { cap: 600 });
}
