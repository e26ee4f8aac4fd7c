import { describe, expect, it } from 'vitest';
import { companyFromEnv } from '../../server/documents/company.ts';
import { docLang, translatorFor } from '../../server/documents/labels.ts';
import { DocumentFrame, h, LinesTable, renderPdf } from '../../server/documents/pdf.ts';
import { pdfText } from '../support/pdf-text.ts';

const company = companyFromEnv({});

describe('the document module', () => {
  it('renders Chinese and Latin text with the shipped font, header and footer on every page', async () => {
    const t = translatorFor('zh');
    const rows = Array.from({ length: 120 }, (_, i) => ({ name: `有机番茄 ${i + 1}`, qty: String(i + 1) }));
    const doc = DocumentFrame({
      company,
      lang: 'zh',
      t,
      title: '订单 Order 1001',
      children: LinesTable({
        columns: [
          { label: '产品', width: 3, cell: (r: (typeof rows)[number]) => r.name },
          { label: '数量', width: 1, align: 'right', cell: (r) => r.qty },
        ],
        rows,
        totals: [['合计', '7260']],
      }),
    });
    const pages = await pdfText(await renderPdf(doc));
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[0]).toContain('康璞生鲜有限公司');
    expect(pages[0]).toContain('订单 Order 1001');
    expect(pages[0]).toContain('有机番茄 1');
    expect(pages.at(-1)).toContain('有机番茄 120');
    expect(pages.at(-1)).toContain('合计');
    for (const [i, text] of pages.entries()) {
      expect(text).toContain(`第 ${i + 1} 页，共 ${pages.length} 页`);
      expect(text).toContain('产品');
    }
  });

  it('speaks English by default and refuses an unknown language', () => {
    expect(docLang(undefined)).toBe('en');
    expect(docLang('zh')).toBe('zh');
    expect(() => docLang('fr')).toThrow();
    expect(translatorFor('en')('documents.page', { page: 2, pages: 3 })).toBe('Page 2 of 3');
    void h;
  });
});
