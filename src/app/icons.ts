import { type IconName, type IconPaths, IconSize, Icons } from '@blueprintjs/icons';
import { ICONS_16, ICONS_20 } from './icons.generated.ts';

/**
 * Blueprint's default icon loader downloads every icon's paths (~100 KB gzip per size) on the
 * first icon drawn. The console bundles the icons it draws (each a few hundred bytes) instead:
 * those of src/app/icon-names.ts and the declared screens' menu and palette icons, globbed by
 * icons.generated.ts (`npm run resources:index`). It only falls back to the full set for an icon
 * not listed (a dev warning says which one, so it can be added to icon-names.ts).
 */

function byName(modules: Record<string, IconPaths>): Map<string, IconPaths> {
  return new Map(Object.entries(modules).map(([path, paths]) => [path.replace(/^.*\/|\.js$/g, ''), paths]));
}

const local = { 16: byName(ICONS_16), 20: byName(ICONS_20) } as const;

const pascal = (name: string) => name.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());

async function fallback(name: IconName, size: IconSize): Promise<IconPaths> {
  if (import.meta.env.DEV)
    console.warn(`[icons] "${name}" (${size}px) is not bundled; add it to src/app/icon-names.ts`);
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
