import { type AreaIndex, type AreaRow, buildAreaIndex } from '../lib/areaTree.ts';
import { api } from './client.ts';

/**
 * Every delivery area, fetched once and shared by every cascader and list on the page; saving
 * an area calls `invalidateAreas` so the next reader sees it.
 */
let cached: Promise<AreaIndex> | null = null;

export function loadAreas(): Promise<AreaIndex> {
  cached ??= api
    .get('delivery-areas')
    .json<AreaRow[]>()
    .then(buildAreaIndex)
    .catch((e: unknown) => {
      cached = null;
      throw e;
    });
  return cached;
}

export function invalidateAreas(): void {
  cached = null;
}
