/** Demo delivery areas: city, district, neighbourhood, with their Chinese names. */
export interface AreaSeed {
  name: string;
  zh: string;
  children?: AreaSeed[];
}

const leaves = (pairs: [string, string][]): AreaSeed[] => pairs.map(([name, zh]) => ({ name, zh }));

export const AREA_TREE: AreaSeed[] = [
  {
    name: 'Shanghai',
    zh: '上海',
    children: [
      {
        name: 'Pudong',
        zh: '浦东新区',
        children: leaves([
          ['Lujiazui', '陆家嘴'],
          ['Zhangjiang', '张江'],
          ['Jinqiao', '金桥'],
          ['Huamu', '花木'],
        ]),
      },
      {
        name: 'Xuhui',
        zh: '徐汇区',
        children: leaves([
          ['Xujiahui', '徐家汇'],
          ['Tianlin', '田林'],
          ['Longhua', '龙华'],
        ]),
      },
      {
        name: "Jing'an",
        zh: '静安区',
        children: leaves([
          ['Nanjing Road West', '南京西路'],
          ["Jing'an Temple", '静安寺'],
          ['Caojiadu', '曹家渡'],
        ]),
      },
      {
        name: 'Huangpu',
        zh: '黄浦区',
        children: leaves([
          ['The Bund', '外滩'],
          ['Yuyuan', '豫园'],
          ['Dapuqiao', '打浦桥'],
        ]),
      },
      {
        name: 'Changning',
        zh: '长宁区',
        children: leaves([
          ['Zhongshan Park', '中山公园'],
          ['Gubei', '古北'],
          ['Hongqiao', '虹桥'],
        ]),
      },
      {
        name: 'Minhang',
        zh: '闵行区',
        children: leaves([
          ['Xinzhuang', '莘庄'],
          ['Qibao', '七宝'],
        ]),
      },
      { name: 'Yangpu', zh: '杨浦区', children: leaves([['Wujiaochang', '五角场']]) },
    ],
  },
  {
    name: 'Guangzhou',
    zh: '广州',
    children: [
      {
        name: 'Tianhe',
        zh: '天河区',
        children: leaves([
          ['Zhujiang New Town', '珠江新城'],
          ['Tianhe North', '天河北'],
          ['Tiyu West', '体育西'],
        ]),
      },
      {
        name: 'Yuexiu',
        zh: '越秀区',
        children: leaves([
          ['Beijing Road', '北京路'],
          ['Dongshankou', '东山口'],
        ]),
      },
      {
        name: 'Haizhu',
        zh: '海珠区',
        children: leaves([
          ['Pazhou', '琶洲'],
          ['Jiangnan West', '江南西'],
        ]),
      },
      { name: 'Liwan', zh: '荔湾区', children: leaves([['Shamian', '沙面']]) },
      { name: 'Panyu', zh: '番禺区', children: leaves([['Shiqiao', '市桥']]) },
    ],
  },
];
