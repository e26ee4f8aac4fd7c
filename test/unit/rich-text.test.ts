import { describe, expect, it } from 'vitest';
import {
  richTextImages,
  richTextIsEmpty,
  richTextToPlain,
  sanitizeRichText,
} from '../../domain/rich-text.ts';

const URI = `${'0a'.repeat(16)}.png`;

describe('sanitizeRichText', () => {
  it('keeps the allowed markup as it is', () => {
    const html =
      '<h2>Steps</h2><p>Mix <strong>well</strong>, <em>gently</em>.</p><ol><li>one</li><li>two<br>more</li></ol>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('removes scripts with their content, event handlers, styles and unknown tags (keeping their text)', () => {
    expect(
      sanitizeRichText(
        '<div class="x" onclick="a()">Hi<script>alert(1)</script> <span style="x">you</span></div>',
      ),
    ).toBe('Hi you');
    expect(sanitizeRichText('<img src=x onerror=alert(1)>')).toBe('');
    expect(sanitizeRichText('<svg onload=alert(1)><script>alert(2)</script></svg>ok')).toBe('ok');
    expect(sanitizeRichText('<scr<script>ipt>alert(1)</script>')).toBe('ipt&gt;alert(1)');
    expect(sanitizeRichText('a<!-- <script>x</script> -->b')).toBe('ab');
  });

  it('allows links to the web, mail and our storage only, whatever the encoding of the scheme', () => {
    for (const bad of [
      'javascript:alert(1)',
      'java\tscript:alert(1)',
      'jav&#x61;script:alert(1)',
      ' JAVASCRIPT:x',
      'data:text/html,x',
      '//evil.example',
    ]) {
      expect(sanitizeRichText(`<a href="${bad}">x</a>`)).toBe('<a>x</a>');
    }
    expect(sanitizeRichText('<a href="https://a.example/?q=1&amp;r=2" target="_top">x</a>')).toBe(
      '<a href="https://a.example/?q=1&amp;r=2" rel="noopener noreferrer" target="_blank">x</a>',
    );
  });

  it('keeps pictures of the rich-text store only', () => {
    const own = `<img src="/storage/recipe-description/${URI}" alt="a &quot;b&quot;">`;
    expect(sanitizeRichText(own)).toBe(own);
    expect(sanitizeRichText(`<img src="/storage/recipe-cover/${URI}">`)).toBe('');
    expect(sanitizeRichText('<img src="https://evil.example/x.png">')).toBe('');
    expect(richTextImages(sanitizeRichText(own + own))).toEqual([URI]);
  });

  it('escapes stray brackets, closes what was left open and drops unmatched closings', () => {
    expect(sanitizeRichText('1 < 2 > 0 & <b>bold')).toBe('1 &lt; 2 &gt; 0 &amp; <b>bold</b>');
    expect(sanitizeRichText('</p>text</em>')).toBe('text');
    expect(sanitizeRichText('<p><b>x</p>y')).toBe('<p><b>x</b></p>y');
  });

  it('tells an empty description from one with words or a picture', () => {
    expect(richTextIsEmpty(sanitizeRichText('<p> </p><br><script>x</script>'))).toBe(true);
    expect(richTextIsEmpty('<p>&nbsp;</p>')).toBe(true);
    expect(richTextIsEmpty(`<img src="/storage/recipe-description/${URI}" alt="">`)).toBe(false);
    expect(richTextToPlain('<p>Mix <b>well</b></p><p>then bake</p>')).toBe('Mix well then bake');
  });
});
