import { describe, expect, it } from 'vitest';
import type { RecipeCreate } from '../../domain/recipes/schema.ts';
import {
  richTextImages,
  richTextIsEmpty,
  richTextToPlain,
  sanitizeRichText,
} from '../../domain/rich-text.ts';
import { RICH_TEXT_MAX_DEPTH, richTextDepth, richTextWithinDepth } from '../../domain/rich-text-depth.ts';
import { checkRecipe, sanitized } from '../../server/recipes/rules.ts';

const URI = `${'0a'.repeat(16)}.png`;
const OWN = `/storage/recipe-description/${URI}`;

/** Markup that must never survive: a script, a handler, a script URL, a style, a foreign element. */
const DANGER =
  /<script|<svg|<math|<iframe|<object|<embed|<style|\son\w+=|javascript:|vbscript:|data:|style=/i;

describe('sanitizeRichText', () => {
  it('keeps the allowed markup as it is ', () => {
    const html =
      '<h2>Steps</h2><p>Mix <strong>well</strong>, <em>gently</em>.</p><ol><li>one</li><li>two<br>more</li></ol>';
    expect(sanitizeRichText(html)).toBe(html);
    expect(
      sanitizeRichText(
        '<h3>a</h3><ul><li><b>b</b> <i>c</i> <u>d</u> <s>e</s></li></ul><blockquote>f</blockquote>',
      ),
    ).toBe('<h3>a</h3><ul><li><b>b</b> <i>c</i> <u>d</u> <s>e</s></li></ul><blockquote>f</blockquote>');
    // what the editor emits comes back unchanged: saving twice stores the same text
    const once = sanitizeRichText('<p>a<br>b &amp; c&nbsp;d</p>');
    expect(sanitizeRichText(once)).toBe(once);
  });

  it('removes scripts with their content, event handlers, styles and unknown tags (keeping their text)', () => {
    expect(
      sanitizeRichText(
        '<div class="x" onclick="a()">Hi<script>alert(1)</script> <span style="x">you</span></div>',
      ),
    ).toBe('Hi you');
    expect(sanitizeRichText('<script>alert(1)</script>')).toBe('');
    expect(sanitizeRichText('<img src=x onerror=alert(1)>')).toBe('');
    expect(sanitizeRichText('<svg onload=alert(1)><script>alert(2)</script></svg>ok')).toBe('ok');
    expect(sanitizeRichText('<scr<script>ipt>alert(1)</script>')).toBe('ipt&gt;alert(1)');
    expect(sanitizeRichText('a<!-- <script>x</script> -->b')).toBe('ab');
    expect(sanitizeRichText('<p style="width: expression(alert(1))" id="p" class="c">x</p>')).toBe(
      '<p>x</p>',
    );
    expect(sanitizeRichText('<b onmouseover="alert(1)">x</b>')).toBe('<b>x</b>');
    expect(sanitizeRichText(`<img src="${OWN}" onerror="alert(1)" srcset="javascript:x" alt="">`)).toBe(
      `<img src="${OWN}" alt="">`,
    );
  });

  it.each([
    '<script>alert(1)</script>',
    '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
    '<img src=x onerror=alert(1)>',
    '<img src="x" onerror="alert(1)"/>',
    '<svg onload=alert(1)>',
    '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
    '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    '<iframe src="javascript:alert(1)"></iframe>',
    '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    '<object data="javascript:alert(1)"></object><embed src="data:text/html,x">',
    '<p style="background:url(javascript:alert(1))">x</p>',
    '<div style="width: expression(alert(1))">x</div>',
    '<style>@import "javascript:alert(1)";</style>',
    '<a href="javascript:alert(1)" onclick="alert(2)">x</a>',
    '<a href="&#106;avascript:alert(1)">x</a>',
    '<a href="javascript&colon;alert(1)">x</a>',
    '<a href="jav\nascript:alert(1)">x</a>',
    '<a href="vbscript:msgbox(1)">x</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
    '<form action="javascript:alert(1)"><button formaction="javascript:alert(2)">x</button></form>',
    '<<script>script>alert(1)<</script>/script>',
    '<img """><script>alert(1)</script>">',
    '<b><i>x</b></i><p><p>y<a href="https://a.example/">unclosed',
    '<template><img src=x onerror=alert(1)></template>',
    '<body onload=alert(1)><input autofocus onfocus=alert(2)>',
    '<details open ontoggle=alert(1)>',
    '<a href="https://a.example/" style="color:red">x</a><img src="/storage/recipe-description/x.png" onerror=alert(1)>',
  ])('%s comes out harmless', (attack) => {
    const clean = sanitizeRichText(attack);
    expect(clean).not.toMatch(DANGER);
    // what comes out is a fixed point: nothing is left for a second pass to remove
    expect(sanitizeRichText(clean)).toBe(clean);
  });

  it('allows links to the web, mail and our storage only, whatever the encoding of the scheme', () => {
    for (const bad of [
      'javascript:alert(1)',
      'java\tscript:alert(1)',
      'jav&#x61;script:alert(1)',
      ' JAVASCRIPT:x',
      'data:text/html,x',
      '//evil.example',
      '/api/users',
      'ftp://a.example/',
      'tel:123',
    ]) {
      expect(sanitizeRichText(`<a href="${bad}">x</a>`)).toBe('<a>x</a>');
    }
    expect(sanitizeRichText('<a href="https://a.example/?q=1&amp;r=2" target="_top">x</a>')).toBe(
      '<a href="https://a.example/?q=1&amp;r=2" rel="noopener noreferrer" target="_blank">x</a>',
    );
    expect(
      sanitizeRichText('<a href="mailto:chef@a.example">m</a><a href="/storage/recipe-cover/x.pdf">f</a>'),
    ).toBe(
      '<a href="mailto:chef@a.example" rel="noopener noreferrer" target="_blank">m</a>' +
        '<a href="/storage/recipe-cover/x.pdf" rel="noopener noreferrer" target="_blank">f</a>',
    );
  });

  it('keeps pictures of the rich-text store only, with an alt of at most 300 characters', () => {
    const own = `<img src="${OWN}" alt="a &quot;b&quot;">`;
    expect(sanitizeRichText(own)).toBe(own);
    expect(sanitizeRichText(`<img src="${OWN}">`)).toBe(`<img src="${OWN}" alt="">`);
    expect(sanitizeRichText(`<img src="${OWN}" alt="${'x'.repeat(400)}">`)).toBe(
      `<img src="${OWN}" alt="${'x'.repeat(300)}">`,
    );
    expect(sanitizeRichText(`<img src="/storage/recipe-cover/${URI}">`)).toBe('');
    expect(sanitizeRichText(`<img src="/storage/recipe-description/../recipe-cover/${URI}">`)).toBe('');
    expect(sanitizeRichText('<img src="https://evil.example/x.png">')).toBe('');
    expect(richTextImages(sanitizeRichText(own + own))).toEqual([URI]);
  });

  it('escapes stray brackets, closes what was left open and drops unmatched closings', () => {
    expect(sanitizeRichText('1 < 2 > 0 & <b>bold')).toBe('1 &lt; 2 &gt; 0 &amp; <b>bold</b>');
    // a stray </p> is an empty paragraph, as browsers read it
    expect(sanitizeRichText('</p>text</em>')).toBe('<p></p>text');
    expect(sanitizeRichText('<p><b>x</p>y')).toBe('<p><b>x</b></p>y');
    expect(sanitizeRichText('<ul><li>a<li>b</ul>')).toBe('<ul><li>a</li><li>b</li></ul>');
  });

  it('tells an empty description from one with words or a picture', () => {
    expect(richTextIsEmpty(sanitizeRichText('<p> </p><br><script>x</script>'))).toBe(true);
    expect(richTextIsEmpty(sanitizeRichText('<p>&nbsp;</p>'))).toBe(true);
    expect(richTextIsEmpty(`<img src="${OWN}" alt="">`)).toBe(false);
    expect(richTextToPlain('<p>Mix <b>well</b></p><p>then bake</p>')).toBe('Mix well then bake');
    expect(richTextToPlain('<p>1 &lt; 2 &amp; &quot;3&quot;</p><script>x</script>')).toBe('1 < 2 & "3"');
  });
});

