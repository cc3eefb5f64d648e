// The service worker: after one visit the game starts and plays without the network, and a page
// always runs the files of one build together (docs/RELIABILITY.md, "Builds never mix").
// ci/build writes the build's name into BUILD and its files into FILES: each file's address
// (with ?v=<build> for those that differ between builds) and the SHA-256 of its bytes.
//  - Each build has a cache of its own, filled whole when its worker installs: every file is
//    fetched past the browser's HTTP cache and accepted only with the bytes FILES names (a file
//    of another build, the server being updated meanwhile, fails the install, which the browser
//    tries again later). A last entry says the cache is whole. Nothing else is ever written in it.
//  - A build's file (?v=<build>) comes from that build's cache, else from the network: never
//    from another build's cache.
//  - A page (index.html with any query, embed.html) and the files that keep their names come
//    from the network, past the HTTP cache, so that a new build is seen on the next visit; its
//    page asks for its scripts with its own build's name. Without the network they come from the
//    newest whole cache: the page and all it asks for are then one build.
//  - The old caches go when the new worker takes over (once no page of the old build is open).
'use strict';
var BUILD = '@BUILD@';
var FILES = ["@FILES@"];
var PREFIX = 'mancala-';
var CACHE = PREFIX + BUILD;
var WHOLE = 'mancala-build-whole';  // the last entry of a whole cache: when it was filled

self.addEventListener('install', function (event) {
  event.waitUntil(caches.open(CACHE).then(function (cache) {
    return cache.addAll(FILES.map(function (f) {
      return new Request(f[0], { cache: 'no-cache', integrity: f[1] });
    })).then(function () {
      return cache.put(WHOLE, new Response(JSON.stringify({ build: BUILD, at: Date.now() })));
    });
  }).catch(function (e) {
    return caches.delete(CACHE).then(function () { throw e; });
  }));
});

self.addEventListener('activate', function (event) {
  event.waitUntil(caches.keys().then(function (keys) {
    return Promise.all(keys.filter(function (k) {
      return k.indexOf(PREFIX) === 0 && k !== CACHE;
    }).map(function (k) { return caches.delete(k); }));
  }));
});

// The newest whole cache (this worker's, or a newer build's that is installed and waiting).
function newestWholeCache() {
  return caches.keys().then(function (keys) {
    return Promise.all(keys.filter(function (k) { return k.indexOf(PREFIX) === 0; }).map(function (k) {
      return caches.open(k).then(function (cache) {
        return cache.match(WHOLE).then(function (r) { return r ? r.json() : null; }).then(function (whole) {
          return whole ? { cache: cache, at: Number(whole.at) || 0 } : null;
        });
      });
    }));
  }).then(function (found) {
    var newest = null;
    found.forEach(function (f) { if (f && (!newest || f.at >= newest.at)) newest = f; });
    return newest && newest.cache;
  });
}

function fromNewestBuild(request) {
  return newestWholeCache().then(function (cache) {
    if (!cache) return Response.error();
    // A page's address carries the game's parameters (?game=warri...): any of them is the page.
    return cache.match(request, { ignoreSearch: true }).then(function (hit) {
      if (hit) return hit;
      if (request.mode === 'navigate') return cache.match('./');
      return undefined;
    }).then(function (hit) { return hit || Response.error(); });
  });
}

self.addEventListener('fetch', function (event) {
  var request = event.request;
  var url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (url.searchParams.has('v')) {
    var name = PREFIX + url.searchParams.get('v');
    event.respondWith(caches.has(name).then(function (has) {
      return has ? caches.open(name).then(function (cache) { return cache.match(request); }) : undefined;
    }).then(function (hit) { return hit || fetch(request); }));
    return;
  }
  // Past the HTTP cache: what it kept may be another build's.
  event.respondWith(fetch(new Request(request, { cache: 'no-cache' })).catch(function () {
    return fromNewestBuild(request);
  }));
});
