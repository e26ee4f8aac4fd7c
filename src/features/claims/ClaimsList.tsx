import '../service/service.css';
import { CLAIMS } from '../../../domain/claims/resource.ts';
import { isClaimFinal } from '../../../domain/claims/rules.ts';
import { CLAIM_ACTIONS, CLAIM_STATUSES, type Claim } from '../../../domain/claims/schema.ts';
import { screenUrl } from '../../../domain/resource.ts';
import { keyIn } from '../../../locales/keys.ts';
import { ListPage } from '../../components/ListPage/ListPage.tsx';
import { type ClaimsGridContext, claimsGrid } from '../../grids/claims.ts';
import { customerCell } from '../customers/CustomerPopover.tsx';
import { caseFilters, caseStatusFilter } from '../service/case-filters.ts';

const FILTERS = caseFilters(caseStatusFilter('claims.status', CLAIM_STATUSES, 'claims.statuses'), [
  {
    kind: 'select',
    field: 'action',
    labelKey: 'claims.action',
    options: CLAIM_ACTIONS.map((s) => ({ value: s, labelKey: keyIn('service.actions', s) })),
  },
  {
    kind: 'select',
    field: 'urgent',
    labelKey: 'claims.urgent',
    options: [
      // a bool filter: the server refuses the text "true" (400)
      { value: true, labelKey: 'claims.yes' },
      { value: false, labelKey: 'claims.no' },
    ],
  },
]);

/** On the claims list, a customer's name opens his card; on his own claims tab it needs not. */
const LIST_CONTEXT: ClaimsGridContext = {
  Customer: customerCell<Claim>((c) => ({ id: c.customer, name: c.customerName })),
};

/** Solved and failed claims are final: their rows do not open. */
const opens = (c: Claim) => !isClaimFinal(c.status);

/** The claims list, alone (/claims) or embedded (a customer's claims tab). */
export function ClaimsListView({ customerId }: { customerId?: string }) {
  return (
    <ListPage<Claim, ClaimsGridContext | undefined>
      grid={claimsGrid}
      context={customerId ? undefined : LIST_CONTEXT}
      titleKey="claims.title"
      embedded={!!customerId}
      fixedFilter={customerId ? { customer: customerId } : undefined}
      filters={customerId ? FILTERS.slice(1, 3) : FILTERS}
      rowLink={(c) => screenUrl(CLAIMS.screens.edit, { claimId: c.id })}
      rowOpens={opens}
      rowClass={(c) => (c.urgent ? 'cpt-row-urgent' : undefined)}
      create={
        customerId
          ? undefined
          : { action: 'claim.create', to: CLAIMS.screens.create.path, labelKey: 'claims.create' }
      }
      exportName={customerId ? 'customer-claims' : 'claims'}
    />
  );
}

/** /claims: newest first, 80 a page, urgent marked and sortable, CSV. */
export default function ClaimsList() {
  return <ClaimsListView />;
}
