-- Offers, their sellable lines, orders, customers, vouchers, products, suppliers, lottery,
-- and the live event log. Amounts are integer fen (bigint). See docs/live.md for the reasoning.

CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE suppliers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  type text NOT NULL DEFAULT 'goods',
  -- percent, e.g. 13.00; exact decimal, never used as money
  vat numeric(5, 2) NOT NULL DEFAULT 0 CHECK (vat >= 0 AND vat <= 100),
  commission numeric(5, 2) NOT NULL DEFAULT 0 CHECK (commission >= 0 AND commission <= 100),
  status text NOT NULL DEFAULT 'available' CHECK (status IN ('available', 'ongoing', 'discontinued')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX suppliers_name_key ON suppliers (lower(name));

CREATE TABLE products (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  product_id text NOT NULL UNIQUE,
  name_en text NOT NULL,
  name_zh text NOT NULL,
  supplier_id uuid NOT NULL REFERENCES suppliers (id),
  product_type text NOT NULL DEFAULT 'grocery',
  price bigint NOT NULL DEFAULT 0 CHECK (price >= 0),
  retail_price bigint NOT NULL DEFAULT 0 CHECK (retail_price >= 0),
  weight integer NOT NULL DEFAULT 0 CHECK (weight >= 0),
  weight_type text NOT NULL DEFAULT 'piece' CHECK (weight_type IN ('g', 'ml', 'piece')),
  status text NOT NULL DEFAULT 'available' CHECK (status IN ('available', 'discontinued')),
  -- warehouse buckets (docs/inventory.md, "Model"); offers sell from their own line counters below
  stock integer NOT NULL DEFAULT 0 CHECK (stock >= 0),
  free_stock integer NOT NULL DEFAULT 0 CHECK (free_stock >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX products_name_trgm ON products USING gin (name_en gin_trgm_ops);
CREATE INDEX products_supplier ON products (supplier_id);

CREATE TABLE customers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  level text NOT NULL DEFAULT 'tourist',
  wechat_id text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'available' CHECK (status IN ('available', 'discontinued')),
  flagged boolean NOT NULL DEFAULT false,
  profile_picture text,
  -- read and written whole with the customer, never counted under concurrency: documents are fine
  addresses jsonb NOT NULL DEFAULT '[]',
  contacts jsonb NOT NULL DEFAULT '[]',
  wechat_groups jsonb NOT NULL DEFAULT '[]',
  fapiao_information jsonb,
  fapiao_emails jsonb NOT NULL DEFAULT '[]',
  gift_next_offer jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX customers_name_trgm ON customers USING gin (name gin_trgm_ops);
CREATE INDEX customers_name ON customers (name) WHERE status <> 'discontinued';

CREATE TABLE offers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  offer_id integer GENERATED ALWAYS AS IDENTITY (START WITH 1001) UNIQUE,
  internal_name text NOT NULL,
  community_id uuid NOT NULL,
  supplier_id uuid REFERENCES suppliers (id),
  channel text NOT NULL CHECK (channel IN ('all', 'wechat_group', 'miniprogram')),
  show_detail boolean NOT NULL DEFAULT false,
  name jsonb NOT NULL DEFAULT '{"en":"","zh":""}',
  description jsonb NOT NULL DEFAULT '{"en":"","zh":""}',
  ghost_id uuid REFERENCES offers (id),
  banners jsonb NOT NULL DEFAULT '{"en":[],"zh":[]}',
  medias jsonb NOT NULL DEFAULT '{"en":[],"zh":[]}',
  clipboard jsonb NOT NULL DEFAULT '[]',
  starting_date timestamptz NOT NULL,
  ending_date timestamptz NOT NULL CHECK (ending_date >= starting_date),
  type text NOT NULL DEFAULT 'regular'
    CHECK (type IN ('regular', 'free_fall', 'multiple_items', 'bourse', 'cave')),
  target_sales bigint NOT NULL DEFAULT 0,
  commission_rate numeric(5, 2) NOT NULL DEFAULT 0,
  minimum_order_amount bigint NOT NULL DEFAULT 0,
  minimum_cart_items integer NOT NULL DEFAULT 0,
  delivery_type text NOT NULL DEFAULT 'manual' CHECK (delivery_type IN ('manual', 'shunfeng')),
  fee_template_id uuid,
  fees jsonb NOT NULL DEFAULT '[]',
  delivery_dates date[] NOT NULL DEFAULT '{}',
  -- per channel: bourses, zikoSpecials, lotteryEnable, lottery conditions (draws are rows below)
  wechat_group jsonb,
  miniprogram jsonb,
  status text NOT NULL DEFAULT 'available' CHECK (status IN ('available', 'discontinued')),
  -- per-offer live event counter; bumping it row-locks the offer until commit, so events of one
  -- offer commit in sequence order (see live_events)
  live_seq bigint NOT NULL DEFAULT 0,
  order_counter integer NOT NULL DEFAULT 0,
  version integer NOT NULL DEFAULT 1,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX offers_community_dates ON offers (community_id, starting_date DESC);
CREATE INDEX offers_ending ON offers (ending_date DESC);

-- One sellable pack or add-on item of one channel block. Normalised so that each counter is its
-- own row: concurrent orders lock and decrement only the lines they buy.
CREATE TABLE offer_lines (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  offer_id uuid NOT NULL REFERENCES offers (id) ON DELETE CASCADE,
  channel text NOT NULL CHECK (channel IN ('wechat_group', 'miniprogram')),
  kind text NOT NULL CHECK (kind IN ('pack', 'item')),
  position integer NOT NULL,
  name jsonb NOT NULL DEFAULT '{"en":"","zh":""}',
  short_name text NOT NULL DEFAULT '',
  main_picture jsonb,
  other_media jsonb NOT NULL DEFAULT '[]',
  -- add-on item: its product; pack: its composition in products
  product_id uuid REFERENCES products (id),
  quantity integer NOT NULL DEFAULT 1,
  weight integer NOT NULL DEFAULT 0,
  weight_type text NOT NULL DEFAULT 'piece' CHECK (weight_type IN ('g', 'ml', 'piece')),
  products jsonb NOT NULL DEFAULT '[]',
  -- stock: units put on sale; actual_stock: units left. sold = stock - actual_stock.
  stock integer NOT NULL CHECK (stock >= 0),
  actual_stock integer NOT NULL CHECK (actual_stock >= 0 AND actual_stock <= stock),
  price bigint NOT NULL CHECK (price >= 0),
  former_price bigint,
  target_sales integer NOT NULL DEFAULT 0,
  free_fall jsonb,
  multiple_item jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (offer_id, channel, kind, position)
);

CREATE SEQUENCE order_number_seq START WITH 100001;

CREATE TABLE orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- human order id, global; order_number counts within the offer
  order_id bigint NOT NULL UNIQUE DEFAULT nextval('order_number_seq'),
  order_number integer,
  offer_id uuid REFERENCES offers (id),
  type text NOT NULL DEFAULT 'service' CHECK (type IN ('service', 'direct_sale', 'daily', 'normal')),
  channel text NOT NULL CHECK (channel IN ('wechat_group', 'miniprogram', 'daily')),
  community_id uuid NOT NULL,
  supplier_id uuid REFERENCES suppliers (id),
  customer_id uuid REFERENCES customers (id),
  -- the customer's name or the walk-in name: what searches and sorts use, without a join
  customer_name text NOT NULL,
  customer_daily jsonb,
  customer_address jsonb,
  group_number integer CHECK (group_number >= 1),
  comment text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'available' CHECK (status IN ('available', 'discontinued')),
  payment_status text NOT NULL DEFAULT 'pending'
    CHECK (payment_status IN ('pending', 'paid', 'ccl', 'refunding', 'rfd')),
  payment_method text NOT NULL DEFAULT 'wechat' CHECK (payment_method IN ('wechat', 'alipay')),
  tracking_status text NOT NULL DEFAULT 'process'
    CHECK (tracking_status IN ('process', 'prepared', 'on_the_way', 'delayed', 'delivered')),
  delivery_tracking_id text NOT NULL DEFAULT '',
  delivery_date date,
  delivery_fee bigint NOT NULL DEFAULT 0 CHECK (delivery_fee >= 0),
  delivery_selection text NOT NULL DEFAULT 'auto' CHECK (delivery_selection IN ('manual', 'auto')),
  voucher_selection text NOT NULL DEFAULT 'manual' CHECK (voucher_selection IN ('manual', 'auto')),
  -- lines are snapshots taken at the moment of sale (price, name): read and written with the order
  packs jsonb NOT NULL DEFAULT '[]',
  single_items jsonb NOT NULL DEFAULT '[]',
  vouchers jsonb NOT NULL DEFAULT '[]',
  gifts jsonb NOT NULL DEFAULT '[]',
  total_amount bigint NOT NULL DEFAULT 0,
  actual_amount bigint NOT NULL DEFAULT 0,
  ticket_amount bigint NOT NULL DEFAULT 0,
  refund_amount bigint NOT NULL DEFAULT 0,
  fapiao boolean NOT NULL DEFAULT false,
  fapiao_email text NOT NULL DEFAULT '',
  order_date timestamptz NOT NULL DEFAULT now(),
  idempotency_key text UNIQUE,
  version integer NOT NULL DEFAULT 1,
  created_by uuid,
  updated_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_offer_date ON orders (offer_id, order_date DESC);
CREATE INDEX orders_community_payment_created ON orders (community_id, payment_status, created_at DESC);
CREATE INDEX orders_created ON orders (created_at DESC);
CREATE INDEX orders_customer ON orders (customer_id, created_at DESC);
CREATE INDEX orders_customer_name_trgm ON orders USING gin (customer_name gin_trgm_ops);
CREATE UNIQUE INDEX orders_offer_number ON orders (offer_id, order_number) WHERE offer_id IS NOT NULL;

CREATE TABLE vouchers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  voucher_id integer GENERATED ALWAYS AS IDENTITY (START WITH 5001) UNIQUE,
  customer_id uuid NOT NULL REFERENCES customers (id),
  team_member_id uuid,
  reason text NOT NULL DEFAULT 'other'
    CHECK (reason IN ('ziko_special', 'claim', 'lottery', 'gift', 'cancel_order', 'other', 'refund')),
  comment text NOT NULL DEFAULT '',
  amount bigint NOT NULL CHECK (amount > 0),
  expiration_date date NOT NULL,
  communities uuid[] NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'validated', 'declined', 'used', 'ccl')),
  -- the order that used it; cleared when that order gives it back
  order_id uuid REFERENCES orders (id),
  offer_id uuid REFERENCES offers (id),
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX vouchers_customer ON vouchers (customer_id, status);
CREATE INDEX vouchers_order ON vouchers (order_id) WHERE order_id IS NOT NULL;

CREATE TABLE lottery_draws (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  offer_id uuid NOT NULL REFERENCES offers (id) ON DELETE CASCADE,
  channel text NOT NULL CHECK (channel IN ('wechat_group', 'miniprogram')),
  draw_number integer NOT NULL,
  condition_type text NOT NULL CHECK (condition_type IN ('number_of_order', 'x_item_sold')),
  condition_value integer NOT NULL CHECK (condition_value >= 0),
  -- each gift: type, pack, singleItem, custom, voucherValue, discountAmount, winnerNumber (count)
  gifts jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (offer_id, channel, draw_number)
);

CREATE TABLE lottery_winners (
  draw_id uuid NOT NULL REFERENCES lottery_draws (id) ON DELETE CASCADE,
  winner_number integer NOT NULL CHECK (winner_number >= 1),
  order_id uuid REFERENCES orders (id),
  assigned_by uuid,
  assigned_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (draw_id, winner_number)
);

-- Every live change, kept for replay to clients that reconnect. seq counts per offer and comes from
-- offers.live_seq inside the changing transaction, so within an offer commit order = seq order.
CREATE TABLE live_events (
  offer_id uuid NOT NULL REFERENCES offers (id) ON DELETE CASCADE,
  seq bigint NOT NULL,
  type text NOT NULL CHECK (type IN ('NEW_ORDER', 'UPDATE_ORDER', 'UPDATE_OFFER')),
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (offer_id, seq)
);
CREATE INDEX live_events_created ON live_events (created_at);
