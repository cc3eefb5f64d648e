// End-to-end tests of the game's review: a game with a deliberate blunder, opened from its record,
// is reviewed in the browser's Web Worker; the blunder is found, with its better move, checked
// against the native engine's own `analyse` of that position; a review stopped halfway stays
// stopped; the page answers while the review runs. Registered into run-tests.mjs.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT, launch, openGame, waitUntil, waitValue, waitQuiet, api, clickControl, clickHole, HOLE_INDEX, nextFrames, screenshot, existsSync } from './lib.mjs';
import { assert } from './lib.mjs';

// A Warri game of 40 moves played by a shallow search, except move 17: South sows e, which
// the engine values 8 seeds below its best move there (f).
const MOVES = 'a B b A d A c B d A f A a B b D e A b B d C c D a F e E a C c D d B b C c D d A'.split(' ');
const BLUNDER = 16;  // index of South's e
const REVIEW_DEPTH = 10;

function record(moves) {
  let text = '[Game "warri"]\n\n';
  for (let i = 0; i < moves.length; i += 2) text += `${i / 2 + 1}. ${moves.slice(i, i + 2).join(' ')} `;
  return text.trim() + '\n';
}

// The native engine's values of the position after `moves`: { letter: seeds }, best first.
function engineAnalysis(moves) {
  const engine = process.env.MANCALA_ENGINE ? path.resolve(process.env.MANCALA_ENGINE) : path.join(ROOT, 'build/native/mancala-engine');
  assert(existsSync(engine), `${engine} is missing: run ci/build native (the review is checked against the engine)`);
  // The input simply ends: the engine finishes the analysis first (a quit would cut it short).
  const input = ['variant warri', ...moves.map((m) => `play ${m}`), `analyse depth ${REVIEW_DEPTH}`].join('\n') + '\n';
  const out = spawnSync(engine, [], { input, encoding: 'utf8' });
  const line = out.stdout.split('\n').find((l) => l.startsWith('analysis '));
  assert(line, `the engine gave no analysis: ${out.stdout}`);
  return line.split(' ').slice(1).map((v) => {
    const [m, s] = v.split('=');
    return { move: m, seeds: parseInt(s, 10) };
  });
}

// The moves of the game shown ("1. a B 2. b A ...").
const movesPlayed = () => window.mancala.moves().split(' ').filter((w) => w && !w.endsWith('.')).length;

// The review line of the page's save: the number of positions reviewed (-1: none).
const reviewedCount = () => {
  const save = localStorage.getItem('mancala') || '';
  const line = save.split('\n').find((l) => l.startsWith('review '));
  return line ? line.split('.').length - 1 : -1;
};

// Until the page's save holds the review of all `n` moves.
const untilReviewed = (page, n) => waitUntil(page, (count) => {
  const save = localStorage.getItem('mancala') || '';
  const line = save.split('\n').find((l) => l.startsWith('review '));
  return line && line.split('.').length - 1 === count;
}, n, { what: 'the whole game reviewed' });

// The game of `moves` opened from its record and reviewed to the end, all of it drawn.
async function openReviewed(context, url, moves) {
  const opened = await openGame(context, url + '#r=' + encodeURIComponent(record(moves)));
  await clickControl(opened.page, 'moves-review');
  await untilReviewed(opened.page, moves.length);
  await waitQuiet(opened.page);
  await nextFrames(opened.page);
  return opened;
}

// The named lines as drawn in the last frame: { name: words } (mancala.controlWords()).
const drawnWords = () => Object.fromEntries(window.mancala.controlWords().split('\n').filter(Boolean)
  .map((l) => [l.slice(0, l.indexOf('\t')), l.slice(l.indexOf('\t') + 1)]));

