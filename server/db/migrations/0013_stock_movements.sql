-- Warehouse stock movements (docs/inventory.md, "Model"). Every change of products.stock (the paid
-- bucket) or products.free_stock is written together with its movement, in one statement, so
-- for each product and bucket the movements of status in/out sum to the bucket. Movements of
-- status purchased (ordered from a supplier, not received) and on_delivery (sold, not shipped)
-- do not move the buckets; they make the purchased and on-delivery figures. See docs/inventory.md.
CREATE TABLE stock_movements (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  product_id uuid NOT NULL REFERENCES products (id),
  bucket text NOT NULL DEFAULT 'paid' CHECK (bucket IN ('paid', 'free')),
  type text NOT NULL
    CHECK (type IN ('manual_add', 'manual_remove', 'customer_order', 'purchase_order', 'merge')),
  status text NOT NULL CHECK (status IN ('in', 'out', 'purchased', 'on_delivery')),
  -- signed units: positive in, negative out
  movement_stock integer NOT NULL CHECK (movement_stock <> 0),
  comment text NOT NULL DEFAULT '',
  date timestamptz NOT NULL DEFAULT now(),
  order_id uuid REFERENCES orders (id),
  -- the purchase order (finance area, later); no foreign key until that table exists
  purchase_order_id uuid,
  created_by uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (status NOT IN ('in', 'purchased') OR movement_stock > 0),
  CHECK (status NOT IN ('out', 'on_delivery') OR movement_stock < 0)
);
-- the recent movements of one product, newest first
CREATE INDEX stock_movements_product_date ON stock_movements (product_id, date DESC, id DESC);
-- the inventory's purchased and on-delivery figures read only the pending movements
CREATE INDEX stock_movements_pending ON stock_movements (product_id, status)
  WHERE status IN ('purchased', 'on_delivery');
CREATE INDEX stock_movements_order ON stock_movements (order_id) WHERE order_id IS NOT NULL;

-- A database that had stock before movements existed gets one opening movement per bucket, so
-- the invariant holds from the start.
INSERT INTO stock_movements (product_id, bucket, type, status, movement_stock, comment, date)
SELECT id, 'paid', 'manual_add', 'in', stock, 'Opening balance', updated_at FROM products WHERE stock > 0
UNION ALL
SELECT id, 'free', 'manual_add', 'in', free_stock, 'Opening balance', updated_at FROM products WHERE free_stock > 0;
