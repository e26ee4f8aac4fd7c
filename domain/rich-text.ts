import { STORED_URI } from './storages.ts';

/**
 * Rich text (a recipe's description) is HTML limited to an allow-list: the server stores only what
 * `sanitizeRichText` gives back, and the editor runs pasted HTML through it too. Pure string work
 * (no DOM), so the server and the browser apply the very same rules.
 *
 * Kept: paragraphs, line breaks, bold, italic, underline, strike, headings 2-3, lists, quotes,
 * links (http, https, mailto, or this console's /storage/) and pictures uploaded to the
 * recipe-description store. Everything else is removed: unknown tags lose their markup but keep
 * their text, script-like elements (script, style, iframe, svg…) go with their content, and every
 * attribute not listed (on*, style, class, id…) is dropped.
 */
const ALLOWED: Record<string, readonly string[]> = {
  p: [],
  br: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  h2: [],
  h3: [],
  ul: [],
  ol: [],
  li: [],
  blockquote: [],
  a: ['href'],
  img: ['src', 'alt'],
};
const VOID = new Set(['br', 'img']);
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'svg',
  'math',
  'textarea',
  'select',
  'title',
  'head',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
]);

/** Where an embedded picture may come from: the rich-text store of this console. */
export const RICH_TEXT_STORAGE = 'recipe-description';
const IMAGE_SRC = /^\/storage\/recipe-description\/([0-9a-f]{32}\.[a-z0-9]{2,5})$/;
const SAFE_HREF = /^(https?:\/\/|mailto:|\/storage\/)/i;

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes the entities browsers write (named basics and numeric); others stay literal text. */
function decode(s: string): string {
  return s.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,6});?/gi, (m, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
        ? String.fromCodePoint(code)
        : '';
    }
    return NAMED[body.toLowerCase()] ?? m;
  });
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;').replace(/'/g, '&#39;');

interface Tag {
  name: string;
  end: boolean;
  attrs: Record<string, string>;
  /** index just past the tag's `>` */
  next: number;
}

/** Reads the tag starting at `<` (index i); undefined when it is not a tag (then `<` is text). */
function readTag(html: string, i: number): Tag | undefined {
  const m = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)/.exec(html.slice(i, i + 64));
  if (!m) return undefined;
  const attrs: Record<string, string> = {};
  let j = i + m[0].length;
  const attr = /\s*([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?|\s*\/|\s+/y;
  while (j < html.length && html[j] !== '>') {
    attr.lastIndex = j;
    const a = attr.exec(html);
    if (!a || a[0].length === 0) {
      j++;
      continue;
    }
    if (a[1]) {
      const key = a[1].toLowerCase();
      if (!(key in attrs)) attrs[key] = decode(a[2] ?? a[3] ?? a[4] ?? '');
    }
    j = attr.lastIndex;
  }
  return { name: m[2]!.toLowerCase(), end: m[1] === '/', attrs, next: Math.min(j + 1, html.length) };
}

/** The allowed attributes of a kept tag, as markup; null when the tag itself must go. */
function attributesOf(name: string, attrs: Record<string, string>): string | null {
  if (name === 'img') {
    const src = attrs.src?.trim() ?? '';
    if (!IMAGE_SRC.test(src)) return null;
    const alt = (attrs.alt ?? '').slice(0, 300);
    return ` src="${escapeAttr(src)}" alt="${escapeAttr(alt)}"`;
  }
  if (name === 'a') {
    // control characters and spaces inside a scheme ("java\tscript:") are ignored by browsers
    const href = [...(attrs.href ?? '')].filter((c) => c.charCodeAt(0) > 0x20 && c !== '\u007f').join('');
    return SAFE_HREF.test(href)
      ? ` href="${escapeAttr(href)}" rel="noopener noreferrer" target="_blank"`
      : '';
  }
  return '';
}

export function sanitizeRichText(html: string): string {
  let out = '';
  const open: string[] = [];
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      out += escapeText(decode(html.slice(i)));
      break;
    }
    out += escapeText(decode(html.slice(i, lt)));
    if (html.startsWith('<!--', lt)) {
      const close = html.indexOf('-->', lt + 4);
      i = close === -1 ? html.length : close + 3;
      continue;
    }
    if (html[lt + 1] === '!' || html[lt + 1] === '?') {
      const close = html.indexOf('>', lt);
      i = close === -1 ? html.length : close + 1;
      continue;
    }
    const tag = readTag(html, lt);
    if (!tag) {
      out += '&lt;';
      i = lt + 1;
      continue;
    }
    i = tag.next;
    if (!tag.end && DROP_WITH_CONTENT.has(tag.name)) {
      const close = html.toLowerCase().indexOf(`</${tag.name}`, i);
      i = close === -1 ? html.length : html.indexOf('>', close) + 1 || html.length;
      continue;
    }
    if (!Object.hasOwn(ALLOWED, tag.name)) continue;
    if (tag.end) {
      const at = open.lastIndexOf(tag.name);
      if (at === -1) continue;
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    const attrs = attributesOf(tag.name, tag.attrs);
    if (attrs === null) continue;
    out += `<${tag.name}${attrs}>`;
    if (!VOID.has(tag.name)) open.push(tag.name);
  }
  while (open.length) out += `</${open.pop()}>`;
  return out;
}

/** No words and no picture: what a required description may not be. */
export function richTextIsEmpty(html: string): boolean {
  if (/<img\s/i.test(html)) return false;
  return decode(html.replace(/<[^>]*>/g, '')).trim() === '';
}

/** The stored pictures a (sanitised) rich text embeds, for the save's file claim. */
export function richTextImages(html: string): string[] {
  const uris = [...html.matchAll(/<img src="([^"]+)"/g)]
    .map((m) => IMAGE_SRC.exec(m[1]!)?.[1])
    .filter((u): u is string => !!u && STORED_URI.test(u));
  return [...new Set(uris)];
}

/** Plain text of rich text, e.g. for a list cell or an export. */
export function richTextToPlain(html: string): string {
  return decode(html.replace(/<(br|\/p|\/li|\/h[23])[^>]*>/gi, ' ').replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}
