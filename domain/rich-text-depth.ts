/**
 * How deep a rich text's elements nest. The editor writes a few levels (a list in a list in a
 * quote); the cleaning (sanitize-html) takes time growing with the square of the depth, so 33,000
 * nested tags in one description held the server for seconds. Apart from domain/rich-text.ts so
 * that a schema can check it without bringing the cleaner into every screen that loads the schema.
 *
 * The depth is read as the cleaner's parser (htmlparser2, HTML mode) builds it, never less: `<b/>`
 * opens a `b` (only void elements close at once), a close tag of no element open is dropped
 * rather than closing another, and a quoted attribute value may hold `<` and `>`. Read otherwise,
 * `<b/>`, `<b></i>` or `<b a="<">` nested thousands deep passed as flat. What the parser closes on
 * its own (a `<p>` closing the `<p>` before it, the contents of `<script>`) is counted open: the
 * editor's HTML closes its elements.
 */
export const RICH_TEXT_MAX_DEPTH = 64;
export const NESTED_TOO_DEEP_MSG = 'validation.nestedTooDeep';

/** htmlparser2's void elements: they hold nothing, whether written `<br>`, `<br/>` or `</br>`. */
const VOID = new Set(
  'area base basefont br col command embed frame hr img input isindex keygen link meta param source track wbr'.split(
    ' ',
  ),
);

const isSpace = (c: string | undefined) => c === ' ' || c === '\n' || c === '\t' || c === '\f' || c === '\r';
const isLetter = (c: string | undefined) => c !== undefined && /^[a-zA-Z]$/.test(c);

/**
 * Where a start tag ends (its `>`, -1 if never), read from the end of its name as htmlparser2's
 * tokenizer reads attributes: a value is quoted only right after `=` (and spaces), an unquoted one
 * ends at a space or `>`, and a name's first character is part of it even when it is `=` or `"`.
 */
function tagEnd(html: string, from: number): number {
  let state: 'before' | 'name' | 'after' | 'value' | 'bare' = 'before';
  for (let i = from; i < html.length; i++) {
    const c = html[i]!;
    if (state === 'value') {
      if (c === '"' || c === "'") {
        const close = html.indexOf(c, i + 1);
        if (close < 0) return -1;
        i = close;
        state = 'before';
      } else if (c === '>') return i;
      else if (!isSpace(c)) state = 'bare';
      continue;
    }
    if (state === 'bare') {
      if (c === '>') return i;
      if (isSpace(c)) state = 'before';
    } else if (state === 'name') {
      if (c === '=') state = 'value';
      else if (c === '>') return i;
      else if (c === '/') state = 'before';
      else if (isSpace(c)) state = 'after';
    } else if (state === 'after') {
      if (c === '=') state = 'value';
      else if (c === '>') return i;
      else if (c === '/') state = 'before';
      else if (!isSpace(c)) state = 'name';
    } else {
      if (c === '>') return i;
      if (c !== '/' && !isSpace(c)) state = 'name';
    }
  }
  return -1;
}

/** The most elements open at once, read in one pass over the text. */
export function richTextDepth(html: string): number {
  const open: string[] = [];
  const held = new Map<string, number>();
  let max = 0;
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) break;
    i = lt + 1;
    if (html.startsWith('!--', i)) {
      // the opening's own dashes may end it (`<!-->` is an empty comment), as in the parser
      const end = html.indexOf('-->', i + 1);
      i = end < 0 ? html.length : end + 3;
      continue;
    }
    const closing = html[i] === '/';
    let start = closing ? i + 1 : i;
    if (closing) while (isSpace(html[start])) start++;
    if (!isLetter(html[start])) {
      // `</` before anything but a name is a bogus comment up to its `>`; `<` alone is text
      if (closing)
        i = html[start] === '>' ? start + 1 : Math.max(i, html.indexOf('>', start) + 1 || html.length);
      continue;
    }
    let end = start;
    while (end < html.length && !isSpace(html[end]) && html[end] !== '>' && (closing || html[end] !== '/'))
      end++;
    const name = html.slice(start, end).toLowerCase();
    const gt = closing ? html.indexOf('>', end) : tagEnd(html, end);
    if (gt < 0) break;
    i = gt + 1;
    if (VOID.has(name)) continue;
    if (!closing) {
      open.push(name);
      held.set(name, (held.get(name) ?? 0) + 1);
      max = Math.max(max, open.length);
    } else if (held.get(name)) {
      // closes every element opened since its own, as the parser does; another close is dropped
      for (let top = open.pop(); top !== undefined; top = open.pop()) {
        held.set(top, held.get(top)! - 1);
        if (top === name) break;
      }
    }
  }
  return max;
}

export const richTextWithinDepth = (html: string): boolean => richTextDepth(html) <= RICH_TEXT_MAX_DEPTH;
