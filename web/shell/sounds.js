// A part of shell.js (web/shell/common.js says how they are put together): the seed sounds.

// ------------------------------------------------------------------ sounds
// A short wooden "tock", synthesised: a sine dropping in pitch with a fast decay. The audio
// context is made at the first gesture (browsers forbid sound before one), in the gesture's
// own handler: never while the game draws a frame, which making it would hold up (about 0.4 s
// in a headless browser without a sound device).
var audio = null;
function makeAudio() {
  var C = window.AudioContext || window.webkitAudioContext;
  if (audio || !C) return;
  try {
    if (!window.mancala.settings().sound) return;  // off (a frame's default): nothing to make
    audio = new C();
  } catch (e) {}  // the game not running yet: the next gesture
}
function context() {
  if (audio && audio.state === 'suspended') audio.resume();
  return audio;
}
shell.soundsPlayed = 0;
shell.seed = function (_a, _b, seedsInHole, capture) {
  var ctx = context();
  shell.soundsPlayed++;
  if (!ctx || ctx.state !== 'running') return;
  var t = ctx.currentTime;
  var osc = ctx.createOscillator();
  var gain = ctx.createGain();
  var base = capture ? 330 : 520 + Math.min(8, seedsInHole) * 22;
  osc.type = 'sine';
  osc.frequency.setValueAtTime(base, t);
  osc.frequency.exponentialRampToValueAtTime(base * 0.55, t + 0.08);
  gain.gain.setValueAtTime(0.0001, t);
  gain.gain.exponentialRampToValueAtTime(capture ? 0.22 : 0.16, t + 0.005);
  gain.gain.exponentialRampToValueAtTime(0.0001, t + (capture ? 0.22 : 0.1));
  osc.connect(gain).connect(ctx.destination);
  osc.start(t);
  osc.stop(t + 0.25);
};
// A game won, a puzzle solved: four steady notes rising, C E G C, a little apart.
shell.winsPlayed = 0;
shell.win = function () {
  var ctx = context();
  shell.winsPlayed++;
  if (!ctx || ctx.state !== 'running') return;
  [523.25, 659.25, 783.99, 1046.5].forEach(function (f, k) {
    var t = ctx.currentTime + 0.09 * k, length = k === 3 ? 0.6 : 0.3;
    var osc = ctx.createOscillator();
    var gain = ctx.createGain();
    osc.type = 'sine';
    osc.frequency.setValueAtTime(f, t);
    gain.gain.setValueAtTime(0.0001, t);
    gain.gain.exponentialRampToValueAtTime(0.12, t + 0.005);
    gain.gain.exponentialRampToValueAtTime(0.0001, t + length);
    osc.connect(gain).connect(ctx.destination);
    osc.start(t);
    osc.stop(t + length + 0.05);
  });
};
['pointerdown', 'keydown'].forEach(function (type) {
  window.addEventListener(type, function () {
    makeAudio();
    if (audio && audio.state === 'suspended') audio.resume();
  }, true);
});
