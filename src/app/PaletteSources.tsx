import { useEffect, useMemo } from 'react';
import type { Role } from '../../domain/roles.ts';
import { useAllSavedViews } from '../api/savedViews.ts';
import { type Found, useRecordSearch } from './paletteSearch.ts';
import { viewLinks } from './viewLinks.ts';

/** A saved view the role may open, with the link that opens its list with the view applied. */
export interface ViewEntry {
  /** the view's id and the screen: a view of the order lists is offered on each */
  id: string;
  name: string;
  to: string;
  screen: string;
}

export interface PaletteSourcesProps {
  query: string;
  role: Role;
  lang: string;
  onRecords: (found: Found[]) => void;
  onViews: (views: ViewEntry[]) => void;
}

/**
 * What the Ctrl+K palette searches besides the screens: records and saved views. It draws nothing
 * and reports upward. Its own chunk, loaded when the palette opens, because the searches need the
 * permission table and the resource declarations (schemas, list specs, luxon), while the palette
 * itself is fetched as soon as the shell is idle, as part of every sign-in.
 */
export default function PaletteSources({ query, role, lang, onRecords, onViews }: PaletteSourcesProps) {
  const found = useRecordSearch(query, role, lang);
  const saved = useAllSavedViews(true).data;
  const views = useMemo(
    () =>
      (saved ?? []).flatMap((v) =>
        viewLinks(v, role).map((to) => {
          const screen = to.split(/[?#]/, 1)[0]!;
          return { id: `${v.id}:${screen}`, name: v.name, to, screen };
        }),
      ),
    [saved, role],
  );
  useEffect(() => onRecords(found), [found, onRecords]);
  useEffect(() => onViews(views), [views, onViews]);
  return null;
}
