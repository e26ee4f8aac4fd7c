-- Customer service (docs/customer-service.md): claims and
-- refunds about one order each, the per-user "already read" marks of the refund badge, and what
-- the voucher form adds to the vouchers of 0002_live.sql. Amounts in fen.

CREATE TABLE claims (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  claim_number integer GENERATED ALWAYS AS IDENTITY (START WITH 1001) UNIQUE,
  order_id uuid NOT NULL REFERENCES orders (id),
  customer_id uuid REFERENCES customers (id),
  -- the order's community, copied so lists scope without a join
  community_id uuid NOT NULL,
  offer_id uuid REFERENCES offers (id),
  supplier_id uuid REFERENCES suppliers (id),
  team_member_id uuid,
  date date,
  resp text NOT NULL,
  issue text NOT NULL,
  issue_detail text NOT NULL DEFAULT '',
  step integer NOT NULL DEFAULT 1 CHECK (step BETWEEN 1 AND 3),
  action text NOT NULL,
  action_eta date NOT NULL,
  refund_amount bigint CHECK (refund_amount > 0),
  payment_method text CHECK (payment_method IN ('wechat', 'alipay')),
  out_trade_no text NOT NULL DEFAULT '',
  comment text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'ongoing', 'standby', 'solved', 'failed')),
  -- the order as it was when the claim was opened (orderID, customer name, lines, amounts)
  order_infos jsonb NOT NULL DEFAULT '{}',
  version integer NOT NULL DEFAULT 1,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX claims_community_created ON claims (community_id, created_at DESC);
CREATE INDEX claims_customer ON claims (customer_id, created_at DESC);
CREATE INDEX claims_offer ON claims (offer_id);
CREATE INDEX claims_order ON claims (order_id);

CREATE TABLE refunds (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  refund_number integer GENERATED ALWAYS AS IDENTITY (START WITH 1001) UNIQUE,
  order_id uuid NOT NULL REFERENCES orders (id),
  customer_id uuid REFERENCES customers (id),
  community_id uuid NOT NULL,
  offer_id uuid REFERENCES offers (id),
  supplier_id uuid REFERENCES suppliers (id),
  team_member_id uuid,
  date date,
  resp text NOT NULL,
  issue text NOT NULL,
  issue_detail text NOT NULL DEFAULT '',
  action_eta date NOT NULL,
  refund_amount bigint NOT NULL CHECK (refund_amount > 0),
  payment_method text NOT NULL CHECK (payment_method IN ('wechat', 'alipay')),
  out_trade_no text NOT NULL DEFAULT '',
  out_refund_no text NOT NULL DEFAULT '',
  refund_id text NOT NULL DEFAULT '',
  comment text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'validated', 'refused', 'refunded')),
  payment_info_missing boolean NOT NULL DEFAULT false,
  refund_vouchers uuid[] NOT NULL DEFAULT '{}',
  version integer NOT NULL DEFAULT 1,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refunds_community_created ON refunds (community_id, created_at DESC);
CREATE INDEX refunds_status ON refunds (status, community_id);
CREATE INDEX refunds_order ON refunds (order_id);
-- an order has at most one refund under way (its payment status is refunding meanwhile)
CREATE UNIQUE INDEX refunds_one_open_per_order ON refunds (order_id) WHERE status IN ('new', 'validated');

-- the refund badge's "already read" marks, per member, kept on the server
CREATE TABLE refund_reads (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  refund_id uuid NOT NULL REFERENCES refunds (id) ON DELETE CASCADE,
  read_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, refund_id)
);

ALTER TABLE vouchers
  ADD COLUMN resp text CHECK (resp IN ('supplier', 'delivery_company', 'ziko')),
  ADD COLUMN refund_id uuid REFERENCES refunds (id),
  ADD COLUMN refund_order_id uuid REFERENCES orders (id),
  ADD COLUMN version integer NOT NULL DEFAULT 1;
CREATE INDEX vouchers_created ON vouchers (created_at DESC);
