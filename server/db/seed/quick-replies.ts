import { COMMUNITIES } from '../../../domain/communities.ts';
import type { QuickReplyCategory } from '../../../domain/quick-replies/schema.ts';
import { camel } from '../camel.ts';
import { seedDate, seedId } from './ids.ts';
import type { SeedModule } from './index.ts';

type Reply = [title: string, category: QuickReplyCategory, body: string];

/** What staff paste most in the groups; `{c}` is the community's name in the reply's language. */
const EN: Reply[] = [
  [
    'Payment reminder',
    'payment',
    'Hello! A friendly reminder that your {c} order is not paid yet.\nPlease pay by WeChat or Alipay before 20:00 today so we can keep your items. Thank you!',
  ],
  [
    'Delivery delayed',
    'delivery',
    'Sorry, today’s {c} delivery is running about one hour late because of traffic.\nYour driver will call you before arriving. Thank you for your patience.',
  ],
  [
    'Claim received',
    'claim',
    'We have received your claim, thank you for the photos.\nOur {c} team will check it with the supplier and reply within 24 hours.',
  ],
  ['Opening hours', 'other', 'Our {c} customer service answers every day from 9:00 to 21:00.'],
];

const ZH: Reply[] = [
  [
    '付款提醒',
    'payment',
    '您好！温馨提醒：您在{c}的订单还未付款。\n请在今天20:00前通过微信或支付宝完成付款，我们会为您保留商品。谢谢！',
  ],
  [
    '配送延迟',
    'delivery',
    '抱歉，今天{c}的配送因交通原因大约延迟一小时。\n司机到达前会提前给您打电话，感谢您的耐心等待。',
  ],
  [
    '已收到投诉',
    'claim',
    '我们已收到您的投诉，感谢您提供的照片。\n{c}团队会与供应商核实，并在24小时内回复您。',
  ],
  ['旧版付款方式', 'payment', '我们已不再接受银行转账，请使用微信或支付宝付款。'],
];

/** Four replies per community in each language; the last Chinese one is retired (inactive). */
export async function seedQuickReplies(db: Parameters<SeedModule['run']>[0]): Promise<void> {
  const rows = COMMUNITIES.flatMap((c, ci) =>
    (['en', 'zh'] as const).flatMap((language) =>
      (language === 'en' ? EN : ZH).map(([title, category, body], i) => ({
        id: seedId('quick-reply', `${c.key}/${language}/${i}`),
        communityId: c.id,
        title,
        language,
        body: body.replaceAll('{c}', c.name[language]),
        category,
        active: !(language === 'zh' && i === ZH.length - 1),
        createdAt: seedDate(30 + ci * 3 + i),
        updatedAt: seedDate(30 + ci * 3 + i),
      })),
    ),
  );
  await camel(db).insertInto('quickReplies').values(rows).execute();
}

export const quickRepliesSeed: SeedModule = { name: 'quick-replies', order: 95, run: seedQuickReplies };