describe('a description is cleaned once per save', () => {
  it('richTextIsEmpty reads the cleaned text as the full text-only pass read it', () => {
    const inputs = [
      '',
      ' ',
      '<p> </p><br><script>x</script>',
      '<p>&nbsp;</p>',
      '<p>&#160;&ensp;\u3000</p>',
      '<b></b>'.repeat(50),
      '<!-- words --><p></p>',
      '<style>p{}</style><svg><text>x</text></svg>',
      '<a href="javascript:x"> </a>',
      '&amp;',
      '&lt;p&gt;',
      '1 < 2',
      '<p>x</p>',
      '<ul><li></li><li> y </li></ul>',
      '<unknown>word</unknown>',
      `<img src="${OWN}">`,
      '<img src="https://evil.example/x.png"><p> </p>',
      '<p>\u200b</p>',
      '<p title="a > b"> </p>',
      '<a href="https://a.example/?q=a>b<c"> </a>',
      '<<p>>',
      '<p',
    ];
    for (const html of inputs) {
      const clean = sanitizeRichText(html);
      const fullPass = !/<img\s/i.test(clean) && richTextToPlain(clean) === '';
      expect([html, richTextIsEmpty(clean)]).toEqual([html, fullPass]);
    }
  });

  it("the recipe's rules and its write share one cleaning of the body", () => {
    const body = {
      description: { en: '<b>x</b>'.repeat(10), zh: '<p>说明</p>' },
      otherMedia: [],
    } as unknown as RecipeCreate;
    const clean = sanitized(body);
    // the check (run twice by an edit: as read, then on the locked row) and the write read the same
    checkRecipe(body);
    checkRecipe(body);
    expect(sanitized(body)).toBe(clean);
    expect(clean.description).toEqual({ en: '<b>x</b>'.repeat(10), zh: '<p>说明</p>' });
    // another body (another request) is cleaned on its own
    expect(sanitized({ ...body })).not.toBe(clean);
  });
});