export default function registerReviewTests(test, ctx) {
  test('review: it opens on the player\'s first mistake, and Try again hides the answer until found', async () => {
    const moves = MOVES.slice(0, 24);
    const b = await launch();
    try {
      const { page, errors } = await openReviewed(b.context, ctx.server.url, moves);
      // Two people on one device: South's first marked move (?!, ? or ??) in the move list.
      let words = await api(page, drawnWords);
      const marked = Object.keys(words).filter((k) => /^review-move-\d+$/.test(k) && /^\d+\. South \w \?/.test(words[k]))
        .map((k) => Number(k.slice('review-move-'.length))).sort((x, y) => x - y);
      assert(marked.length > 0, `South has a marked move: ${JSON.stringify(words)}`);
      const first = marked[0];
      const verdict = new RegExp(`^Move ${first}, South (\\w): (inaccuracy|mistake|blunder).*Better: (\\w)\\.`).exec(words['review-verdict'] || '');
      assert(verdict, `the review opens on South's first mistake, move ${first}: ${words['review-verdict']}`);
      assert(/^Mistake 1 of \d+: \d+ blunders?, \d+ mistakes?, \d+ inaccurac(y|ies)\.$/.test(words['review-mistakes']), `the summary line: ${words['review-mistakes']}`);
      const [, played, , better] = verdict;

      // Try again: the better move nowhere in the text drawn, nor as the arrow.
      await clickControl(page, 'review-try-again');
      await waitUntil(page, () => window.mancala.announcement().startsWith('Try again: '), undefined, { what: 'Try again said' });
      await nextFrames(page);
      words = await api(page, drawnWords);
      const shownAnswer = (w) => Object.entries(w).filter(([, t]) => t.includes(`Better: ${better}`) || t.includes(`\u2192 ${better}`) && t.startsWith(`${first}. `) || t.includes(`better move, ${better}`));
      assert(shownAnswer(words).length === 0, `the answer is shown: ${JSON.stringify(shownAnswer(words))}`);
      assert(!/Better:/.test(words['review-verdict']), `the verdict keeps the answer: ${words['review-verdict']}`);
      assert(!/\u2192/.test(words[`review-move-${first}`]), `the move list keeps the answer: ${words[`review-move-${first}`]}`);
      // Nor any other marked move's better move: the list gives no answer away while trying.
      const arrows = Object.entries(words).filter(([k, t]) => /^review-move-\d+$/.test(k) && t.includes('\u2192'));
      assert(arrows.length === 0, `the move list shows better moves while trying: ${JSON.stringify(arrows)}`);
      // The why still speaks of the move played, never of the better one.
      assert(words['review-why'] && !words['review-why'].includes(`${better} would have`), `the why gives the answer away: ${words['review-why']}`);

      // A wrong try is answered in the drawn text; the board stays before the move.
      const before = await api(page, () => window.mancala.shownState());
      const southRow = before.board.slice(0, 6);
      const wrong = 'abcdef'.split('').find((l, i) => southRow[i] > 0 && l !== played && l !== better);
      assert(wrong, `a third hole to try: ${JSON.stringify(before.board)}`);
      await clickHole(page, HOLE_INDEX(wrong));
      await waitUntil(page, () => ((window.mancala.controlWords().match(/^review-try-note\t(.*)$/m) || [])[1] || '').startsWith('Not this one: '),
        undefined, { what: 'the wrong try answered on screen' });
      words = await api(page, drawnWords);
      assert(words['review-try-note'].startsWith(`Not this one: `), `the wrong try: ${words['review-try-note']}`);
      assert(shownAnswer(words).length === 0, 'the answer shown after a wrong try');
      // The try is sown on the board, which then stands again at the position.
      await waitQuiet(page);
      assert(JSON.stringify((await api(page, () => window.mancala.shownState())).board) === JSON.stringify(before.board), 'the board is not back at the position');
      await screenshot(page, 'review-wrong-try.png');
      // The right try: "Yes", the answer shown.
      await clickHole(page, HOLE_INDEX(better));
      await waitUntil(page, (l) => ((window.mancala.controlWords().match(/^review-try-note\t(.*)$/m) || [])[1] || '').startsWith(`Yes: ${l}`), better, { what: 'the right try answered on screen' });
      // Next mistake: to the next marked move, counted.
      await nextFrames(page);
      await screenshot(page, 'review-right-try.png');
      const count = Number(/^Mistake 1 of (\d+)/.exec((await api(page, drawnWords))['review-mistakes'])[1]);
      assert(count >= 2, `more than one mistake to go through: ${count}`);
      await clickControl(page, 'review-next-mistake');
      await waitUntil(page, () => /^Mistake 2 of /.test((window.mancala.controlWords().match(/^review-mistakes\t(.*)$/m) || [])[1] || ''), undefined, { what: 'the next mistake' });
      // On a phone: the review's strip with its buttons (looked at, not asserted).
      await page.setViewportSize({ width: 390, height: 844 });
      await nextFrames(page);
      await screenshot(page, 'review-phone.png');
      assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    } finally {
      await b.close();
    }
  });

  test('review: a game with a deliberate blunder is reviewed in the browser and the blunder found', async () => {
    const moves = MOVES.slice(0, 24);
    const values = engineAnalysis(moves.slice(0, BLUNDER));
    const best = values[0];
    const played = values.find((v) => v.move === moves[BLUNDER]);
    assert(played && best.seeds - played.seeds >= 6, `the record's move ${BLUNDER + 1} is no blunder: ${JSON.stringify(values)}`);
    const b = await launch();
    try {
      const { page, errors } = await openGame(b.context, ctx.server.url + '#r=' + encodeURIComponent(record(moves)));
      assert(await api(page, movesPlayed) === 24, 'the record is not loaded');
      const frames0 = await api(page, () => window.mancala.framesRendered());
      await clickControl(page, 'moves-review');
      await untilReviewed(page, moves.length);
      const done = await waitValue(page, () => {
        const a = window.mancala.announcement();
        return a.startsWith(window.mancala.tr('Review done.')) && a;
      }, undefined, { what: 'the summary read out' });
      assert(/South: accuracy \d+%, .*1 blunder|South: accuracy \d+%, .* [1-9] blunders/.test(done), `the summary names South's blunder: ${done}`);
      assert(/North: accuracy \d+%/.test(done), `the summary has North's accuracy: ${done}`);
      assert(await api(page, () => window.mancala.framesRendered()) > frames0, 'no frame was drawn during the review');

      // To the blunder: a click on the graph, then the arrows (the live region reads each mark).
      await clickControl(page, 'review-graph');
      let at = await waitValue(page, () => {
        const m = /^Move (\d+), /.exec(window.mancala.announcement());
        return m && Number(m[1]);
      }, undefined, { what: 'a click on the graph read out' });
      while (at !== BLUNDER + 1) {
        await page.keyboard.press(at < BLUNDER + 1 ? 'ArrowRight' : 'ArrowLeft');
        const next = at < BLUNDER + 1 ? at + 1 : at - 1;
        await waitUntil(page, (n) => window.mancala.announcement().startsWith(`Move ${n}, `), next, { what: `move ${next} read out` });
        at = next;
      }
      const said = await api(page, () => window.mancala.announcement());
      const m = /^Move (\d+), South (\w): blunder, (\d+) seeds lost\. Better: (\w)\.( .*)?$/.exec(said);
      assert(m, `move ${BLUNDER + 1} is marked a blunder: ${said}`);
      assert(m[2] === moves[BLUNDER], `the move played: ${said}`);
      assert(Number(m[3]) === best.seeds - played.seeds, `seeds lost ${m[3]}, the engine says ${best.seeds - played.seeds}`);
      const better = values.find((v) => v.move === m[4]);
      assert(better && better.seeds === best.seeds, `the better move ${m[4]} is one of the engine's best (${JSON.stringify(values)})`);
      const shown = await api(page, () => window.mancala.shownState());
      assert(JSON.stringify(shown.board) !== JSON.stringify((await api(page, () => window.mancala.state())).board), 'the board shows the game\'s end, not the blunder');
      await screenshot(page, 'review-blunder.png');

      // The link carries the review: opened elsewhere, it shows it without working it out again.
      const link = await api(page, () => window.mancala.shareLink());
      assert(/#r=.*&v=d10\./.test(link), `the share link carries the review: ${link}`);
      const other = await b.context.newPage();
      await other.goto(ctx.server.url + '#' + link.split('#')[1].replace(/&v=d10\.[a-fA-F]/, '&v=d10.-'));
      await other.evaluate(() => window.mancala.ready.then(() => true));
      const message = await api(other, () => window.mancala.message());
      assert(/review in the link cannot be used/.test(message), `a damaged review part is said: ${message}`);
      assert(await api(other, movesPlayed) === 24, 'the game still opens');

      // Try again: the blunder as a one-move puzzle; the move played is refused, the better found.
      await page.bringToFront();
      await clickControl(page, 'review-try-again');
      await waitUntil(page, () => window.mancala.announcement().startsWith('Try again: find a better move for South'),
        undefined, { what: 'Try again said' });
      await clickHole(page, HOLE_INDEX(moves[BLUNDER]));
      await waitUntil(page, () => window.mancala.announcement() === 'That is the move played: find a better one.',
        undefined, { what: 'the move played refused' });
      await waitQuiet(page);  // the try sown on the board, and the board back at the position
      await clickHole(page, HOLE_INDEX(m[4]));
      await waitUntil(page, (l) => window.mancala.announcement().startsWith(`Yes: ${l} is the better move.`), m[4],
        { what: 'the better move found' });
      assert(await api(page, movesPlayed) === 24, 'Try again played a move in the game');

      // Play from here: a game from the position the board showed, before the blunder.
      await clickControl(page, 'review-play-from-here');
      await waitUntil(page, (n) => window.mancala.moves().split(' ').filter((w) => w && !w.endsWith('.')).length === n,
        BLUNDER, { what: 'the game played again from before the blunder' });
      const again = await api(page, () => window.mancala.state());
      assert(JSON.stringify(again.board) === JSON.stringify(shown.board), `the review showed ${JSON.stringify(shown.board)}, the game goes on from ${JSON.stringify(again.board)}`);
      assert(!again.over && again.toMove === 'S', `South to play the blunder's move again: ${JSON.stringify(again)}`);
      assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    } finally {
      await b.close();
    }
  });

  test('review: stopped halfway it stays stopped, and the page answers while it runs', async () => {
    const b = await launch();
    try {
      // The Web Worker's answers pass a gate: two positions' values come through, the next ones
      // are held until the test lets them go. So the review is still running when Stop is
      // clicked however fast the machine, and an answer that comes after Stop is seen ignored.
      await b.context.addInitScript(() => {
        const gate = { open: 2, held: [] };
        window.reviewGate = {
          held: () => gate.held.length,
          release: () => gate.held.splice(0).forEach((deliver) => deliver()),
        };
        const RealWorker = window.Worker;
        window.Worker = class extends RealWorker {
          set onmessage(handler) {
            super.onmessage = (e) => {
              if (typeof (e.data || {}).analysis === 'string') {
                if (gate.open === 0) return void gate.held.push(() => handler(e));
                gate.open -= 1;
              }
              handler(e);
            };
          }
        };
      });
      const { page } = await openGame(b.context, ctx.server.url + '#r=' + encodeURIComponent(record(MOVES)));
      await clickControl(page, 'moves-review');
      await waitUntil(page, () => {
        const save = localStorage.getItem('mancala') || '';
        const line = save.split('\n').find((l) => l.startsWith('review '));
        return line && line.split('.').length - 1 >= 2;
      }, undefined, { what: 'two positions reviewed' });
      // While it runs: a click on a move is answered (drawn and read out).
      const frames = await api(page, () => window.mancala.framesRendered());
      await clickControl(page, 'review-graph');
      await waitUntil(page, () => /^Move \d+, /.test(window.mancala.announcement()), undefined, { what: 'the click answered during the review' });
      assert(await api(page, () => window.mancala.framesRendered()) > frames, 'frames came during the review');
      await waitUntil(page, () => window.reviewGate.held() > 0, undefined, { what: 'the next position asked for' });
      await clickControl(page, 'review-stop');
      await waitUntil(page, () => window.mancala.announcement().startsWith('Review stopped'), undefined, { what: 'the review stopped' });
      const at = await api(page, reviewedCount);
      assert(at >= 2 && at < MOVES.length, `stopped halfway: ${at} of ${MOVES.length}`);
      await api(page, () => window.reviewGate.release());
      await waitQuiet(page);
      await nextFrames(page);
      assert(await api(page, reviewedCount) === at, 'the review went on after Stop');
      await screenshot(page, 'review-stopped.png');
    } finally {
      await b.close();
    }
  });

  test('review: each mistake says why, Show the line plays it and back, the graph says who leads, the formula waits in a popup', async () => {
    const moves = MOVES.slice(0, 24);
    const b = await launch();
    try {
      const { page, errors } = await openReviewed(b.context, ctx.server.url, moves);
      let words = await api(page, drawnWords);
      const verdict = /^Move (\d+), (South|North) (\w): (inaccuracy|mistake|blunder)/.exec(words['review-verdict'] || '');
      assert(verdict, `opened on a mistake: ${words['review-verdict']}`);
      const [, , side, played] = verdict;
      // Why, in words: the move played and what follows it, or what the better move captures.
      assert(new RegExp(`^(After ${played}, |\\w would have captured |Its cost comes later)`).test(words['review-why'] || ''),
        `the why of move ${verdict[1]}: ${words['review-why']}`);
      // The graph in the players' words: who leads at the position shown.
      assert(/^(South|North) leads by \d+ seeds?|^Level: neither side leads/.test(words['review-graph'] || ''), `the graph's words: ${words['review-graph']}`);
      // The formula is not on screen; it opens from its button.
      assert(!Object.values(words).some((t) => t.includes('100 less 10 per seed lost')), 'the formula is drawn on screen');
      await screenshot(page, 'review-why.png');
      await clickControl(page, 'review-accuracy-help');
      await waitUntil(page, () => /^review-accuracy-formula\t.*100 less 10 per seed lost/m.test(window.mancala.controlWords()), undefined, { what: 'the formula in its popup' });
      await screenshot(page, 'review-accuracy-help.png');
      await page.keyboard.press('Escape');
      await nextFrames(page);

      // Show the line: the move played on the board, then the engine's reply; back to the position.
      const before = (await api(page, () => window.mancala.shownState())).board;
      await clickControl(page, 'review-show-line');
      await waitUntil(page, (t) => ((window.mancala.controlWords().match(/^review-line\t(.*)$/m) || [])[1] || '').startsWith(t),
        `The line, move 1 of `, { what: 'the line\'s first move' });
      words = await api(page, drawnWords);
      assert(new RegExp(`^The line, move 1 of \\d: ${side} sows ${played}\\.`).test(words['review-line']), `the line's first move: ${words['review-line']}`);
      await waitQuiet(page);
      const after = (await api(page, () => window.mancala.shownState())).board;
      assert(JSON.stringify(after) !== JSON.stringify(before), 'the board did not play the move');
      await clickControl(page, 'review-line-next');
      await waitUntil(page, () => /^review-line\tThe line, move 2 of /m.test(window.mancala.controlWords()), undefined, { what: 'the line\'s second move' });
      await waitQuiet(page);
      // The line above the board says the move of the line it shows, not the arrow's position.
      words = await api(page, drawnWords);
      assert(words['status-line'] === words['review-line'], `the status line during the line: ${words['status-line']}`);
      await screenshot(page, 'review-line.png');
      await clickControl(page, 'review-line-back');
      await waitUntil(page, () => !/^review-line\t/m.test(window.mancala.controlWords()), undefined, { what: 'back to the position' });
      assert(JSON.stringify((await api(page, () => window.mancala.shownState())).board) === JSON.stringify(before), 'the board is not back at the position');
      assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    } finally {
      await b.close();
    }
  });

  test('review: in a 360x300 frame the board stays in sight beside the mistake\'s words', async () => {
    const moves = MOVES.slice(0, 24);
    const b = await launch({ viewport: { width: 360, height: 300 } });
    try {
      const { page, errors } = await openGame(b.context, ctx.server.url + '#r=' + encodeURIComponent(record(moves)));
      await clickControl(page, 'menu');
      await clickControl(page, 'menu-review');
      await untilReviewed(page, moves.length);
      await waitQuiet(page);
      await nextFrames(page);
      const words = await api(page, drawnWords);
      assert(/^Move \d+, South \w: (inaccuracy|mistake|blunder)/.test(words['review-verdict']), `the verdict: ${words['review-verdict']}`);
      const verdict = await api(page, () => window.mancala.controlCenter('review-verdict'));
      assert(verdict && verdict.y < 300, `the verdict is out of sight: ${JSON.stringify(verdict)}`);
      // The board with the arrow, its holes large enough to see the seeds and to tap.
      const sizes = await api(page, () => window.mancala.boardSizes());
      assert(sizes && sizes.hole >= 24, `the board is hidden or tiny under the review: ${JSON.stringify(sizes)}`);
      for (const hole of [0, 11]) {
        const c = await api(page, (h) => window.mancala.holeCenter(h), hole);
        assert(c && c.y > verdict.y && c.y < 300, `hole ${hole} is not on screen under the verdict: ${JSON.stringify(c)}`);
      }
      await screenshot(page, 'review-360x300.png');
      assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    } finally {
      await b.close();
    }
  });

  test('review: a won game is cheered: the win sound where sound is on, the card says it', async () => {
    const b = await launch();
    try {
      // Warri, South (the person, against the computer) to move with 23 seeds: f captures 4 and
      // wins the game.
      const { page, errors } = await openGame(b.context, ctx.server.url + '?game=warri&south=person&north=computer#p=' + encodeURIComponent('0,0,0,6,0,2,1,1,0,5,0,0:S:23,10'));
      const wins = await api(page, () => window.mancalaShell.winsPlayed);
      assert(wins === 0, `a win sound before the win: ${wins}`);
      await clickHole(page, HOLE_INDEX('f'));
      await waitUntil(page, () => window.mancalaShell.winsPlayed === 1, undefined, { what: 'the win sound' });
      await waitUntil(page, () => /^result-title\tYou win!/m.test(window.mancala.controlWords()), undefined, { what: 'the card says the win' });
      await screenshot(page, 'won-game.png');
      assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    } finally {
      await b.close();
    }
  });
}
