import { Document, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer';
import { createElement as h, type ReactElement, type ReactNode } from 'react';
import type { Locale } from '../../domain/dates.ts';
import type { Company } from './company.ts';
import { FONT_FAMILY, registerFonts } from './fonts.ts';
import type { DocTranslate } from './labels.ts';

/**
 * The one document module: every PDF (customer order, purchase order, packing list) is a
 * `DocumentFrame` of blocks rendered by `renderPdf`. The server runs TypeScript by type stripping,
 * which has no JSX, so documents are written with `createElement` (`h`).
 */
export { h };

export const styles = StyleSheet.create({
  page: { fontFamily: FONT_FAMILY, fontSize: 9, paddingTop: 36, paddingBottom: 56, paddingHorizontal: 36 },
  header: { flexDirection: 'row', justifyContent: 'space-between', marginBottom: 16 },
  company: { fontSize: 12, fontWeight: 'bold' },
  muted: { color: '#5f6b7c' },
  title: { fontSize: 16, fontWeight: 'bold', marginBottom: 8 },
  footer: {
    position: 'absolute',
    bottom: 24,
    left: 36,
    right: 36,
    flexDirection: 'row',
    justifyContent: 'space-between',
    fontSize: 7,
    color: '#5f6b7c',
    borderTopWidth: 0.5,
    borderTopColor: '#c5cbd3',
    paddingTop: 4,
  },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: '#e5e8eb', paddingVertical: 3 },
  headRow: { flexDirection: 'row', borderBottomWidth: 1, borderBottomColor: '#1c2127', paddingVertical: 3 },
  totalRow: { flexDirection: 'row', borderTopWidth: 1, borderTopColor: '#1c2127', paddingVertical: 3 },
  bold: { fontWeight: 'bold' },
  section: { marginTop: 10 },
});

export interface Column<R> {
  label: string;
  /** share of the line's width */
  width: number;
  align?: 'left' | 'right';
  cell: (row: R) => string;
}

/** A table of lines with a header row, repeated on every page, and optional total rows. */
export function LinesTable<R>(props: {
  columns: readonly Column<R>[];
  rows: readonly R[];
  totals?: string[][];
}) {
  const cells = (texts: readonly string[], bold = false) =>
    props.columns.map((c, i) =>
      h(
        Text,
        {
          key: c.label,
          style: [{ flex: c.width, textAlign: c.align ?? 'left', paddingRight: 4 }, bold ? styles.bold : {}],
        },
        texts[i] ?? '',
      ),
    );
  return h(
    View,
    { style: styles.section },
    h(
      View,
      { style: styles.headRow, fixed: true },
      cells(
        props.columns.map((c) => c.label),
        true,
      ),
    ),
    ...props.rows.map((r, i) =>
      h(View, { key: i, style: styles.row, wrap: false }, cells(props.columns.map((c) => c.cell(r)))),
    ),
    ...(props.totals ?? []).map((t, i) =>
      h(View, { key: `t${i}`, style: styles.totalRow, wrap: false }, cells(t, true)),
    ),
  );
}

export interface FrameProps {
  company: Company;
  lang: Locale;
  t: DocTranslate;
  title: string;
  /** lines printed under the company block on the right: number, date, … */
  meta?: readonly string[];
  children?: ReactNode;
  /** instead of `children`, content cut into pages beforehand (`pageRuns`): one <Page> each */
  pages?: readonly ReactNode[];
}

/** An A4 document with the company header, the title and a footer with page numbers on every page. */
export function DocumentFrame(props: FrameProps): ReactElement {
  const { company, lang, t } = props;
  const header = h(
    View,
    { style: styles.header, fixed: true },
    h(
      View,
      null,
      h(Text, { style: styles.company }, lang === 'zh' ? company.nameZh : company.name),
      h(Text, { style: styles.muted }, company.address),
      h(Text, { style: styles.muted }, `${company.phone} · ${company.email}`),
    ),
    h(View, { style: { alignItems: 'flex-end' } }, ...(props.meta ?? []).map((m) => h(Text, { key: m }, m))),
  );
  const footer = h(
    View,
    { style: styles.footer, fixed: true },
    h(Text, null, `${company.name} · ${t('documents.taxId')} ${company.taxId} · ${company.bank}`),
    h(Text, {
      render: ({ pageNumber, totalPages }: { pageNumber: number; totalPages: number }) =>
        t('documents.page', { page: pageNumber, pages: totalPages }),
    }),
  );
  const [first, ...rest] = props.pages ?? [props.children];
  const page = (key: number, ...content: ReactNode[]) =>
    h(Page, { key, size: 'A4', style: styles.page, wrap: true }, header, ...content, footer);
  return h(
    Document,
    { title: props.title, author: company.name, language: lang === 'zh' ? 'zh-CN' : 'en' },
    page(0, h(Text, { style: styles.title }, props.title), first),
    ...rest.map((content, i) => page(i + 1, content)),
  );
}

/** Renders a document to bytes; fonts are registered on first use. */
export async function renderPdf(doc: ReactElement): Promise<Buffer> {
  registerFonts();
  // react-pdf's typings want a <Document> element; every caller passes a DocumentFrame
  return renderToBuffer(doc as Parameters<typeof renderToBuffer>[0]);
}
