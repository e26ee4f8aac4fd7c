/**
 * Customer-order PDF rendering (docs/orders.md, docs/benchmarks.md "Order PDF"): a one-page daily
 * order with its QR code, rendered in this process as GET /api/orders/{id}/pdf renders it.
 *   - latency: N renders one after the other, p50 / p95 (target p95 < 300 ms);
 *   - load: 20 renders started together, R rounds: documents per second and the RSS peak.
 * `node bench/pdf.ts [--renders=60] [--rounds=5] [--lang=zh]`
 */
import { COMMUNITY_IDS } from '../domain/communities.ts';
import type { OrderLine, OrderView } from '../domain/live-views.ts';
import { timesQty } from '../domain/money.ts';
import { companyFromEnv } from '../server/documents/company.ts';
import { CustomerOrderDocument } from '../server/documents/customer-order.ts';
import { translatorFor } from '../server/documents/labels.ts';
import { renderPdf } from '../server/documents/pdf.ts';

const arg = (name: string, dflt: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? dflt;
const RENDERS = Number(arg('renders', '60'));
const ROUNDS = Number(arg('rounds', '5'));
const LANG = arg('lang', 'zh') === 'en' ? 'en' : 'zh';
const CONCURRENT = 20;

const line = (i: number): OrderLine => ({
  lineId: `p${i}`,
  kind: 'item',
  letter: null,
  shortName: `Organic tomatoes ${i}`,
  name: { en: `Organic tomatoes ${i}`, zh: `有机番茄 ${i}` },
  product: `p${i}`,
  quantity: 1 + (i % 4),
  price: 1250 + 100 * i,
  amount: timesQty(1250 + 100 * i, 1 + (i % 4)),
  weight: 500,
  weightType: 'g',
});
const lines = Array.from({ length: 12 }, (_, i) => line(i));
const ticket = lines.reduce((s, l) => s + l.amount, 0);
const order: OrderView = {
  id: '6f1c2a56-0000-4000-8000-000000000001',
  orderID: 100_123,
  orderNumber: null,
  type: 'daily',
  channel: 'daily',
  offerId: null,
  offerStatus: null,
  community: COMMUNITY_IDS.kitchen,
  supplier: { id: 's', name: 'Happy Farm 幸福农场', vat: 9 },
  customer: null,
  customerName: '陈美玲',
  customerDaily: { customerName: '陈美玲' },
  customerAddress: {
    type: 'office',
    city: 'Shanghai',
    area: null,
    detailedAddress: '88 Century Avenue, Pudong',
    phone: '13912345678',
    contact: '陈美玲',
    zipCode: '200120',
    comment: '',
    needSave: false,
  },
  groupNumber: null,
  comment: '',
  status: 'available',
  paymentStatus: 'pending',
  paymentMethod: 'wechat',
  trackingStatus: 'process',
  deliveryTrackingID: '',
  deliveryDate: '2099-01-10',
  deliveryFee: 1500,
  deliverySelection: 'manual',
  voucherSelection: 'manual',
  packs: [],
  singleItems: lines,
  vouchers: [{ id: 'v', voucherID: 5001, amount: 1000 }],
  gifts: [],
  totalAmount: ticket + 1500,
  actualAmount: ticket + 500,
  ticketAmount: ticket,
  refundAmount: 0,
  fapiao: false,
  fapiaoEmail: '',
  orderDate: new Date().toISOString(),
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  version: 1,
  locked: false,
};

const render = () =>
  renderPdf(
    CustomerOrderDocument({
      order,
      company: companyFromEnv(),
      lang: LANG,
      t: translatorFor(LANG),
      paymentBase: 'https://pay.comptoir.example/orders/',
    }),
  );
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const mb = (b: number) => Math.round(b / 1048576);

const first = performance.now();
const bytes = (await render()).length;
const cold = performance.now() - first;
const times: number[] = [];
for (let i = 0; i < RENDERS; i++) {
  const t0 = performance.now();
  await render();
  times.push(performance.now() - t0);
}
let peak = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 20);
const rssBefore = process.memoryUsage().rss;
const t1 = performance.now();
for (let r = 0; r < ROUNDS; r++) await Promise.all(Array.from({ length: CONCURRENT }, render));
const seconds = (performance.now() - t1) / 1000;
clearInterval(sampler);
const result = {
  lang: LANG,
  pdfBytes: bytes,
  coldMs: Math.round(cold),
  renders: RENDERS,
  p50Ms: Math.round(pct(times, 50)),
  p95Ms: Math.round(pct(times, 95)),
  concurrent: CONCURRENT,
  rounds: ROUNDS,
  docsPerSecond: Math.round(((CONCURRENT * ROUNDS) / seconds) * 10) / 10,
  batchOf20Ms: Math.round((seconds * 1000) / ROUNDS),
  rssBeforeMB: mb(rssBefore),
  rssPeakMB: mb(peak),
};
console.log(JSON.stringify(result, null, 2));
