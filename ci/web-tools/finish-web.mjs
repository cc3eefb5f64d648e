// The last steps of `ci/build web`, on the assembled folder (build/web):
//   0. the page's scripts put together from their parts: web/shell/*.js into shell.js,
//      web/loader/*.js into loader.js and web/mancala-game/*.js into mancala-game.js (with the
//      set-up's table, setup-fields.js, that the build wrote from the C++ one), each in one
//      function (PAGE_SCRIPTS below), so that a page asks for one file each;
//   1. mancala.wasm and mancala-ai.wasm through binaryen's newer wasm-opt (-Oz --converge for
//      the interface, -O3 for the search of the Web Worker);
//   2. mancala.wasm split in two (Debian binaryen's wasm-split): the functions that the game's
//      first frames run (first-frame-functions.txt, which tools/first_frame_functions.mjs
//      writes) stay in mancala.wasm, the others go to mancala.deferred.wasm, which the page
//      loads after the first frame (web/loader/second-part.js, docs/PERFORMANCE.md);
//   3. the JavaScript minified (terser) and index.html's comments left out, then the oEmbed
//      descriptions and the pages announcing them, with the build's address MANCALA_SITE_URL
//      (oembed.mjs);
//   4. the build's name (a hash of its files) written into the pages, loader.js and sw.js, with
//      the list of files the service worker keeps (build-name.mjs);
//   5. a .gz and a .br beside each file, for servers that send them as they are (the .gz by
//      zopfli, which ci/setup installs: about 5% smaller than gzip -9 and readable by any
//      gzip decoder; gzip -9 where zopfli is missing, saying so).
// Usage: node ci/web-tools/finish-web.mjs <folder> [--no-wasm-opt] [--no-split] [--no-minify]
//          [--named=<file>]
// --named keeps the whole program, optimised, with its functions' names, in <file> (ci/build:
// build/web-cmake/mancala.named.wasm, which tools/first_frame_functions.mjs profiles).
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync, writeFileSync, readdirSync, rmSync, statSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';
import { tmpdir } from 'node:os';
import { minify } from 'terser';
import { WASM_FEATURES as FEATURES, binaryenName, functionNames, keptFunctions } from './wasm-names.mjs';
import { nameBuild } from './build-name.mjs';
import { siteUrl, writeOembed } from './oembed.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const dir = path.resolve(process.argv[2] || 'build/web');
const options = new Set(process.argv.slice(3).filter((a) => !a.startsWith('--named=')));
const namedArg = process.argv.slice(3).find((a) => a.startsWith('--named='));
const named = namedArg ? path.resolve(namedArg.slice('--named='.length)) : path.join(tmpdir(), `mancala-named-${process.pid}.wasm`);

function files(root, under = '') {
  return readdirSync(path.join(root, under)).flatMap((name) => {
    const rel = under ? `${under}/${name}` : name;
    return statSync(path.join(root, rel)).isDirectory() ? files(root, rel) : [rel];
  });
}
for (const f of files(dir)) if (/\.(gz|br)$/.test(f)) unlinkSync(path.join(dir, f));

// 0. The page's scripts from their parts, in this order, inside one function in strict mode (a
// part uses what the parts before it declare; the loader's may end the start with `return`).
const PAGE_SCRIPTS = {
  'shell.js': ['common', 'embedding', 'live-region', 'sounds', 'record-dialog', 'friend-link',
    'take-home', 'board-mirror', 'start-form', 'focus', 'kiosk', 'rules-page', 'my-games', 'address'],
  'loader.js': ['language', 'screen', 'download', 'second-part', 'program', 'warm-up'],
  'mancala-game.js': ['setup-fields', 'looks', 'element'],
};
for (const [script, parts] of Object.entries(PAGE_SCRIPTS)) {
  const folder = path.join(dir, script.replace(/\.js$/, ''));
  const present = readdirSync(folder).filter((f) => f.endsWith('.js')).sort();
  const listed = parts.map((p) => `${p}.js`);
  if (present.join() !== [...listed].sort().join())
    throw new Error(`${folder} holds ${present.join(', ')}; finish-web.mjs lists ${listed.join(', ')}`);
  const body = listed.map((f) => readFileSync(path.join(folder, f), 'utf8')).join('\n');
  writeFileSync(path.join(dir, script), `(function () {\n'use strict';\n${body}})();\n`);
  rmSync(folder, { recursive: true });
}

// 1. wasm-opt (FEATURES: what Emscripten's output uses beyond the MVP).
const wasmOpt = path.join(HERE, 'node_modules/.bin/wasm-opt');
const program = path.join(dir, 'mancala.wasm');
if (!options.has('--no-wasm-opt')) {
  // --converge: the page's program through -Oz again until it no longer shrinks. Its names
  // stay for the split (2.); the Web Worker's program loses them at once.
  execFileSync(wasmOpt, ['-Oz', '--converge', '-g', ...FEATURES, '--strip-producers', program, '-o', named],
    { stdio: 'inherit' });
  const worker = path.join(dir, 'mancala-ai.wasm');
  execFileSync(wasmOpt, ['-O3', ...FEATURES, '--strip-debug', '--strip-producers', worker, '-o', worker],
    { stdio: 'inherit' });
} else {
  copyFileSync(program, named);
}

