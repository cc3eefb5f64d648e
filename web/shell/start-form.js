// A part of shell.js (web/shell/common.js says how they are put together): the start screen's
// choices as a form.

// ------------------------------------------------------------------ the start screen's form
// The start screen's choices as the page's own form controls (radio groups and lists, labelled
// in the game's language), for screen readers: a choice made here is made on the canvas too,
// and the other way round. Hidden until the keyboard comes into it (then shown over the game).
// Play the computer comes first with the computer's level; after Start, the screen's other ways
// in (Learn to play, Rules, Puzzles, My games, Back to the game), each button described by what it does
// and sending the page's command of that name (web/mancala-api.js).
var form = document.getElementById('start-form');
var formShape = '';
// Sends a command; the game takes the keyboard after it, or the refusal is said.
function send(command) {
  whenReady(function (api) {
    var r = command(api);
    if (!r.ok) shell.announce(r.error);
    else canvas.focus({ preventScroll: true });
  });
}
function choose(field, value) {
  whenReady(function (api) {
    var r = api.chooseSetup(field, value);
    if (!r.ok) shell.announce(r.error);
  });
}
// The command each of the start screen's other ways in sends (its game: the one chosen).
var ACTIONS = {
  learn: function (api) { return api.learn(); },
  rules: function (api) { return api.showRules(); },
  puzzles: function (api) { return api.showPuzzles(); },
  'my-games': function (api) { return api.showMyGames(); },
  'back-to-game': function (api) { return api.backToGame(); },
};
// A button described by a line of text under it (aria-describedby): what it does.
function describedButton(id, label, help, onClick) {
  var wrap = document.createElement('p');
  var button = document.createElement('button');
  button.type = 'button';
  button.id = id;
  button.textContent = label;
  var words = document.createElement('span');
  words.id = id + '-help';
  words.className = 'help';
  words.textContent = ' ' + help;
  button.setAttribute('aria-describedby', words.id);
  button.addEventListener('click', onClick);
  wrap.appendChild(button);
  wrap.appendChild(words);
  return wrap;
}
function levelList(f, id) {
  var wrap = document.createElement('p');
  var l = document.createElement('label');
  l.htmlFor = id;
  l.textContent = f.label + ' ';
  var select = document.createElement('select');
  select.id = id;
  select.name = id;
  f.options.forEach(function (o) {
    var option = document.createElement('option');
    option.value = o.value;
    option.textContent = o.label;
    select.appendChild(option);
  });
  select.addEventListener('change', function () { choose(f.name, select.value); });
  wrap.appendChild(l);
  wrap.appendChild(select);
  return wrap;
}
function buildForm(start) {
  var focusedName = form.contains(document.activeElement) ? document.activeElement.name || document.activeElement.id : '';
  form.textContent = '';
  var title = document.createElement('h2');
  title.id = 'start-form-title';
  title.textContent = start.title;
  form.appendChild(title);
  form.setAttribute('aria-labelledby', 'start-form-title');
  // The first choice: the game chosen against the computer, in one press, at the level beside it.
  form.appendChild(describedButton('start-form-play', start.play, start.playHelp, function () {
    send(function (api) { return api.playComputer(); });
  }));
  if (start.playLevel) form.appendChild(levelList(start.playLevel, 'start-play-level'));
  start.fields.forEach(function (f) {
    var id = 'start-' + f.name;
    if (f.kind === 'radio') {
      var set = document.createElement('fieldset');
      var legend = document.createElement('legend');
      legend.textContent = f.label;
      set.appendChild(legend);
      f.options.forEach(function (o) {
        var label = document.createElement('label');
        var input = document.createElement('input');
        input.type = 'radio';
        input.name = id;
        input.value = o.value;
        input.addEventListener('change', function () { if (input.checked) choose(f.name, o.value); });
        label.appendChild(input);
        label.appendChild(document.createTextNode(' ' + o.label));
        set.appendChild(label);
      });
      form.appendChild(set);
    } else {
      form.appendChild(levelList(f, id));
    }
  });
  var button = document.createElement('button');
  button.type = 'submit';
  button.id = 'start-form-start';
  button.textContent = start.start;
  form.appendChild(button);
  (start.actions || []).forEach(function (a) {
    if (!ACTIONS[a.name]) return;
    form.appendChild(describedButton('start-form-' + a.name, a.label, a.help, function () {
      send(ACTIONS[a.name]);
    }));
  });
  if (focusedName) {
    var again = form.querySelector('[name="' + focusedName + '"]:checked') || form.querySelector('[name="' + focusedName + '"]') ||
      document.getElementById(focusedName);
    if (again) again.focus();
  }
}
function showForm(start) {
  if (!form) return;
  if (!start) {
    if (form.contains(document.activeElement)) canvas.focus({ preventScroll: true });
    form.hidden = true;
    formShape = '';
    return;
  }
  form.hidden = false;
  // Built again when the choices offered change (the language, a level shown or not).
  var shape = JSON.stringify([start.title, start.start, start.play, start.playHelp, start.playLevel && start.playLevel.options,
    start.actions, start.fields.map(function (f) { return [f.name, f.label, f.options]; })]);
  if (shape !== formShape) {
    formShape = shape;
    buildForm(start);
  }
  var level = document.getElementById('start-play-level');
  if (level && start.playLevel && level.value !== start.playLevel.value) level.value = start.playLevel.value;
  start.fields.forEach(function (f) {
    var id = 'start-' + f.name;
    if (f.kind === 'radio') {
      form.querySelectorAll('input[name="' + id + '"]').forEach(function (input) { input.checked = input.value === f.value; });
    } else {
      var select = document.getElementById(id);
      if (select && select.value !== f.value) select.value = f.value;
    }
  });
}
if (form) {
  form.addEventListener('submit', function (e) {
    e.preventDefault();
    send(function (api) { return api.start(); });
  });
}
