// A part of shell.js (web/shell/common.js says how they are put together): sending a friend the
// link to the game.

// ------------------------------------------------------------------ a friend's link
// Playing a friend by link (model/modes/friend_game.cpp): the link for the other player is this
// page's address with the game in the fragment (no query: their own settings apply).
function friendUrl(fragment) {
  return window.location.origin + window.location.pathname + '#' + fragment;
}
shell.linksSent = 0;  // for tests
// The game says "Link copied" (or that the copy was refused) once the clipboard has answered.
function copyLink(url) {
  function tell(copied) {
    if (window.Module && window.Module._mancala_link_copied) window.Module._mancala_link_copied(copied ? 1 : 0);
  }
  copy(url).then(function () { tell(true); }, function () { tell(false); });
}
shell.sendLink = function (fragment, _b, _n, shareSheet) {
  var url = friendUrl(fragment);
  shell.linksSent++;
  if (shareSheet && typeof navigator.share === 'function') {
    navigator.share({ title: t('Your move in our mancala game'), url: url }).catch(function (e) {
      // Closed without sending: nothing to say. Refused: copied instead.
      if (e && e.name === 'AbortError') return;
      copyLink(url);
    });
    return;
  }
  copyLink(url);
};
