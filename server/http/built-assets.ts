/**
 * The console's hashed scripts and stylesheets (vite's `/assets/*.js` and `*.css`). A page load
 * fetches about a hundred of them, so what their answers carry beyond the body is paid a hundred
 * times (docs/benchmarks.md, "First screen"): the document headers (Content-Security-Policy,
 * X-Frame-Options, Referrer-Policy, Cross-Origin-Opener-Policy) govern the page that runs them,
 * not a script or a stylesheet, and a file whose name changes with its content is never
 * revalidated, so its ETag and Last-Modified are never used. Other files under /assets (pictures,
 * fonts, an SVG that could be opened as a document) keep every header.
 */
const SCRIPT_OR_STYLE = /^\/assets\/[\w.-]+\.(?:js|css)$/;

export function isBuiltScriptOrStyle(url: string): boolean {
  return SCRIPT_OR_STYLE.test(url.split('?')[0] ?? '');
}

/** The answer is such a file itself (a miss or an error keeps every header). */
export function isBuiltScriptOrStyleAnswer(request: { url: string }, reply: { statusCode: number }): boolean {
  return reply.statusCode === 200 && isBuiltScriptOrStyle(request.url);
}
