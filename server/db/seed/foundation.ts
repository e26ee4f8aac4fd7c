import type { Insertable } from 'kysely';
import { COMMUNITIES, COMMUNITY_IDS } from '../../../domain/communities.ts';
import type { FeeRule } from '../../../domain/delivery/schema.ts';
import type { City, Role } from '../../../domain/roles.ts';
import type { DeliveryAreasTable } from '../types.ts';
import { AREA_TREE, type AreaSeed } from './areas-data.ts';
import { seedDate, seedId } from './ids.ts';
import type { SeedModule } from './index.ts';

const { kitchen, garden, farm, cellar, petCorner } = COMMUNITY_IDS;
const ALL = [kitchen, garden, farm, cellar, petCorner];

type Member = [
  name: string,
  email: string,
  role: Role,
  city: City,
  communities: string[],
  disabled?: boolean,
];

/** One demo account per role (password `comptoir-demo`), then colleagues to fill the team list. */
const MEMBERS: Member[] = [
  ['Claire Dubois', 'super-admin@demo.comptoir', 'super-admin', 'All', ALL],
  ['王芳', 'admin@demo.comptoir', 'admin', 'All', ALL],
  [
    'Thomas Laurent',
    'product-manager@demo.comptoir',
    'product-manager',
    'Shanghai',
    [kitchen, garden, farm, cellar],
  ],
  ['陈静', 'community-manager@demo.comptoir', 'community-manager', 'Shanghai', [kitchen, garden]],
  ['张敏', 'customer-hero@demo.comptoir', 'customer-hero', 'Shanghai', [kitchen, garden]],
  ['刘洋', 'logistic@demo.comptoir', 'logistic', 'Shanghai', [kitchen, garden, farm]],
  ['Emma Petit', 'designer@demo.comptoir', 'designer', 'All', ALL],
  ['赵磊', 'finance@demo.comptoir', 'finance', 'All', ALL],
  ['黄晓明', 'huang.xiaoming@comptoir.cn', 'logistic', 'Guangzhou', [farm, petCorner]],
  ['林佳怡', 'lin.jiayi@comptoir.cn', 'customer-hero', 'Shanghai', [kitchen]],
  ['周杰', 'zhou.jie@comptoir.cn', 'designer', 'All', ALL],
  ['吴婷', 'wu.ting@comptoir.cn', 'community-manager', 'Guangzhou', [farm, cellar]],
  ['孙浩', 'sun.hao@comptoir.cn', 'finance', 'Shanghai', ALL],
  ['郑丽', 'zheng.li@comptoir.cn', 'product-manager', 'Guangzhou', [cellar, petCorner]],
  ['Marc Lefèvre', 'marc.lefevre@comptoir.cn', 'logistic', 'Shanghai', [kitchen, garden], true],
];

type NewArea = Insertable<DeliveryAreasTable>;

export const demoUserId = (email: string) => seedId('user', email);
/** A demo member's name, as the seed gives it (the tests that must not find it in an answer). */
export const demoUserName = (email: string) => MEMBERS.find((m) => m[1] === email)?.[0] ?? '';
export const demoAreaId = (path: string) => seedId('area', path);

function flatten(nodes: AreaSeed[], parent: string | null, prefix: string, out: NewArea[] = []): NewArea[] {
  for (const n of nodes) {
    const key = prefix ? `${prefix}/${n.name}` : n.name;
    const id = demoAreaId(key);
    const at = seedDate(out.length % 20, out.length);
    out.push({ id, name: n.name, name_zh: n.zh, parent_id: parent, created_at: at, updated_at: at });
    if (n.children) flatten(n.children, id, key, out);
  }
  return out;
}

const flat = (fee: number): FeeRule => ({ type: 'flat', fee });
type Template = [name: string, status: 'available' | 'discontinued', areas: [string, FeeRule[]][]];

const TEMPLATES: Template[] = [
  [
    'Shanghai standard',
    'available',
    [
      ['Shanghai/Pudong', [flat(1500)]],
      ['Shanghai/Xuhui', [{ type: 'up_to', quantity: 3, fee: 1000 }, flat(1800)]],
      ["Shanghai/Jing'an", [{ type: 'free_after_value', value: 30000, fee: 1500 }]],
      ['Shanghai/Huangpu', [{ type: 'free_after_quantity', quantity: 5, fee: 1200 }]],
      ['Shanghai/Changning', [flat(1500)]],
    ],
  ],
  [
    'Shanghai centre – free over ¥200',
    'available',
    [
      ["Shanghai/Jing'an", [{ type: 'free_after_value', value: 20000, fee: 1000 }]],
      ['Shanghai/Huangpu', [{ type: 'free_after_value', value: 20000, fee: 1000 }]],
      ['Shanghai/Xuhui/Xujiahui', [{ type: 'free_after_value', value: 20000, fee: 1000 }]],
    ],
  ],
  [
    'Guangzhou standard',
    'available',
    [
      ['Guangzhou/Tianhe', [flat(1800)]],
      ['Guangzhou/Yuexiu', [flat(1800)]],
      ['Guangzhou/Haizhu', [{ type: 'up_to', quantity: 4, fee: 1500 }, flat(2200)]],
    ],
  ],
  ['Spring festival 2024', 'discontinued', [['Shanghai', [flat(2500)]]]],
];

/** Communities, the team, the area tree and a few fee templates. */
export const foundationSeed: SeedModule = {
  name: 'foundation',
  order: 10,
  async run(trx, { demoPasswordHash }) {
    await trx
      .insertInto('communities')
      .values(
        COMMUNITIES.map((c, i) => ({
          id: c.id,
          key: c.key,
          name_en: c.name.en,
          name_zh: c.name.zh,
          position: i,
        })),
      )
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    const hash = await demoPasswordHash();
    await trx
      .insertInto('users')
      .values(
        MEMBERS.map(([name, email, role, city, communities, disabled], i) => ({
          id: demoUserId(email),
          name,
          email,
          password_hash: hash,
          role,
          city,
          communities,
          disabled: disabled ?? false,
          created_at: seedDate(i),
          updated_at: seedDate(i + 30),
        })),
      )
      .execute();
    await trx
      .insertInto('delivery_areas')
      .values(flatten(AREA_TREE, null, ''))
      .execute();
    await trx
      .insertInto('delivery_templates')
      .values(
        TEMPLATES.map(([name, status, areas], i) => ({
          id: seedId('template', name),
          name,
          status,
          areas: JSON.stringify(areas.map(([path, rules]) => ({ area: demoAreaId(path), rules }))),
          created_at: seedDate(40 + i),
          updated_at: seedDate(40 + i),
        })),
      )
      .execute();
  },
};
