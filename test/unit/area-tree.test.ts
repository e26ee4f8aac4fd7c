import { describe, expect, it } from 'vitest';
import { buildAreaIndex } from '../../domain/area-tree.ts';

const rows = [
  { id: 'sh', name: 'Shanghai', nameZh: '上海', parent: null },
  { id: 'gz', name: 'Guangzhou', nameZh: '广州', parent: null },
  { id: 'pd', name: 'Pudong', nameZh: '浦东', parent: 'sh' },
  { id: 'lj', name: 'Lujiazui', nameZh: '陆家嘴', parent: 'pd' },
  { id: 'ja', name: "Jing'an", nameZh: '', parent: 'sh' },
  { id: 'orphan', name: 'Lost', nameZh: '', parent: 'nowhere' },
];

describe('delivery area tree', () => {
  const idx = buildAreaIndex(rows);

  it('orders the areas depth first, siblings by name', () => {
    expect(idx.options.map((o) => `${'-'.repeat(o.depth)}${o.id}`)).toEqual([
      'gz',
      'orphan',
      'sh',
      '-ja',
      '-pd',
      '--lj',
    ]);
  });

  it('labels full paths in either language, falling back to English', () => {
    expect(idx.pathLabel('lj', 'en')).toBe('Shanghai / Pudong / Lujiazui');
    expect(idx.pathLabel('lj', 'zh')).toBe('上海 / 浦东 / 陆家嘴');
    expect(idx.pathLabel('ja', 'zh')).toBe("上海 / Jing'an");
  });

  it('knows an area subtree (an area cannot move under its own descendant)', () => {
    expect([...idx.subtree('sh')].sort()).toEqual(['ja', 'lj', 'pd', 'sh']);
    expect([...idx.subtree('lj')]).toEqual(['lj']);
  });

  it('does not loop on a cycle in bad data', () => {
    const cyclic = buildAreaIndex([
      { id: 'a', name: 'A', nameZh: '', parent: 'b' },
      { id: 'b', name: 'B', nameZh: '', parent: 'a' },
    ]);
    expect(cyclic.options).toEqual([]);
  });
});
