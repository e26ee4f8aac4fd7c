import { Button } from '@blueprintjs/core';
import type { ICellRendererParams } from 'ag-grid-community';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { can } from '../../../domain/actions.ts';
import type { ProductListRow } from '../../../domain/products/list.ts';
import { PRODUCTS } from '../../../domain/products/resource.ts';
import { screenUrl } from '../../../domain/resource.ts';
import { canOpen } from '../../../domain/routes.ts';
import { STATUS } from '../../../domain/schemas/common.ts';
import { storageUrl } from '../../../domain/storages.ts';
import { keyIn } from '../../../locales/keys.ts';
import { userAtom } from '../../app/session.ts';
import { ListPage } from '../../components/ListPage/ListPage.tsx';
import type { FilterDef } from '../../components/ListPage/types.ts';
import { type ProductsGridContext, productsGrid } from '../../grids/products.ts';
import { useProductTypes, useSuppliers } from './useCatalogue.ts';
import './products.css';

function Picture({ value }: ICellRendererParams<ProductListRow>) {
  return typeof value === 'string' && value ? (
    <img className="cpt-product-thumb" src={storageUrl('product-cover', value)} alt="" loading="lazy" />
  ) : null;
}

/** The analytics button: hidden for the roles without product analytics (logistic among them). */
function Actions({ data }: ICellRendererParams<ProductListRow>) {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const navigate = useNavigate();
  if (!data || !can(user?.role, 'product.analytics')) return null;
  return (
    <span className="cpt-row-actions">
      <Button
        size="small"
        icon="chart"
        variant="minimal"
        aria-label={t('product.analytics')}
        title={t('product.analytics')}
        onClick={() => void navigate(screenUrl(PRODUCTS.screens.analytics, { productId: data.id }))}
      />
    </span>
  );
}

/**
 * /products: filters English name, supplier, product type, product id, status. A row
 * opens the form for the product editors, the analytics for the other roles that have them.
 */
export default function ProductsList() {
  const { i18n } = useTranslation();
  const user = useAtomValue(userAtom);
  const suppliers = useSuppliers();
  const types = useProductTypes();
  const filters = useMemo<readonly FilterDef[]>(
    () => [
      { kind: 'text', field: 'name', labelKey: 'product.searchName' },
      { kind: 'text', field: 'productId', labelKey: 'product.searchProductId' },
      {
        kind: 'select',
        field: 'supplier',
        labelKey: 'product.supplier',
        options: suppliers.map((s) => ({ value: s.id, text: s.name })),
      },
      {
        kind: 'select',
        field: 'productType',
        labelKey: 'product.productType',
        options: types.map((p) => ({ value: p.name, text: p.label })),
      },
      {
        kind: 'select',
        field: 'status',
        labelKey: 'product.status',
        options: STATUS.map((s) => ({ value: s, labelKey: keyIn('product.statuses', s) })),
      },
    ],
    [suppliers, types],
  );
  const context = useMemo<ProductsGridContext>(
    () => ({ lang: i18n.language, Picture, Actions }),
    [i18n.language],
  );
  const role = user?.role;
  const opens = (path: string) => !!role && canOpen(role, path);
  const rowLink = opens(PRODUCTS.screens.edit.path)
    ? (p: ProductListRow) => screenUrl(PRODUCTS.screens.edit, { productId: p.id })
    : opens(PRODUCTS.screens.analytics.path)
      ? (p: ProductListRow) => screenUrl(PRODUCTS.screens.analytics, { productId: p.id })
      : undefined;
  return (
    <ListPage<ProductListRow, ProductsGridContext>
      grid={productsGrid}
      context={context}
      titleKey="product.title"
      filters={filters}
      pageSize={80}
      rowLink={rowLink}
      create={{ action: 'product.create', to: PRODUCTS.screens.create.path, labelKey: 'product.create' }}
      exportName="products"
    />
  );
}
