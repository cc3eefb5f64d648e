// The set-up's table as the element reads it (the build's setup-fields.js, tools/setup_fields_js.cpp)
// against the C++ table it is written from (kSetupFields in src/app/model/common/setup_fields.h):
// the same fields in the same order, each with its older name, and a script the page can run; and
// its list of games against the table of games (kGames in src/app/model/games_table/games_table.h):
// the same codes in the same order, each with its name and its board's bowls.
// Usage: node tests/setup_fields_script_check.mjs <setup-fields.js> <setup_fields.h> <games_table.h>
import { readFileSync } from 'node:fs';
import vm from 'node:vm';

const [script, header, gamesHeader] = process.argv.slice(2).map((f) => readFileSync(f, 'utf8'));
const context = {};
vm.runInNewContext(script, context);
const js = context.SETUP_FIELDS;
const table = header.slice(header.indexOf('kSetupFields{{'), header.indexOf('}};', header.indexOf('kSetupFields{{')));
const cpp = [...table.matchAll(/^\s*\{"([a-z-]+)", (?:"([a-z-]+)"|\{\}),/gm)].map((m) => ({ name: m[1], old: m[2] || '' }));
const problems = [];
if (!Array.isArray(js)) problems.push('the script defines no SETUP_FIELDS list');
else if (js.length !== cpp.length || cpp.length === 0) problems.push(`${js.length} fields in the script, ${cpp.length} in the C++ table`);
else cpp.forEach((f, i) => {
  if (js[i].name !== f.name || js[i].old !== f.old) problems.push(`field ${i}: ${js[i].name}/${js[i].old}, not ${f.name}/${f.old}`);
  if (!['string', 'boolean'].includes(js[i].type) || typeof js[i].default !== 'string' || !js[i].games.length)
    problems.push(`field ${f.name}: ${JSON.stringify(js[i])}`);
});
const gamesTable = gamesHeader.slice(gamesHeader.indexOf('kGames{{'), gamesHeader.indexOf('}};', gamesHeader.indexOf('kGames{{')));
const games = [...gamesTable.matchAll(/\.code = "([a-z0-9-]+)",\s*\.title = "([^"]+)",\s*\.storeBowls = (true|false),/g)]
  .map((m) => ({ code: m[1], title: m[2], bowls: m[3] === 'true' }));
const jsGames = context.GAMES && typeof context.GAMES === 'object' ? Object.keys(context.GAMES) : [];
if (games.length === 0 || jsGames.join() !== games.map((g) => g.code).join())
  problems.push(`games ${jsGames.join()} in the script, ${games.map((g) => g.code).join()} in the C++ table`);
else games.forEach((g) => {
  const js = context.GAMES[g.code];
  if (js.title !== g.title || js.bowls !== g.bowls) problems.push(`game ${g.code}: ${JSON.stringify(js)}`);
});
if (problems.length) {
  console.error(`setup-fields.js is not the C++ table:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`setup-fields.js: the ${cpp.length} fields of the C++ table, in its order, and its ${games.length} games`);