describe('richTextDepth: how deep elements nest, as the cleaning will read them', () => {
  it('counts open elements, not void ones, closed ones or what is not a tag', () => {
    expect(richTextDepth('words only, 1 < 2 > 0')).toBe(0);
    expect(richTextDepth('<p>a</p><p>b <b>c <i>d</i></b></p>')).toBe(3);
    expect(richTextDepth('<p>a<br>b<img src="x"><br/></p>')).toBe(1);
    expect(richTextDepth(`${'<b>'.repeat(500)}x`)).toBe(500);
    expect(richTextDepth(`${'<ul><li>'.repeat(20)}x${'</li></ul>'.repeat(20)}`)).toBe(40);
    // a stray close does not make room for more opens
    expect(richTextDepth(`${'</b>'.repeat(10)}${'<b>'.repeat(3)}`)).toBe(3);
    expect(richTextDepth('<!-- <b><b> --><p title="<b>">x</p>')).toBeLessThanOrEqual(3);
  });

  it('reads the nest as the cleaning parses it: self-closing, stray closes and quoted values hide none', () => {
    // htmlparser2 opens a non-void element written `<b/>`, drops a close of nothing open, and
    // reads `<` and `>` inside a quoted value as text: each of these nests 100 deep
    expect(richTextDepth('<b/>'.repeat(100))).toBe(100);
    expect(richTextDepth('<b></i>'.repeat(100))).toBe(100);
    expect(richTextDepth('<b a="<">'.repeat(100))).toBe(100);
    expect(richTextDepth(`<b title='x>y'>`.repeat(100))).toBe(100);
    // a quote not after `=` is no value's, and an unquoted value ends at `>`
    expect(richTextDepth('<b a"><b ="><b a=x"><b a/="><b>')).toBe(5);
    // a close pops what opened since its own element, as the parser does
    expect(richTextDepth(`<p>${'<b>'.repeat(10)}</p>${'<i>'.repeat(3)}`)).toBe(11);
    expect(richTextDepth('<BR><br/></br><img src=x><p>x</p>')).toBe(1);
    // `<!-->` is an empty comment: what follows it is read
    expect(richTextDepth(`<!-->${'<b>'.repeat(100)}`)).toBe(100);
    // an unclosed quote or tag ends the reading, as it ends the parser's
    expect(richTextDepth(`<b a="${'<b>'.repeat(100)}`)).toBe(0);
    expect(richTextDepth('<a "'.repeat(25_000))).toBe(0);
  });

  it("an editor's deepest writing passes the schema; a crafted nest is refused on its field", () => {
    const deep = `${'<ul><li>'.repeat(RICH_TEXT_MAX_DEPTH / 2)}x${'</li></ul>'.repeat(RICH_TEXT_MAX_DEPTH / 2)}`;
    expect(richTextDepth(deep)).toBe(RICH_TEXT_MAX_DEPTH);
    expect(richTextWithinDepth(deep)).toBe(true);
    expect(richTextWithinDepth(`<p>${deep}</p>`)).toBe(false);
  });
});
