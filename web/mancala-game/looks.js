// A part of mancala-game.js (ci/web-tools/finish-web.mjs puts web/mancala-game/*.js together, in
// the order of its list, inside one function in strict mode), the first: how the facade looks
// (its styles in the game's looks, the page's accent colour where it reads) and the picture of
// the board. What it declares, element.js uses.
// The facade in the game's looks (its theme attribute: the dark classic one, light, or auto
// following the visitor's system); its accent attribute, where it reads, on Play and the ring.
var LIGHT = '--ground: #fbf7ee; --glow: #fffdf8; --words: #2b1e14; --dim: #5e4a38; --accent: #8c4c00;' +
  ' --on-accent: #fffcf5; --hover: #743e00; --shadow: #4a2800; --ring: #8c4c00; --drop: rgba(60,40,20,.3);';
var STYLE = [
  ':host { --ground: #1e150e; --glow: #3a2616; --words: #f6ecda; --dim: #e8d9bf; --accent: #ffcc5c;',
  '  --on-accent: #1e150e; --hover: #ffd980; --shadow: #a8742c; --ring: #ffcc5c; --drop: rgba(0,0,0,.5);',
  '  display: block; position: relative; inline-size: 100%; aspect-ratio: 16 / 10;',
  '  min-inline-size: 360px; min-block-size: 300px; box-sizing: border-box; background: var(--ground);',
  '  border-radius: 8px; overflow: hidden; color: var(--words); font: 16px/1.3 system-ui, sans-serif; }',
  ':host([theme="light"]) { ' + LIGHT + ' }',
  '@media (prefers-color-scheme: light) { :host([theme="auto"]) { ' + LIGHT + ' } }',
  ':host([hidden]) { display: none; }',
  'button { all: unset; box-sizing: border-box; position: absolute; inset: 0; display: flex;',
  '  flex-direction: column; align-items: center; justify-content: center; gap: .5em; padding: 1em;',
  '  cursor: pointer; text-align: center; background: radial-gradient(ellipse at 50% 40%, var(--glow), var(--ground) 70%); }',
  'button:focus-visible { outline: 4px solid var(--ring); outline-offset: -8px; }',
  '.board { order: 1; inline-size: min(88%, 560px); block-size: auto; max-block-size: 48%;',
  '  filter: drop-shadow(0 6px 10px var(--drop)); }',
  '.name { order: 2; font-size: 1.6em; font-weight: 700; letter-spacing: .02em; }',
  '.sub { order: 3; color: var(--dim); }',
  '.pause { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }',
  '.play { order: 4; display: inline-flex; align-items: center; gap: .45em; padding: .55em 1.6em; border-radius: 999px;',
  '  background: var(--accent); color: var(--on-accent); font-size: 1.25em; font-weight: 700; box-shadow: 0 3px 0 var(--shadow); }',
  'button:hover .play { background: var(--hover); }',
  '.rules { position: absolute; inset-block-end: .7em; inset-inline-end: .9em; color: var(--words); }',
  'iframe { position: absolute; inset: 0; inline-size: 100%; block-size: 100%; border: 0; display: block; }',
].join('\n');

// A page's accent colour, as the game reads it (src/app/model/common/look.cpp): #rgb, #rrggbb
// or rgb(r, g, b); [r, g, b], or null.
function colour(text) {
  var s = String(text || '').trim().toLowerCase(), m;
  if ((m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(s))) {
    var h = m[1].length === 3 ? m[1].replace(/./g, '$&$&') : m[1];
    return [0, 2, 4].map(function (i) { return parseInt(h.slice(i, i + 2), 16); });
  }
  if ((m = /^rgb\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})\s*\)$/.exec(s))) {
    var c = [+m[1], +m[2], +m[3]];
    return c.every(function (v) { return v <= 255; }) ? c : null;
  }
  return null;
}
function luminance(c) {
  var l = c.map(function (v) { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); });
  return 0.2126 * l[0] + 0.7152 * l[1] + 0.0722 * l[2];
}
function ratio(a, b) {
  var x = luminance(a), y = luminance(b);
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}
// What the facade's Play sits on, and the words it may carry, in each look.
var GROUNDS = {
  classic: { grounds: [[30, 21, 14], [58, 38, 22]], words: [[38, 24, 12], [246, 236, 218]] },
  light: { grounds: [[251, 247, 238], [255, 253, 248]], words: [[43, 30, 20], [255, 252, 245]] },
};
// The accent's rule for the looks the theme may show, 4.5:1 and more against what it sits on
// and with its words: '' where it does not read in one of them (the look's own is kept; the
// game says why once played).
function accentRule(element) {
  var c = colour(element.getAttribute('accent'));
  var theme = element.getAttribute('theme');
  var looks = theme === 'light' ? ['light'] : theme === 'auto' ? ['classic', 'light'] : theme === 'contrast' ? [] : ['classic'];
  if (!c || !looks.length) return '';
  var words = null;
  for (var i = 0; i < looks.length; i++) {
    var g = GROUNDS[looks[i]];
    var w = ratio(g.words[0], c) >= ratio(g.words[1], c) ? g.words[0] : g.words[1];
    if (ratio(w, c) < 4.5 || g.grounds.some(function (b) { return ratio(c, b) < 4.5; })) return '';
    words = words || w;
  }
  var css = function (v) { return 'rgb(' + v.join(',') + ')'; };
  var dark = luminance(words) < luminance(c);
  var hover = c.map(function (v) { return Math.round(dark ? v + (255 - v) * 0.25 : v * 0.8); });
  return ':host, :host([theme]) { --accent: ' + css(c) + '; --ring: ' + css(c) + '; --on-accent: ' + css(words) +
    '; --hover: ' + css(hover) + '; --shadow: ' + css(c.map(function (v) { return Math.round(v * 0.6); })) + '; }';
}

// The board at its start: two rows of six holes with four seeds each, and for a game with bowls
// (GAMES, the table of games before) the bowls at its ends; every coordinate made here, a few hundred bytes of markup.
function boardPicture(game) {
  var bowls = Object.prototype.hasOwnProperty.call(GAMES, game) && GAMES[game].bowls;
  var w = bowls ? 560 : 460;
  var left = bowls ? 70 : 20;
  var s = '<svg class="board" viewBox="0 0 ' + w + ' 190" aria-hidden="true" focusable="false">' +
    '<rect x="4" y="4" width="' + (w - 8) + '" height="182" rx="40" fill="#8a5a2b" stroke="#5c3a1a" stroke-width="4"/>';
  if (bowls) {
    s += '<ellipse cx="40" cy="95" rx="26" ry="70" fill="#4a2e15"/>';
    s += '<ellipse cx="' + (w - 40) + '" cy="95" rx="26" ry="70" fill="#4a2e15"/>';
  }
  for (var row = 0; row < 2; row++) {
    for (var i = 0; i < 6; i++) {
      var cx = left + 35 + i * 70, cy = 52 + row * 86;
      s += '<circle cx="' + cx + '" cy="' + cy + '" r="30" fill="#4a2e15"/>';
      for (var k = 0; k < 4; k++) {
        var dx = k % 2 ? 8 : -8, dy = k < 2 ? -8 : 8;
        s += '<circle cx="' + (cx + dx) + '" cy="' + (cy + dy) + '" r="7.5" fill="#e9dcc3" stroke="#9d8d72"/>';
      }
    }
  }
  return s + '</svg>';
}
