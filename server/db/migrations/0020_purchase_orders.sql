-- Purchase orders and supplier invoices (docs/finance.md, "Purchase orders"). One table
-- for both, as the spec's calls treat them (type purchase_order or invoice): a purchase order buys
-- stock from a direct-sales supplier (its lines and its `purchased` stock movements); an invoice
-- settles the commission on finished offers of a services supplier (its offers in invoice_offers).
-- Amounts are fen; the figures of an invoice are frozen at generation (docs/finance.md).

CREATE SEQUENCE purchase_order_number_seq START WITH 1001;
CREATE SEQUENCE invoice_number_seq START WITH 1001;

CREATE TABLE purchase_orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- the human number: PO1001… for purchase orders, INV1001… for invoices (set by the writer)
  po_id text NOT NULL UNIQUE,
  type text NOT NULL CHECK (type IN ('purchase_order', 'invoice')),
  supplier_id uuid NOT NULL REFERENCES suppliers (id),
  -- the community a purchase is for (its PDF shows VAT per line for the cellar); none = warehouse
  community_id uuid REFERENCES communities (id),
  -- who may see the row besides the admins: a purchase order's community (none = every purchase
  -- role), an invoice's offers' communities
  communities uuid[] NOT NULL DEFAULT '{}',
  date date NOT NULL,
  payment_status text NOT NULL DEFAULT 'unpaid' CHECK (payment_status IN ('unpaid', 'paid')),
  stock_status text NOT NULL DEFAULT 'pending' CHECK (stock_status IN ('pending', 'received')),
  -- purchase order: quantity, VAT and totals of its lines; invoice: the sales of its offers
  quantity integer NOT NULL DEFAULT 0,
  vat_amount bigint NOT NULL DEFAULT 0,
  total_ex_vat bigint NOT NULL DEFAULT 0,
  total_sales bigint NOT NULL DEFAULT 0,
  total_delivery bigint NOT NULL DEFAULT 0,
  fee_amount bigint NOT NULL DEFAULT 0,
  -- the distinct commission rates as typed ('12.5'), exact decimals
  fee_percents text[] NOT NULL DEFAULT '{}',
  total_refund bigint NOT NULL DEFAULT 0,
  total_vouchers bigint NOT NULL DEFAULT 0,
  bank_transfer_id text NOT NULL DEFAULT '',
  received_at timestamptz,
  paid_at timestamptz,
  version integer NOT NULL DEFAULT 1,
  created_by uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (type = 'purchase_order' OR stock_status = 'pending')
);
CREATE INDEX purchase_orders_created ON purchase_orders (created_at DESC, id DESC);
CREATE INDEX purchase_orders_type_date ON purchase_orders (type, date DESC);
CREATE INDEX purchase_orders_supplier ON purchase_orders (supplier_id);
CREATE INDEX purchase_orders_po_id_trgm ON purchase_orders USING gin (po_id gin_trgm_ops);
CREATE INDEX purchase_orders_communities ON purchase_orders USING gin (communities);
-- the overview's money owed
CREATE INDEX purchase_orders_unpaid ON purchase_orders (date) WHERE payment_status = 'unpaid';

CREATE TABLE purchase_order_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  purchase_order_id uuid NOT NULL REFERENCES purchase_orders (id) ON DELETE CASCADE,
  position integer NOT NULL,
  product_id uuid NOT NULL REFERENCES products (id),
  quantity integer NOT NULL CHECK (quantity > 0),
  -- including VAT, fen
  unit_price bigint NOT NULL CHECK (unit_price >= 0),
  vat_percentage numeric(5, 2) NOT NULL CHECK (vat_percentage >= 0 AND vat_percentage <= 100),
  -- quantity x unit price less its included VAT, rounded to the fen (domain/finance.ts)
  total_price bigint NOT NULL,
  vat_amount bigint NOT NULL,
  UNIQUE (purchase_order_id, position)
);
CREATE INDEX purchase_order_items_product ON purchase_order_items (product_id);

-- An offer is invoiced once: the primary key refuses a second invoice for it, even when two
-- generations race. The figures are the offer's at generation.
CREATE TABLE invoice_offers (
  offer_id uuid PRIMARY KEY REFERENCES offers (id),
  invoice_id uuid NOT NULL REFERENCES purchase_orders (id) ON DELETE CASCADE,
  total_amount bigint NOT NULL,
  delivery_fee bigint NOT NULL,
  pack_income bigint NOT NULL,
  single_item_income bigint NOT NULL,
  commission_rate numeric(5, 2) NOT NULL,
  fee_amount bigint NOT NULL,
  refund_amount bigint NOT NULL,
  voucher_amount bigint NOT NULL,
  orders integer NOT NULL
);
CREATE INDEX invoice_offers_invoice ON invoice_offers (invoice_id);

-- the movements of a purchase order now point at it
ALTER TABLE stock_movements
  ADD CONSTRAINT stock_movements_purchase_order_fkey
  FOREIGN KEY (purchase_order_id) REFERENCES purchase_orders (id);
CREATE INDEX stock_movements_purchase_order ON stock_movements (purchase_order_id)
  WHERE purchase_order_id IS NOT NULL;

-- the services offers tab: one supplier's offers, newest ending first
CREATE INDEX offers_supplier_ending ON offers (supplier_id, ending_date DESC);