// 2. The split. The list names the functions to keep (keptFunctions: a name's linker number may
// have moved since); a name the program no longer has is left out (a function renamed or gone
// since the list was written), and a function missing from the
// list goes to the second part: the game still works, and the browser test "the first frames
// need only mancala.wasm" (tests/e2e/program-parts-tests.mjs) says when the list should be
// written again. wasm-split writes no names: both parts leave without them.
const KEEP = path.join(HERE, 'first-frame-functions.txt');
let deferred = '';
if (!options.has('--no-split') && existsSync(KEEP)) {
  const names = functionNames(readFileSync(named));
  const wanted = readFileSync(KEEP, 'utf8').split('\n').filter((l) => l && !l.startsWith('#'));
  const keep = keptFunctions(names, wanted);
  const list = path.join(tmpdir(), `mancala-keep-${process.pid}.txt`);
  writeFileSync(list, keep.map(binaryenName).join('\n') + '\n');
  deferred = 'mancala.deferred.wasm';
  execFileSync('wasm-split', ['--split', ...FEATURES, `--keep-funcs=@${list}`, named,
    '-o1', program, '-o2', path.join(dir, deferred)], { stdio: 'inherit' });
  unlinkSync(list);
  console.log(`ci/build: mancala.wasm split: ${keep.length} functions kept for the first frame ` +
    `(the list names ${wanted.length}), ${names.length - keep.length} in ${deferred}`);
} else {
  execFileSync(wasmOpt, [...FEATURES, '--strip-debug', named, '-o', program], { stdio: 'inherit' });
}
if (!namedArg) unlinkSync(named);
// The loader learns the second part's name (none: the program is whole), before terser.
{
  const loader = path.join(dir, 'loader.js');
  const text = readFileSync(loader, 'utf8');
  if (!text.includes('@DEFERRED@')) throw new Error('loader.js has no @DEFERRED@ to replace');
  writeFileSync(loader, text.replaceAll('@DEFERRED@', deferred));
}

// 3. terser: the Emscripten glue and the page's own scripts.
if (!options.has('--no-minify')) {
  // qrcode.js (qrcode-generator, copied by ci/build) keeps its licence header as it came.
  for (const name of files(dir).filter((f) => f.endsWith('.js') && f !== 'qrcode.js')) {
    const file = path.join(dir, name);
    const out = await minify(readFileSync(file, 'utf8'), {
      ecma: 2017, compress: { passes: 2 }, mangle: true, format: { comments: false },
    });
    writeFileSync(file, out.code);
  }
}

// 3a. The page's comments (HTML and CSS) and its style's indentation left out of the index.html
// sent: about 450 bytes gzipped of the weight to the first frame. (No script is inline and no
// <pre> holds text in it.)
if (!options.has('--no-minify')) {
  const page = path.join(dir, 'index.html');
  const text = readFileSync(page, 'utf8')
    .replace(/<!--[\s\S]*?-->\n?/g, '')
    .replace(/<style>[\s\S]*?<\/style>/g, (style) => style.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\n\s+/g, '\n'));
  if (/<script>|<!--/.test(text)) throw new Error('index.html: an inline script or a comment left');
  writeFileSync(page, text);
}

// 3b. The oEmbed descriptions and the games' pages that announce them (oembed.mjs).
const site = siteUrl();
console.log(`ci/build: ${writeOembed(dir, site)} oEmbed descriptions and pages, for a build served at ${site}`);

// 4. The build's name (a hash of its files) in the pages, loader.js and sw.js, and the list of
// the files the service worker keeps, each with its integrity (build-name.mjs).
const { build, kept } = nameBuild(dir);

// 5. .gz and .br beside each file.
let zopfli = true;
const gzipOf = (file, body) => {
  if (zopfli) {
    try {
      return execFileSync('zopfli', ['-c', file], { maxBuffer: 64 << 20 });
    } catch (e) {
      if (e.code !== 'ENOENT') throw e;
      zopfli = false;
      console.log('ci/build: zopfli is missing (ci/setup installs it): the .gz files are gzip -9');
    }
  }
  return gzipSync(body, { level: 9 });
};
for (const f of files(dir)) {
  const body = readFileSync(path.join(dir, f));
  writeFileSync(path.join(dir, f + '.gz'), gzipOf(path.join(dir, f), body));
  writeFileSync(path.join(dir, f + '.br'), brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  }));
}
console.log(`ci/build: build ${build}: ${kept} files kept for offline play, each with .gz and .br`);
