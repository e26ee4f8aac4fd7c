import { COMMUNITIES } from '../domain/communities.ts';
import { CUSTOMER_LEVELS } from '../domain/customers/schema.ts';
import { DIETS, STORAGE_TYPES } from '../domain/products/schema.ts';
import { PRODUCT_TYPES } from '../domain/products/types.ts';
import { PAYMENT_TERMS } from '../domain/suppliers/schema.ts';
import { historyDays, type Sizes } from './env.ts';

/**
 * The catalogue and customer rows of the generated set, as the forms write them:
 * suppliers of both types with address and contacts, products of every type and storage with a
 * stock history, customers with contacts, pets, fapiao and chat groups. Like generate-sql.ts,
 * every row is made server-side; `bench_*` tables map row numbers to ids.
 */
const arr = (list: readonly string[]) => `ARRAY[${list.map((s) => `'${s}'`).join(',')}]`;
const pickBy = (list: readonly string[], expr: string) => `(${arr(list)})[1 + (${expr}) % ${list.length}]`;
const COMM = `ARRAY[${COMMUNITIES.map((c) => `'${c.id}'`).join(',')}]`;

/** one supplier per hundred products, at least the 50 the orders and offers are spread over */
export const supplierCount = (s: Sizes): number => Math.max(50, Math.round(s.products / 100));

export const suppliersSql: string[] = [
  `INSERT INTO suppliers (id, name, type, vat, commission, payment_term, phone, wechat_id, address_name,
                         address_city, address_zip_code, address_details, status, contacts)
     SELECT id, 'Bench supplier ' || n, CASE WHEN n % 5 = 0 THEN 'services' ELSE 'direct_sales' END, 13, 10,
            ${pickBy(PAYMENT_TERMS, 'n')}, '021 5555 ' || lpad(n::text, 4, '0'), 'wx_supplier_' || n,
            'Warehouse ' || n, CASE WHEN n % 3 = 0 THEN 'Guangzhou' ELSE 'Shanghai' END, '2000' || (n % 90 + 10),
            n || ' Bench road', CASE WHEN n % 20 = 0 THEN 'discontinued' WHEN n % 7 = 0 THEN 'ongoing' ELSE 'available' END,
            jsonb_build_array(jsonb_build_object('contactName', 'Contact ' || n, 'contactPhone', '139' || lpad(n::text, 8, '0'),
              'contactEmail', 'contact' || n || '@supplier.test', 'contactWechatID', '', 'contactJobTitle', 'Sales',
              'contactComment', '', 'bankInformation', 'Bench bank ' || n))
     FROM bench_supplier`,
];

const TYPES = PRODUCT_TYPES.map((t) => t.name);
const CATEGORY = `jsonb_build_object(${PRODUCT_TYPES.map((t) => `'${t.name}', '${t.category}'`).join(', ')})`;

/**
 * Products, then their movement history: an opening delivery into each bucket, three customer
 * orders and one manual removal out of the paid bucket, a received purchase; for one product in
 * five a purchase on its way and units sold not shipped (the pending figures). The buckets are
 * then set to what their in/out movements sum to, the invariant the inventory keeps.
 */
