// The example page for playing a friend by link (friend.html): the game, in a <mancala-game>
// element, tells the page the link for the other player after each move (its friend-link
// event); the page offers it as its own address (friend.html#f=...), and opens such an address
// by handing the fragment to the element. docs/EMBEDDING.md describes the event.
//   examples/friend.html?src=<address of the game page>&lang=fr
(function () {
  'use strict';
  var here = new URLSearchParams(window.location.search);
  var game = document.getElementById('game');
  var field = document.getElementById('link');
  var copyButton = document.getElementById('copy');
  var mail = document.getElementById('mail');
  var status = document.getElementById('status');
  window.friendLog = [];  // every message received, for tests

  if (here.get('src')) game.setAttribute('src', here.get('src'));
  if (here.get('lang')) game.setAttribute('lang', here.get('lang'));
  // This page opened by a friend's link: the game opens it.
  if (/^#f=/.test(window.location.hash)) game.setAttribute('fragment', window.location.hash.slice(1));
  game.play();

  function pageLink(fragment) {
    return window.location.origin + window.location.pathname + window.location.search + '#' + fragment;
  }

  ['ready', 'newgame', 'move', 'friend-link', 'error'].forEach(function (name) {
    game.addEventListener(name, function (event) { window.friendLog.push(event.detail); });
  });
  game.addEventListener('friend-link', function (event) {
    var m = event.detail;
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
    if (/^#f=/.test(window.location.hash)) game.setAttribute('fragment', window.location.hash.slice(1));
  });
})();
