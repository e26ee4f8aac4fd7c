/**
 * What the browser bundle gets for `postcss`: sanitize-html imports it only to parse style
 * attributes, which the rich-text policy never lets through (domain/rich-text.ts sets
 * parseStyleAttributes: false), and the real one is a CSS parser (17 KB gzip) for a path never taken.
 * The server runs the real package.
 */
export function parse(): never {
  throw new Error('postcss is not part of the browser bundle');
}
