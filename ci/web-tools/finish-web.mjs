// The last steps of `ci/build web`, on the assembled folder (build/web):
//   1. mancala.wasm and mancala-ai.wasm through binaryen's newer wasm-opt (-Oz --converge for
//      the interface, -O3 for the search of the Web Worker);
//   2. the JavaScript minified (terser);
//   3. the build's name (a hash of its files) written into loader.js and sw.js, with the list
//      of files the service worker keeps;
//   4. a .gz and a .br beside each file, for servers that send them as they are (the .gz by
//      zopfli, which ci/setup installs: about 5% smaller than gzip -9 and readable by any
//      gzip decoder; gzip -9 where zopfli is missing, saying so).
// Usage: node ci/web-tools/finish-web.mjs <folder> [--no-wasm-opt] [--no-minify]
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync, readdirSync, statSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';
import { minify } from 'terser';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const dir = path.resolve(process.argv[2] || 'build/web');
const options = new Set(process.argv.slice(3));

function files(root, under = '') {
  return readdirSync(path.join(root, under)).flatMap((name) => {
    const rel = under ? `${under}/${name}` : name;
    return statSync(path.join(root, rel)).isDirectory() ? files(root, rel) : [rel];
  });
}
for (const f of files(dir)) if (/\.(gz|br)$/.test(f)) unlinkSync(path.join(dir, f));

// 1. wasm-opt. Emscripten's output uses the MVP with mutable globals and sign extension.
if (!options.has('--no-wasm-opt')) {
  const wasmOpt = path.join(HERE, 'node_modules/.bin/wasm-opt');
  // --converge: the page's program through -Oz again until it no longer shrinks.
  for (const [name, levels] of [['mancala.wasm', ['-Oz', '--converge']], ['mancala-ai.wasm', ['-O3']]]) {
    const file = path.join(dir, name);
    execFileSync(wasmOpt, [...levels, '--enable-mutable-globals', '--enable-sign-ext', '--strip-debug',
      '--strip-producers', file, '-o', file], { stdio: 'inherit' });
  }
}

// 2. terser: the Emscripten glue and the page's own scripts.
if (!options.has('--no-minify')) {
  for (const name of files(dir).filter((f) => f.endsWith('.js'))) {
    const file = path.join(dir, name);
    const out = await minify(readFileSync(file, 'utf8'), {
      ecma: 2017, compress: { passes: 2 }, mangle: true, format: { comments: false },
    });
    writeFileSync(file, out.code);
  }
}

// 3. The build's name, and the files the service worker keeps (all but the example page's
// own script and the compressed copies). The files that differ between builds are asked for
// with ?v=<build>: the glue, the .wasm, the Web Worker's files, the translations (po/*.cat),
// the rules texts (texts/*/*.md), the kiosk's captions (texts/*/kiosk/captions.md) and the
// puzzles (data/puzzles/*.txt), which the game fetches when first needed.
const versionedNames = new Set(['mancala.js', 'mancala.wasm', 'ai-worker.js', 'mancala-ai.js', 'mancala-ai.wasm']);
const versioned = { has: (f) => versionedNames.has(f) || /^(po\/[a-z]+\.cat|texts\/[a-z]+\/([a-z]+\/)?[a-z0-9-]+\.md|data\/puzzles\/[a-z0-9-]+\.txt)$/.test(f) };
const hash = createHash('sha256');
for (const f of files(dir).sort()) {
  if (f === 'sw.js' || f === 'loader.js') continue;
  hash.update(f).update(readFileSync(path.join(dir, f)));
}
hash.update(readFileSync(path.join(dir, 'loader.js')));
const build = hash.digest('hex').slice(0, 12);
const kept = ['./', ...files(dir).filter((f) => f !== 'sw.js').sort()]
  .map((f) => (versioned.has(f) ? `${f}?v=${build}` : f));
for (const name of ['loader.js', 'sw.js']) {
  const file = path.join(dir, name);
  const text = readFileSync(file, 'utf8');
  if (!text.includes('@BUILD@')) throw new Error(`${name} has no @BUILD@ to replace`);
  writeFileSync(file, text.replaceAll('@BUILD@', build).replace('"@FILES@"', kept.map((f) => JSON.stringify(f)).join(',')));
}

// 4. .gz and .br beside each file.
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
console.log(`ci/build: build ${build}: ${kept.length} files kept for offline play, each with .gz and .br`);
