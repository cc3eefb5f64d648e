import { startServer, launch, openGame, api, clickControl, screenshot, waitIdle, nextFrames } from './lib.mjs';
const MOVES = 'a B b A d A c B d A f A a B b D e A b B d C c D a F e E a C c D d B b C c D d A'.split(' ');
function record(moves) {
  let text = '[Game "warri"]\n\n';
  for (let i = 0; i < moves.length; i += 2) text += `${i / 2 + 1}. ${moves.slice(i, i + 2).join(' ')} `;
  return text.trim() + '\n';
}
const server = await startServer();
const vp = JSON.parse(process.argv[2] || '{"width":1280,"height":800}');
const lang = process.argv[3] || 'en';
const b = await launch({ viewport: vp, hasTouch: !!vp.touch, isMobile: !!vp.touch });
try {
  const { page, errors } = await openGame(b.context, server.url + `?lang=${lang}#r=` + encodeURIComponent(record(MOVES.slice(0, 24))));
  console.log('moves', JSON.stringify(await api(page, () => window.mancala.moves())));
  console.log('message', await api(page, () => window.mancala.message()));
  await nextFrames(page);
  await screenshot(page, 'rv-0.png');
  const ctl = vp.width < 420 || vp.height < 460 ? null : 'moves-review';
  if (ctl) await clickControl(page, ctl);
  else {
    await clickControl(page, 'menu');
    await clickControl(page, 'menu-review');
  }
  const t0 = Date.now();
  await page.waitForFunction(() => !window.mancala.busy(), null, { timeout: 120000 });
  console.log('review time ms', Date.now() - t0);
  console.log('ann', await api(page, () => window.mancala.announcement()));
  await nextFrames(page);
  await screenshot(page, 'rv-1.png');
  const c = await api(page, () => window.mancala.controlCenter('review-move-17'));
  console.log('ctl', JSON.stringify(c));
  if (ctl) await clickControl(page, 'review-move-17'); else { for (let i = 0; i < 7; i++) await clickControl(page, 'review-back'); }
  await nextFrames(page);
  console.log('ann', await api(page, () => window.mancala.announcement()));
  await screenshot(page, 'rv-2.png');
  console.log('errors', errors);
} finally { await b.close(); await server.close(); }
