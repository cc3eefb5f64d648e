// A part of shell.js (web/shell/common.js says how they are put together): the rules pages.

// ------------------------------------------------------------------ the game's rules page
// The Rules window's button (host_web.cpp's openRulesPage): the game's rules page in the game's
// language, rules/<game>.<lang>.html beside this page (docs/RULES-PAGES.md), in a new tab, so
// that the game stays as it is. Not in the museum kiosk, which nothing leaves.
if (!kiosk) {
  shell.openRulesPage = function (game, lang) {
    if (!/^[a-z0-9-]+$/.test(game) || !/^[a-z]+$/.test(lang)) return;
    window.open(new URL('rules/' + game + '.' + lang + '.html', window.location.href).href, '_blank', 'noopener');
  };
}
