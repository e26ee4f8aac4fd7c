/**
 * How deep a rich text's elements nest. The editor writes a few levels (a list in a list in a
 * quote); the cleaning (sanitize-html) takes time growing with the square of the depth, so 33,000
 * nested tags in one description held the server for seconds. Apart from domain/rich-text.ts so
 * that a schema can check it without bringing the cleaner into every screen that loads the schema.
 */
export const RICH_TEXT_MAX_DEPTH = 64;
export const NESTED_TOO_DEEP_MSG = 'validation.nestedTooDeep';

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
// no `<` inside a tag: a scan never runs past the next one, so a text of unclosed `<a` stays linear
const TAG = /<(\/?)([a-zA-Z][^\s/<>]*)[^<>]*>/g;

/** The most elements open at once, reading open and close tags as they come (void ones aside). */
export function richTextDepth(html: string): number {
  let depth = 0;
  let max = 0;
  for (const m of html.matchAll(TAG)) {
    if (VOID.has(m[2]!.toLowerCase()) || m[0].endsWith('/>')) continue;
    if (m[1]) depth = Math.max(0, depth - 1);
    else max = Math.max(max, ++depth);
  }
  return max;
}

export const richTextWithinDepth = (html: string): boolean => richTextDepth(html) <= RICH_TEXT_MAX_DEPTH;
