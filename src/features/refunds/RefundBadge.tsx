import './badge.css';
import { Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { REFUND_BADGE_OP, REFUNDS_KEY, refundBadgeRule } from '../../../domain/refunds/badge.ts';
import { apiUrl } from '../../../domain/resource.ts';
import { watchResource } from '../../api/changeFeed.ts';
import { api } from '../../api/client.ts';
import { invalidateResource, queryKeys } from '../../api/query.ts';
import { userAtom } from '../../app/session.ts';

const PATH = apiUrl(REFUND_BADGE_OP, {});

/**
 * The refund badge of the side menu: the server counts by the caller's
 * role, communities and read marks; any refund change on the change feed recounts it, so a
 * refund refunded elsewhere, or read in another browser, shows at once.
 */
export function RefundBadge() {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const counts = !!user && refundBadgeRule(user.role) !== null;
  const q = useQuery({
    queryKey: queryKeys.one(PATH),
    queryFn: ({ signal }) => api.get(PATH, { signal }).json<{ count: number }>(),
    enabled: counts,
  });
  useEffect(() => {
    if (!counts) return;
    return watchResource(REFUNDS_KEY, () => void invalidateResource(REFUNDS_KEY));
  }, [counts]);
  const n = q.data?.count ?? 0;
  if (!counts || n === 0) return null;
  return (
    <Tag round intent="danger" className="cpt-nav-badge" aria-label={t('refunds.badge', { count: n })}>
      {n > 99 ? '99+' : n}
    </Tag>
  );
}
