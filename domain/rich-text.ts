import sanitizeHtml from 'sanitize-html';
import { STORED_URI } from './storages.ts';

/**
 * Rich text (a recipe's description) is HTML limited to an allow-list: the server stores only what
 * `sanitizeRichText` gives back, and the editor runs pasted HTML through it too. The parsing and
 * filtering are sanitize-html's (htmlparser2, no DOM), so the server and the browser apply the very
 * same rules and write the very same markup; this file is the policy, written once.
 *
 * Kept: paragraphs, line breaks, bold, italic, underline, strike, headings 2-3, lists, quotes,
 * links (http, https, mailto, or this console's /storage/) and pictures uploaded to the
 * recipe-description store. Everything else is removed: unknown tags lose their markup but keep
 * their text, script-like elements (script, style, iframe, svg…) go with their content, and every
 * attribute not listed (on*, style, class, id…) is dropped.
 */

/** Where an embedded picture may come from: the rich-text store of this console. */
export const RICH_TEXT_STORAGE = 'recipe-description';
const IMAGE_SRC = /^\/storage\/recipe-description\/([0-9a-f]{32}\.[a-z0-9]{2,5})$/;
const SAFE_HREF = /^(https?:\/\/|mailto:|\/storage\/)/i;
const ALT_MAX = 300;

const DROP_WITH_CONTENT = [
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
  'option',
  'title',
  'head',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
];

/** What both policies share: no attribute reaches the style parser, no relative scheme trick. */
const BASE: sanitizeHtml.IOptions = {
  disallowedTagsMode: 'discard',
  nonTextTags: DROP_WITH_CONTENT,
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  // no style attribute is allowed, and sanitize-html's style parser (postcss) is for Node only
  parseStyleAttributes: false,
};

const POLICY: sanitizeHtml.IOptions = {
  ...BASE,
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'h2',
    'h3',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'img',
  ],
  allowedAttributes: { a: ['href', 'rel', 'target'], img: ['src', 'alt'] },
  transformTags: {
    // a link opens apart from the console; one to an address not allowed keeps its text, no address
    a: (tagName, attribs) => {
      // control characters and spaces inside a scheme ("java\tscript:") are ignored by browsers
      const href = [...(attribs.href ?? '')].filter((c) => c.charCodeAt(0) > 0x20 && c !== '\u007f').join('');
      const kept: sanitizeHtml.Attributes = SAFE_HREF.test(href)
        ? { href, rel: 'noopener noreferrer', target: '_blank' }
        : {};
      return { tagName, attribs: kept };
    },
    img: (tagName, attribs) => ({
      tagName,
      attribs: { src: attribs.src?.trim() ?? '', alt: (attribs.alt ?? '').slice(0, ALT_MAX) },
    }),
  },
  // a picture from anywhere but the rich-text store goes altogether
  exclusiveFilter: (frame) => frame.tag === 'img' && !IMAGE_SRC.test(frame.attribs.src ?? ''),
};

/** Words only: every tag goes (script-like ones with their content). */
const TEXT_ONLY: sanitizeHtml.IOptions = { ...BASE, allowedTags: [], allowedAttributes: {} };

/**
 * The allowed part of `html`. Void elements are written `<br>` rather than sanitize-html's `<br />`:
 * that is how the browser writes the editor's content back and how descriptions were stored, so
 * an untouched description stays unchanged (a `>` that is not a tag's end is always escaped).
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, POLICY).replace(/ \/>/g, '>');
}

// sanitize-html decodes every entity it reads and escapes only these four when it writes
const ESCAPED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"' };
const unescaped = (s: string) => s.replace(/&(amp|lt|gt|quot);/g, (_, name: string) => ESCAPED[name]!);

/** Plain text of rich text, e.g. for a list cell or an export. */
export function richTextToPlain(html: string): string {
  const spaced = html.replace(/<(br|\/p|\/li|\/h[23])[^>]*>/gi, ' ');
  return unescaped(sanitizeHtml(spaced, TEXT_ONLY)).replace(/\s+/g, ' ').trim();
}

/**
 * No words and no picture: what a required description may not be. Reads a sanitised text
 * (`sanitizeRichText`'s output) without parsing it again: there every `<` opens a tag and every
 * `>` closes one (the others are escaped), no element keeps content that is not words, and the
 * only entities left are `&amp;` `&lt;` `&gt;` `&quot;`, none of them a space. So the text between
 * the tags is the words, and a text-only pass (the dearest, on a text made of tags) would read the same.
 */
export function richTextIsEmpty(clean: string): boolean {
  if (/<img\s/i.test(clean)) return false;
  return clean.replace(/<[^>]*>/g, '').trim() === '';
}

/** The stored pictures a (sanitised) rich text embeds, for the save's file claim. */
export function richTextImages(html: string): string[] {
  const uris = [...html.matchAll(/<img src="([^"]+)"/g)]
    .map((m) => IMAGE_SRC.exec(m[1]!)?.[1])
    .filter((u): u is string => !!u && STORED_URI.test(u));
  return [...new Set(uris)];
}
