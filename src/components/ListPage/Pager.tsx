import { Button, ButtonGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Select } from '../Select.tsx';

/**
 * Server-side pager. The page size is fixed per list (spec: "page size changer disabled"), shown
 * but disabled so users know why a page holds 80 rows.
 */
export function Pager({
  page,
  pageSize,
  total,
  estimated = false,
  counting = false,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  /** `total` is the server's estimate (docs/api.md, "Totals"): the last page is not known */
  estimated?: boolean;
  /** the total is being counted: the range is shown without it, the last page is not known yet */
  counting?: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : page * pageSize + 1;
  const to = Math.min(total, (page + 1) * pageSize);
  return (
    <nav className="cpt-pager" aria-label={t('list.pagination')}>
      <span className="cpt-pager-range" aria-live="polite">
        {counting
          ? to >= from
            ? t('list.rangeCounting', { from, to })
            : t('list.totalCounting')
          : estimated
            ? t('list.rangeAbout', { from, to, total })
            : t('list.range', { from, to, total })}
      </span>
      <ButtonGroup>
        <Button
          icon="double-chevron-left"
          aria-label={t('list.firstPage')}
          disabled={page === 0}
          onClick={() => onPage(0)}
        />
        <Button
          icon="chevron-left"
          aria-label={t('list.previousPage')}
          disabled={page === 0}
          onClick={() => onPage(page - 1)}
        />
        <span className="cpt-pager-label">
          {counting
            ? t('list.pageCounting', { page: page + 1 })
            : t('list.pageOf', { page: page + 1, pages })}
        </span>
        <Button
          icon="chevron-right"
          aria-label={t('list.nextPage')}
          disabled={page >= pages - 1}
          onClick={() => onPage(page + 1)}
        />
        <Button
          icon="double-chevron-right"
          aria-label={t('list.lastPage')}
          disabled={estimated || page >= pages - 1}
          onClick={() => onPage(pages - 1)}
        />
      </ButtonGroup>
      <Select
        disabled
        aria-label={t('list.pageSize')}
        value={pageSize}
        options={[{ value: pageSize, label: t('list.perPage', { count: pageSize }) }]}
      />
    </nav>
  );
}
