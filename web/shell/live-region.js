// A part of shell.js (web/shell/common.js says how they are put together): what screen readers
// are told: the document's language and the live region.

// The game's language is the document's, for screen readers and the page's own texts.
shell.language = function (code) {
  document.documentElement.lang = code;
  document.title = t('Mancala \u2014 Adji Kui I, Adji Kui II and Warri');
};

// ------------------------------------------------------------------ the live region
var live = document.getElementById('live');
var liveTimer = 0;
shell.announce = function (text) {
  if (!live) return;
  // Emptied first, so that the same sentence twice is read twice.
  live.textContent = '';
  clearTimeout(liveTimer);
  liveTimer = setTimeout(function () { live.textContent = text; }, 30);
  live.setAttribute('data-last', text);
};
