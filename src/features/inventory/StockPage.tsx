import { Alert, Button, H1, Spinner, Tag } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { can } from '../../../domain/actions.ts';
import { apiUrl } from '../../../domain/resource.ts';
import { PRODUCT_STOCKS } from '../../../domain/stock/resource.ts';
import type { ProductStockRow, StockMovementRow } from '../../../domain/stock/views.ts';
import { api } from '../../api/client.ts';
import { invalidateResource } from '../../api/query.ts';
import { useRecord } from '../../api/useRecord.ts';
import { backToList } from '../../app/lastList.ts';
import { userAtom } from '../../app/session.ts';
import { useShortcut } from '../../app/shortcuts.ts';
import { toastError, toastSuccess } from '../../app/toaster.ts';
import { ListPage } from '../../components/ListPage/ListPage.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { type MovementsGridContext, movementsGrid } from '../../grids/stock.ts';
import { MovementReference } from './MovementReference.tsx';
import { StockDialog, type StockDirection } from './StockDialog.tsx';
import { StockFigures } from './StockFigures.tsx';
import './inventory.css';

const GROUP = 'inventory.detailTitle';
const CONTEXT: MovementsGridContext = { Reference: MovementReference };

/**
 * /inventory/{productId}: the product's stock figures, its movements (CSV
 * export) and, for the stock add/remove roles, add / remove (keys a and r) and the merge of the free
 * bucket into the paid one.
 */
export default function StockPage() {
  const { t, i18n } = useTranslation();
  const { productId = '' } = useParams();
  const user = useAtomValue(userAtom);
  const record = useRecord<ProductStockRow>(`${apiUrl(PRODUCT_STOCKS.ops.one, {})}?product=${productId}`);
  const [dialog, setDialog] = useState<StockDirection | null>(null);
  const [merging, setMerging] = useState(false);
  const mayAdjust = can(user?.role, 'stock.adjust');
  const stock = record.data;
  const fixedFilter = useMemo(() => ({ product: productId }), [productId]);
  const navigate = useNavigate();
  // read before the movements' own list records itself as the last one: the inventory as it was left
  const [back] = useState(() => {
    const list = PRODUCT_STOCKS.screens.list.path;
    return backToList([list], list);
  });
  // Escape goes back as on a form, where the list gives the keyboard to the row that opened this
  // page (not while the stock dialog or the merge question, which it closes, is up)
  useShortcut('escape', () => document.body.classList.contains('bp6-overlay-open') || navigate(back), {
    labelKey: 'form.back',
  });

  useShortcut('a', () => setDialog('add'), {
    labelKey: 'inventory.addStock',
    groupKey: GROUP,
    enabled: mayAdjust && !!stock && dialog === null,
  });
  useShortcut('r', () => setDialog('remove'), {
    labelKey: 'inventory.removeStock',
    groupKey: GROUP,
    enabled: mayAdjust && !!stock && dialog === null,
  });

  if (record.error) return <LoadError error={record.error} onRetry={record.retry} backTo={back} />;
  if (!stock) return <Spinner size={40} aria-label={t('app.loading')} />;

  const merge = async () => {
    try {
      await api.post(apiUrl(PRODUCT_STOCKS.ops.merge, { productId: stock.id })).json();
      toastSuccess(t('inventory.merged'));
      await Promise.all([invalidateResource('product-stocks'), invalidateResource('stock-movements')]);
    } catch {
      toastError(t('errors.anErrorOccurs'));
    } finally {
      setMerging(false);
    }
  };

  return (
    <div className="cpt-list-frame">
      <div className="cpt-page-header cpt-list-frame-header cpt-stock-header">
        <Link to={back}>← {t('inventory.backToList')}</Link>
        <H1 className="cpt-title">{i18n.language === 'zh' ? stock.name.zh : stock.name.en}</H1>
        <Tag minimal>{stock.productId}</Tag>
        {mayAdjust && (
          <span className="cpt-stock-actions">
            <Button icon="add" intent="primary" onClick={() => setDialog('add')} title="a">
              {t('inventory.addStock')}
            </Button>
            <Button icon="remove" variant="outlined" onClick={() => setDialog('remove')} title="r">
              {t('inventory.removeStock')}
            </Button>
            <Button
              icon="merge-columns"
              variant="outlined"
              disabled={stock.freeStock === 0}
              onClick={() => setMerging(true)}
            >
              {t('inventory.merge')}
            </Button>
          </span>
        )}
      </div>
      <StockFigures stock={stock} />
      <ListPage<StockMovementRow, MovementsGridContext>
        embedded
        grid={movementsGrid}
        context={CONTEXT}
        titleKey="inventory.recentMovements"
        fixedFilter={fixedFilter}
        exportName={`stock-movements-${stock.productId}`}
      />
      {mayAdjust && <StockDialog stock={stock} direction={dialog} onClose={() => setDialog(null)} />}
      <Alert
        isOpen={merging}
        icon="merge-columns"
        intent="primary"
        confirmButtonText={t('inventory.merge')}
        cancelButtonText={t('app.cancel')}
        canEscapeKeyCancel
        onConfirm={() => void merge()}
        onCancel={() => setMerging(false)}
      >
        {t('inventory.mergeConfirm', { count: stock.freeStock })}
      </Alert>
    </div>
  );
}
