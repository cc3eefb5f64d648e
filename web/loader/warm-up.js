// A part of loader.js (web/loader/language.js says how they are put together): the last: WebGL 2 checked,
// the browser's GPU side warmed up, then the program's glue (mancala.js) loaded.

// Can the board be drawn? A browser without WebGL 2 is told at once. Whether it can make a
// context (a GPU or a software renderer the browser allows) is known when the game makes its
// own; if it cannot, the program says so (onCannotDraw). Meanwhile a Web Worker makes a WebGL 2
// context of its own on an OffscreenCanvas: making the page's first context starts the
// browser's GPU side, which with a software renderer takes a while, and so it runs beside the
// download and the compilation without holding up this thread. (A context made on this thread
// held it up for that time, about 150 ms in a running browser; one made on the game's canvas was
// slower still: SDL2 then resizes that canvas twice, each time waiting for the GPU side to make
// a new drawing buffer.) Where a Worker or an OffscreenCanvas with WebGL 2 cannot be had, the
// context is made here, as before. The attributes are the game's (no alpha, depth, stencil nor
// multisampling): nothing more is made than it needs.
if (typeof WebGL2RenderingContext !== 'function') {
  fail(t(NO_WEBGL));
  return;
}
var programRuns = false;  // once it does, the game has its own context: no warm-up is owed
function warmUpOnThisThread() {
  if (programRuns) return;
  var probe = document.createElement('canvas').getContext('webgl2', GL_ATTRIBUTES);
  var lose = probe && probe.getExtension('WEBGL_lose_context');
  if (lose) lose.loseContext();  // the game makes its own
  mark('webgl-probed');
}
try {
  if (typeof OffscreenCanvas !== 'function' || typeof Worker !== 'function') throw new Error('no OffscreenCanvas');
  var source = 'var c=null;try{c=new OffscreenCanvas(1,1).getContext("webgl2",' + JSON.stringify(GL_ATTRIBUTES) +
    ')}catch(e){}postMessage(!!c);var l=c&&c.getExtension("WEBGL_lose_context");if(l)l.loseContext();close()';
  var url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
  var warmer = new Worker(url);
  warmer.onmessage = function (e) {
    URL.revokeObjectURL(url);
    if (e.data) mark('webgl-probed');
    else warmUpOnThisThread();
  };
  warmer.onerror = function () {
    URL.revokeObjectURL(url);
    warmUpOnThisThread();
  };
} catch (e) {
  warmUpOnThisThread();
}
var script = document.createElement('script');
script.src = 'mancala.js' + version;
script.onload = function () { mark('glue'); };
script.onerror = function () { fail(t('mancala.js could not be loaded.')); };
document.body.appendChild(script);