export const productsSql = (s: Sizes): string[] => [
  `CREATE UNLOGGED TABLE bench_product AS
     SELECT g AS n, gen_random_uuid() AS id, 'Product ' || g AS name_en, '商品' || g AS name_zh,
            (500 + floor(random() * 20000))::bigint AS price,
            now() - interval '${historyDays(s)} days' + g * (interval '${historyDays(s) - 5} days' / ${s.products}) AS created
     FROM generate_series(1, ${s.products}) g`,
  `INSERT INTO products (id, product_id, name_en, name_zh, description_en, description_zh, supplier_id, price,
                        retail_price, weight, weight_type, product_type, category, storage_type, diet, status,
                        created_at, updated_at)
     SELECT p.id, 'BP' || p.n, p.name_en, p.name_zh, 'Bench product ' || p.n, '测试商品 ' || p.n,
            (SELECT id FROM bench_supplier WHERE n = 1 + p.n % ${supplierCount(s)}), p.price, p.price * 12 / 10,
            (1 + p.n % 20) * 50, ${pickBy(['g', 'g', 'ml', 'piece'], 'p.n')}, ${pickBy(TYPES, 'p.n')},
            ${CATEGORY} ->> ${pickBy(TYPES, 'p.n')}, ${pickBy(STORAGE_TYPES, 'p.n / 3')},
            CASE WHEN p.n % 4 = 0 THEN jsonb_build_array(${pickBy(DIETS, 'p.n / 4')}) ELSE '[]' END,
            CASE WHEN p.n % 25 = 0 THEN 'discontinued' ELSE 'available' END, p.created, p.created
     FROM bench_product p`,
  `INSERT INTO stock_movements (product_id, bucket, type, status, movement_stock, comment, date, created_at)
     SELECT p.id, m.bucket, m.type, m.status, m.qty, m.comment, m.at, m.at
     FROM bench_product p
     CROSS JOIN LATERAL (VALUES
       ('paid', 'manual_add', 'in', (200 + floor(random() * 800))::int, 'Opening balance', p.created),
       ('free', 'manual_add', 'in', (1 + floor(random() * 20))::int, 'Opening balance', p.created),
       ('paid', 'customer_order', 'out', -(1 + floor(random() * 40))::int, '', p.created + interval '10 days'),
       ('paid', 'customer_order', 'out', -(1 + floor(random() * 40))::int, '', p.created + interval '40 days'),
       ('paid', 'purchase_order', 'in', (50 + floor(random() * 200))::int, '', p.created + interval '60 days'),
       ('paid', 'customer_order', 'out', -(1 + floor(random() * 40))::int, '', p.created + interval '90 days'),
       ('paid', 'manual_remove', 'out', -(1 + floor(random() * 5))::int, 'Damaged in storage', p.created + interval '95 days')
     ) m (bucket, type, status, qty, comment, at)`,
  `INSERT INTO stock_movements (product_id, bucket, type, status, movement_stock, comment, date, created_at)
     SELECT p.id, 'paid', m.type, m.status, m.qty, '', now() - interval '1 day', now() - interval '1 day'
     FROM bench_product p
     CROSS JOIN LATERAL (VALUES ('purchase_order', 'purchased', (10 + floor(random() * 100))::int),
                                ('customer_order', 'on_delivery', -(1 + floor(random() * 20))::int)) m (type, status, qty)
     WHERE p.n % 5 = 0`,
  `UPDATE products p SET stock = b.paid, free_stock = b.free
     FROM (SELECT product_id, coalesce(sum(movement_stock) FILTER (WHERE bucket = 'paid'), 0) AS paid,
                  coalesce(sum(movement_stock) FILTER (WHERE bucket = 'free'), 0) AS free
           FROM stock_movements WHERE status IN ('in', 'out') GROUP BY product_id) b
     WHERE b.product_id = p.id AND p.product_id LIKE 'BP%'`,
];

/** Customers from bench_customer: one address, a contact, and for some pets, fapiao, groups. */
export const customerRowsSql = (s: Sizes): string[] => [
  `INSERT INTO customers (id, name, level, status, wechat_id, addresses, contacts, pets, fapiao_information,
                         fapiao_emails, wechat_groups, created_at)
     SELECT id, name, ${pickBy(CUSTOMER_LEVELS, 'n')}, CASE WHEN n % 50 = 0 THEN 'discontinued' ELSE 'available' END,
            'wx_' || n, jsonb_build_array(addr),
            jsonb_build_array(jsonb_build_object('name', name, 'phone', '139' || lpad((n * 7)::text, 8, '0'))),
            CASE WHEN r < 0.2 THEN jsonb_build_array(jsonb_build_object('name', 'Pet ' || n,
              'type', CASE WHEN n % 2 = 0 THEN 'cat' ELSE 'dog' END, 'size', ${pickBy(['small', 'middle', 'large'], 'n')}))
              ELSE '[]' END,
            CASE WHEN r > 0.9 THEN to_jsonb('Company ' || n || ' tax id 91310000' || lpad(n::text, 8, '0')) END,
            CASE WHEN r > 0.9 THEN jsonb_build_array(jsonb_build_object('email', 'fapiao' || n || '@example.test'))
              ELSE '[]' END,
            CASE WHEN r < 0.6 THEN jsonb_build_array(jsonb_build_object('community', (${COMM})[1 + n % ${COMMUNITIES.length}],
              'groupNumber', 1 + n % 12)) ELSE '[]' END,
            now() - random() * ${historyDays(s)} * interval '1 day'
     FROM bench_customer`,
];
