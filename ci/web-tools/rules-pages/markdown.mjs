// A game's texts/<lang>/<game>.md read into parts and sections (the structure that
// src/app/text/rules_text.h describes), with each paragraph's text already HTML: the rules pages
// show the same texts as the game's Rules window.
//   # Title, then one paragraph: the summary
//   ## Rules / ## People and history / ## Sources   (by their order, whatever their language)
//   ### Section title {#id}
//   paragraphs (lines joined), "- " bullets (next lines indented), "> " our choices
// Inline: *emphasis*, [text](address) and bare https:// addresses; everything else is escaped.

export const escapeHtml = (s) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function inline(text) {
  let out = '';
  const pattern = /\[([^\]]+)\]\((https?:\/\/[^)\s]+)\)|(https?:\/\/[^\s<>()]+[^\s<>().,;:])|\*([^*]+)\*/g;
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    out += escapeHtml(text.slice(last, m.index));
    if (m[1]) out += `<a href="${escapeHtml(m[2])}">${escapeHtml(m[1])}</a>`;
    else if (m[3]) out += `<a href="${escapeHtml(m[3])}">${escapeHtml(m[3])}</a>`;
    else out += `<em>${escapeHtml(m[4])}</em>`;
    last = m.index + m[0].length;
  }
  return out + escapeHtml(text.slice(last));
}

// A paragraph that names its sources ("*Sources for this section: …*", "Source: …", in any of
// the texts' languages).
const SOURCE_LINE = /^\*?(sources?|fuentes?|fonti|fonte)\b[^:]{0,40}:/i;

// { title, summary, parts: [{ title, sections: [{ id, title, blocks }] , blocks }] } where a
// block is { kind: 'text' | 'bullets' | 'choice' | 'source', html | items }.
export function readTexts(markdown) {
  const doc = { title: '', summary: '', parts: [] };
  let part = null;
  let section = null;
  let block = null; // { kind, lines } being read
  const blocks = () => (section ? section.blocks : part ? part.blocks : null);
  const close = () => {
    if (!block) return;
    const text = block.lines.join(' ').replace(/\s+/g, ' ').trim();
    const into = blocks();
    if (!into) {
      if (!doc.summary) doc.summary = text;
    } else if (block.kind === 'bullet') {
      const last = into[into.length - 1];
      if (last && last.kind === 'bullets') last.items.push(inline(text));
      else into.push({ kind: 'bullets', items: [inline(text)] });
    } else {
      const kind = block.kind === 'text' && SOURCE_LINE.test(text) ? 'source' : block.kind;
      into.push({ kind, html: inline(text) });
    }
    block = null;
  };
  for (const raw of markdown.replace(/\r/g, '').split('\n')) {
    const line = raw.trimEnd();
    const heading = /^(#{1,3}) (.*?)(?: \{#([a-z0-9-]+)\})?$/.exec(line);
    if (heading) {
      close();
      const [, marks, title, id] = heading;
      if (marks === '#') doc.title = title;
      else if (marks === '##') {
        part = { title, sections: [], blocks: [] };
        section = null;
        doc.parts.push(part);
      } else if (part) {
        section = { id: id || slug(title), title, blocks: [] };
        part.sections.push(section);
      }
    } else if (!line.trim()) {
      close();
    } else if (line.startsWith('> ') || line === '>') {
      if (block && block.kind !== 'choice') close();
      block ??= { kind: 'choice', lines: [] };
      block.lines.push(line.slice(2));
    } else if (line.startsWith('- ')) {
      close();
      block = { kind: 'bullet', lines: [line.slice(2)] };
    } else {
      block ??= { kind: 'text', lines: [] };
      block.lines.push(line.trim());
    }
  }
  close();
  return doc;
}

const slug = (title) =>
  title.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
