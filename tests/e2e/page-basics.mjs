// What the page tests of the address, the accessibility and the embedding share: a game page
// opened and drawn, and what its live region said last.
import { openGame, nextFrames } from './lib.mjs';

// The last words of the live region (what a screen reader was told).
export const live = (page) => page.evaluate(() => document.getElementById('live').getAttribute('data-last') || '');

// The game opened at `url` in `context`, its first frames drawn.
export async function open(context, url) {
  const { page, errors } = await openGame(context, url);
  await nextFrames(page);
  return { page, errors };
}
