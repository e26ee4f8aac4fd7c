import type { GridApi } from 'ag-grid-community';
import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * A list's columns sized to their content once per set of definitions, on the first rows, and
 * the grid kept hidden until then: drawn at their default widths and then resized, every column
 * would jump (a layout shift on each load of a list). `place` puts a saved view's order and widths
 * over the sizing. Returns the sizing (for the grid's new rows), whether the grid may be drawn,
 * and `resize` (a saved view's layout reset).
 */
export function useColumnSizing<T>(
  api: GridApi<T> | null,
  columnDefs: unknown,
  loading: boolean,
  place: RefObject<(api: GridApi<T>) => void>,
  /** the grid's element: its layout is watched until the new widths have settled */
  grid: RefObject<HTMLElement | null>,
) {
  const sized = useRef(false);
  const [drawn, setDrawn] = useState(false);
  const size = (gridApi: GridApi<T>) => {
    if (sized.current || gridApi.getDisplayedRowCount() === 0) return;
    sized.current = true;
    // flex columns take the room that is left; the others fit their header and content
    const fixed = gridApi
      .getColumns()
      ?.filter((c) => !c.getFlex())
      .map((c) => c.getColId());
    if (fixed?.length) gridApi.autoSizeColumns(fixed);
    place.current(gridApi);
  };
  // new definitions (language, context, shown columns) are sized again once the grid has them
  // biome-ignore lint/correctness/useExhaustiveDependencies: size reads the refs of this render
  useEffect(() => {
    sized.current = false;
    if (!api) return;
    const id = requestAnimationFrame(() => size(api));
    return () => cancelAnimationFrame(id);
  }, [api, columnDefs]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the grid's element is read each frame, not a dependency
  useEffect(() => {
    if (drawn || loading) return;
    let id = 0;
    let frames = 0;
    let still = 0;
    let last = '';
    // sized (or nothing to size), then until the grid has laid the new widths out: AG Grid moves
    // its pinned columns' edge a few frames after the widths change, the rows' after the
    // header's, so where the header's and the first row's cells are must hold for five frames
    const layout = () => {
      const el = grid.current;
      const box = (selector: string) => {
        const r = el?.querySelector(selector)?.getBoundingClientRect();
        return r ? `${r.x}/${r.width}` : '';
      };
      // the header moves first, the rows' cells some frames after it
      return `${box('.ag-header-row .ag-grid-scrolling-cells')} ${box('.ag-row .ag-grid-scrolling-cells')} ${box('.ag-row .ag-cell:last-child')}`;
    };
    const wait = () => {
      frames++;
      const ready = sized.current || !api || api.getDisplayedRowCount() === 0;
      const now = layout();
      still = ready && now === last ? still + 1 : 0;
      last = now;
      if ((ready && still >= 5) || frames > 180) setDrawn(true);
      else id = requestAnimationFrame(wait);
    };
    wait();
    return () => cancelAnimationFrame(id);
  }, [drawn, loading, api]);

  const resize = () => {
    sized.current = false;
    if (api) size(api);
  };
  return { size, drawn, resize };
}
