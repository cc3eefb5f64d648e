// The example page for playing a friend by link (friend.html): the game in a frame tells the
// page the link for the other player after each move (mancala:friend-link); the page offers it
// as its own address (friend.html#f=...), and opens such an address by handing the fragment to
// the frame. docs/EMBEDDING.md describes the message.
//   examples/friend.html?src=<address of the game page>&lang=fr
(function () {
  'use strict';
  var here = new URLSearchParams(window.location.search);
  var frame = document.getElementById('game');
  var field = document.getElementById('link');
  var copyButton = document.getElementById('copy');
  var mail = document.getElementById('mail');
  var status = document.getElementById('status');
  window.friendLog = [];  // every message received, for tests

  var gameUrl = new URL(here.get('src') || '../index.html', window.location.href);
  if (here.get('lang')) gameUrl.searchParams.set('lang', here.get('lang'));
  // The game's start screen offers a friend by link at once, this device playing South.
  if (!gameUrl.searchParams.has('friend')) gameUrl.searchParams.set('friend', 'S');
  gameUrl.searchParams.set('parentOrigin', window.location.origin);
  var gameOrigin = gameUrl.origin;
  // This page opened by a friend's link: the game opens it.
  if (/^#f=/.test(window.location.hash)) gameUrl.hash = window.location.hash;
  frame.src = gameUrl.href;

  function pageLink(fragment) {
    return window.location.origin + window.location.pathname + window.location.search + '#' + fragment;
  }

  window.addEventListener('message', function (event) {
    if (event.origin !== gameOrigin || event.source !== frame.contentWindow) return;
    var m = event.data;
    if (!m || typeof m.type !== 'string') return;
    window.friendLog.push(m);
    if (m.type !== 'mancala:friend-link') return;
    var link = pageLink(m.fragment);
    field.value = link;
    copyButton.disabled = false;
    mail.hidden = false;
    mail.href = 'mailto:?subject=' + encodeURIComponent('Your move') + '&body=' + encodeURIComponent(link);
    status.textContent = m.waiting ? 'Send the link to ' + (m.side === 'N' ? 'North' : 'South') + '.' : '';
  });

  copyButton.addEventListener('click', function () {
    navigator.clipboard.writeText(field.value).then(function () { status.textContent = 'Copied.'; },
      function () { field.select(); status.textContent = 'Select the link and copy it.'; });
  });
  // A friend's link opened on this page without a reload.
  window.addEventListener('hashchange', function () {
    if (!/^#f=/.test(window.location.hash)) return;
    var next = new URL(frame.src);
    next.hash = window.location.hash;
    frame.src = next.href;
  });
})();
