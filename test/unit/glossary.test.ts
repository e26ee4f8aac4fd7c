import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** docs/glossary.md: one Chinese term per business word; these variants stood beside them. */
const REFUSED: { variant: string; term: string; unless?: RegExp }[] = [
  { variant: '社区', term: '社群' },
  { variant: '代金券', term: '优惠券' },
  { variant: '售后', term: '投诉' },
  { variant: '活动', term: '团购', unless: /优惠活动/ },
  { variant: '单品', term: '加购商品' },
  // the role's name is the trade's own word for the job, not the word for the goods
  { variant: '产品', term: '商品', unless: /产品经理/g },
];

function strings(node: unknown, path: string, out: [string, string][]): [string, string][] {
  if (typeof node === 'string') out.push([path, node]);
  else if (node && typeof node === 'object')
    for (const [k, v] of Object.entries(node)) strings(v, path ? `${path}.${k}` : k, out);
  return out;
}

describe('the Chinese glossary', () => {
  const zh = strings(JSON.parse(readFileSync('locales/zh.json', 'utf8')), '', []);
  for (const { variant, term, unless } of REFUSED) {
    it(`says ${term}, never ${variant}`, () => {
      const found = zh.filter(([, s]) => s.replace(unless ?? /$^/g, '').includes(variant)).map(([k]) => k);
      expect(found).toEqual([]);
    });
  }
});
