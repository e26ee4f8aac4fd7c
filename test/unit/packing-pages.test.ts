import { describe, expect, it } from 'vitest';
import { companyFromEnv } from '../../server/documents/company.ts';
import { translatorFor } from '../../server/documents/labels.ts';
import {
  type PackingOrder,
  packingColumns,
  packingListDocument,
} from '../../server/documents/packing-list.ts';
import { linesOf } from '../../server/documents/paginate.ts';
import { DocumentFrame, LinesTable, renderPdf } from '../../server/documents/pdf.ts';
import { pdfText } from '../support/pdf-text.ts';

const company = companyFromEnv({});

/** Orders as a busy delivery day has them: one to four lines, short and long addresses, comments. */
const orders = (n: number): PackingOrder[] =>
  Array.from({ length: n }, (_, i) => ({
    number: i + 1,
    orderID: 700_000 + i,
    customer: i % 3 ? `王小明 ${i}` : `Jean-Baptiste Lefèvre ${i}`,
    phone: '13800138000',
    address:
      i % 4 === 0
        ? `上海市浦东新区世纪大道 ${i} 号国金中心二期 ${i % 30} 楼 ${i} 室, 陆家嘴, 上海`
        : `Rm ${i}, 88 Century Ave, Pudong, Shanghai`,
    comment: i % 5 === 0 ? '请放在前台，谢谢 Please leave at the front desk' : '',
    lines: Array.from({ length: 1 + (i % 4) }, (_, k) => ({
      label: `${'ABCD'[k]} 有机蔬菜箱 ${k}`,
      quantity: k + 1,
    })),
  }));

const list = (n: number) => ({
  offerID: 1042,
  offerName: '有机蔬菜',
  deliveryDate: '2026-12-02',
  area: null,
  orders: orders(n),
  totals: [{ label: 'A 有机蔬菜箱 0', quantity: n }],
});

describe('the packing list cut into pages', () => {
  it('puts every order once, in order, with the header row and page numbers on each page', async () => {
    const p = list(140);
    const pages = await pdfText(
      await renderPdf(packingListDocument(p, { company, lang: 'zh', t: translatorFor('zh') })),
    );
    expect(pages.length).toBeGreaterThan(5);
    const all = pages.join('\n');
    let at = -1;
    for (const o of p.orders) {
      const next = all.indexOf(String(o.orderID));
      expect(next, `order ${o.orderID}`).toBeGreaterThan(at);
      expect(all.indexOf(String(o.orderID), next + 1)).toBe(-1);
      at = next;
    }
    for (const [i, text] of pages.entries()) {
      expect(text).toContain(`第 ${i + 1} 页，共 ${pages.length} 页`);
      expect(text).toContain('订单编号');
    }
    expect(pages.at(-1)).toContain('A 有机蔬菜箱 0');
    // no page is left half blank by a cut that came too early: at most one page more than the
    // same rows flowing through one wrapping page (what react-pdf lays out, slowly, when not cut)
    const t = translatorFor('zh');
    const flowing = await pdfText(
      await renderPdf(
        DocumentFrame({
          company,
          lang: 'zh',
          t,
          title: 'x',
          children: LinesTable({ columns: packingColumns(t), rows: p.orders }),
        }),
      ),
    );
    console.log('PAGES', pages.length, flowing.length);
    expect(pages.length).toBeLessThanOrEqual(Math.ceil(flowing.length * 1.1) + 1);
    // two renders of a dozen pages, the flowing one slow by nature: room on a loaded machine
  }, 60_000);

  it('estimates wrapped lines for Chinese and Latin text', () => {
    expect(linesOf('', 100)).toBe(1);
    expect(linesOf('a\nb', 100)).toBe(2);
    // 20 CJK characters at 9 pt are 180 pt: two lines in a 100 pt column
    expect(linesOf('有'.repeat(20), 100)).toBe(2);
    expect(linesOf('a'.repeat(20), 200)).toBe(1);
  });
});
