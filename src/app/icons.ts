import { type IconName, type IconPaths, IconSize, Icons } from '@blueprintjs/icons';

/**
 * Blueprint's default icon loader downloads every icon's paths (~100 KB gzip per size) on the
 * first icon drawn. The console bundles the icons it draws (each a few hundred bytes) instead,
 * and only falls back to the full set for an icon not listed here (a dev warning says which one,
 * so it can be added). Names must match the files of @blueprintjs/icons generated/*px/paths.
 */
const ICONS_16 = import.meta.glob<IconPaths>(
  '/node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/{add,arrow-left,bold,book,box,briefcase,calendar,camera,caret-down,caret-up,chart,chevron-down,chevron-left,chevron-right,chevron-up,clean,cloud-upload,column-layout,cross,cube,dashboard,document,document-share,dollar,double-caret-vertical,double-chevron-left,double-chevron-right,download,edit,envelope,error,export,feed,filter-remove,flash,floppy-disk,header-two,headset,history,info-sign,italic,key-command,link,list,lock,log-out,map,media,minus,moon,new-person,numbered-list,office,people,person,pin,print,properties,refresh,search,shop,shopping-cart,small-cross,small-tick,tag,th,th-list,tick,tick-circle,translate,trash,truck,underline,undo,user,warning-sign}.js',
  { eager: true, import: 'default' },
);
const ICONS_20 = import.meta.glob<IconPaths>(
  '/node_modules/@blueprintjs/icons/lib/esm/generated/20px/paths/{cloud-upload,cross,document,envelope,error,floppy-disk,info-sign,key-command,lock,refresh,search,small-cross,tick,trash,warning-sign}.js',
  { eager: true, import: 'default' },
);

function byName(modules: Record<string, IconPaths>): Map<string, IconPaths> {
  return new Map(Object.entries(modules).map(([path, paths]) => [path.replace(/^.*\/|\.js$/g, ''), paths]));
}

const local = { 16: byName(ICONS_16), 20: byName(ICONS_20) } as const;

const pascal = (name: string) => name.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());

async function fallback(name: IconName, size: IconSize): Promise<IconPaths> {
  if (import.meta.env.DEV)
    console.warn(`[icons] "${name}" (${size}px) is not bundled; add it to src/app/icons.ts`);
  const all = (size === IconSize.STANDARD
    ? await import('@blueprintjs/icons/lib/esm/generated/16px/paths/index.js')
    : await import('@blueprintjs/icons/lib/esm/generated/20px/paths/index.js')) as unknown as Record<
    string,
    IconPaths | undefined
  >;
  return all[pascal(name)] ?? [];
}

export function installIconLoader(): void {
  Icons.setLoaderOptions({
    loader: async (name, size) =>
      (size === IconSize.STANDARD ? local[16] : local[20]).get(name) ?? fallback(name, size),
  });
}
