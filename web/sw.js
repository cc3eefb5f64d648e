// The service worker: after one visit the game starts and plays without the network.
// ci/build writes the build's name and its files into BUILD and FILES. Each build has its own
// cache, filled whole when the worker installs; the old caches go when the new worker takes
// over (once no page of the old build is open).
//  - The files that differ between builds are asked for with ?v=<build> (web/loader/): they
//    never change under their name, so they come from a cache first.
//  - The pages and their small scripts come from the network first, so that a new build is
//    seen on the next visit, and from the cache when the network is not there.
'use strict';
var BUILD = '@BUILD@';
var FILES = ["@FILES@"];
var CACHE = 'mancala-' + BUILD;

self.addEventListener('install', function (event) {
  event.waitUntil(caches.open(CACHE).then(function (cache) {
    return cache.addAll(FILES.map(function (f) {
      // The versioned files cannot be stale in the browser's cache; the others may be.
      return new Request(f, { cache: f.indexOf('?v=') >= 0 ? 'default' : 'reload' });
    }));
  }));
});

self.addEventListener('activate', function (event) {
  event.waitUntil(caches.keys().then(function (keys) {
    return Promise.all(keys.filter(function (k) {
      return k.indexOf('mancala-') === 0 && k !== CACHE;
    }).map(function (k) { return caches.delete(k); }));
  }));
});

function fromNetwork(request) {
  return fetch(request).then(function (response) {
    if (response.ok && response.type === 'basic') {
      var copy = response.clone();
      caches.open(CACHE).then(function (cache) { return cache.put(request, copy); });
    }
    return response;
  });
}

self.addEventListener('fetch', function (event) {
  var request = event.request;
  var url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (url.searchParams.has('v')) {
    event.respondWith(caches.match(request).then(function (hit) { return hit || fromNetwork(request); }));
    return;
  }
  // A page's address carries the game's parameters (?game=warri...): any of them is the page.
  event.respondWith(fromNetwork(request).catch(function () {
    return caches.match(request, { ignoreSearch: true }).then(function (hit) {
      if (hit) return hit;
      if (request.mode === 'navigate') return caches.match('./', { ignoreSearch: true });
      return Response.error();
    });
  }));
});
