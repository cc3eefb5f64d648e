// The build's name and its list of files (step 4 of finish-web.mjs), and a build renamed or
// changed by hand made whole again (restampBuild, for the browser tests that put a second build
// on their server).
//
// The name is a hash of the build's files. It is written wherever '@BUILD@' stands: in the pages
// (index.html and embed.html ask for their scripts with ?v=<build>), in loader.js (which asks for
// the program, the translations, the texts and the puzzles with it) and in sw.js. sw.js gets the
// list of the files it keeps, each with its address and the SHA-256 of its bytes as a
// Subresource Integrity value: it accepts a file into the build's cache only with those bytes,
// so that its cache never holds a file of another build (docs/RELIABILITY.md).
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

function files(root, under = '') {
  return readdirSync(path.join(root, under)).flatMap((name) => {
    const rel = under ? `${under}/${name}` : name;
    return statSync(path.join(root, rel)).isDirectory() ? files(root, rel) : [rel];
  });
}

// The files that differ between builds, asked for with ?v=<build>: the pages' scripts, the glue,
// the .wasm, the Web Worker's files, the translations (po/*.cat), the rules texts
// (texts/*/*.md), the kiosk's captions (texts/*/kiosk/captions.md) and the puzzles
// (data/puzzles/*.txt). The pages themselves, the manifest and the pictures keep their names.
const VERSIONED_NAMES = new Set(['shell.js', 'loader.js', 'mancala-api.js', 'embed.js', 'mancala.js', 'mancala.wasm',
  'mancala.deferred.wasm', 'ai-worker.js', 'mancala-ai.js', 'mancala-ai.wasm', 'qrcode.js', 'take-home.js']);
export const isVersioned = (f) => VERSIONED_NAMES.has(f) ||
  /^(po\/[a-z]+\.cat|texts\/[a-z]+\/([a-z]+\/)?[a-z0-9-]+\.md|data\/puzzles\/[a-z0-9-]+\.txt)$/.test(f);
// The files the service worker keeps: all but itself, the compressed copies, the oEmbed
// descriptions (for a CMS, not for play) and the rules pages (rules/: to read and print, half a
// megabyte that a visitor who only plays would download for nothing).
const keptFiles = (dir) => files(dir).filter((f) => f !== 'sw.js' && !/\.(gz|br)$/.test(f) &&
  !f.startsWith('oembed/') && !f.startsWith('rules/')).sort();
// Where the name is written.
const NAMED = /\.(html|js)$/;

const integrity = (bytes) => 'sha256-' + createHash('sha256').update(bytes).digest('base64');
const address = (f, build) => (isVersioned(f) ? `${f}?v=${build}` : f);

// The list for sw.js: [address, integrity] of each kept file, and of './' (the folder's page).
function fileList(dir, build) {
  const kept = keptFiles(dir);
  const entries = [['./', integrity(readFileSync(path.join(dir, 'index.html')))]];
  for (const f of kept) entries.push([address(f, build), integrity(readFileSync(path.join(dir, f)))]);
  return entries.map((e) => JSON.stringify(e)).join(',');
}

// Names the build in `dir` (its files as ci/build assembled them, '@BUILD@' and '@FILES@' not yet
// replaced) and returns the name and the number of files kept.
export function nameBuild(dir) {
  const hash = createHash('sha256');
  for (const f of keptFiles(dir)) hash.update(f).update(readFileSync(path.join(dir, f)));
  const build = hash.digest('hex').slice(0, 12);
  for (const f of [...keptFiles(dir), 'sw.js'].filter((f) => NAMED.test(f))) {
    const file = path.join(dir, f);
    const text = readFileSync(file, 'utf8');
    if (text.includes('@BUILD@')) writeFileSync(file, text.replaceAll('@BUILD@', build));
    else if (['index.html', 'embed.html', 'loader.js', 'sw.js'].includes(f)) throw new Error(`${f} has no @BUILD@ to replace`);
  }
  const sw = path.join(dir, 'sw.js');
  const text = readFileSync(sw, 'utf8');
  if (!text.includes('"@FILES@"')) throw new Error('sw.js has no "@FILES@" to replace');
  writeFileSync(sw, text.replace('"@FILES@"', fileList(dir, build)));
  return { build, kept: keptFiles(dir).length + 1 };
}

// The build in `dir` (a copy of build/web) renamed from `from` to `to` (no names: it keeps its
// own), and the integrity of each file in sw.js written again: what a build would be after its
// files were changed by hand.
export function restampBuild(dir, from = null, to = null) {
  for (const f of from === null ? [] : [...keptFiles(dir), 'sw.js'].filter((f) => NAMED.test(f))) {
    const file = path.join(dir, f);
    const text = readFileSync(file, 'utf8');
    if (text.includes(from)) writeFileSync(file, text.replaceAll(from, to));
  }
  const sw = path.join(dir, 'sw.js');
  const text = readFileSync(sw, 'utf8');
  writeFileSync(sw, text.replace(/\["([^"]+)","(sha256-[A-Za-z0-9+/=]+)"\]/g, (_, url) => {
    const f = url === './' ? 'index.html' : url.replace(/\?v=.*$/, '');
    return JSON.stringify([url, integrity(readFileSync(path.join(dir, f)))]);
  }));
}
