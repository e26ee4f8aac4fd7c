import { describe, expect, it } from 'vitest';
import { pagedTotal } from '../../domain/list-wire.ts';

const estimate = (total: number) => ({ total, estimated: true });
const page = (offset: number) => ({ offset, limit: 80 });

describe('an estimated total checked against its page', () => {
  it('a short page is the last: the total becomes exact', () => {
    expect(pagedTotal(estimate(5_000), page(1_600), 12)).toEqual({ total: 1_612, estimated: false });
  });

  it('a full page past an estimate that was too low still offers the next page', () => {
    expect(pagedTotal(estimate(1_200), page(1_200), 80)).toEqual({ total: 1_281, estimated: true });
  });

  it('a full page inside the estimate keeps the estimate', () => {
    expect(pagedTotal(estimate(230_000), page(0), 80)).toEqual({ total: 230_000, estimated: true });
  });

  it('an exact total is left alone, and an empty page past the end proves nothing', () => {
    expect(pagedTotal({ total: 40, estimated: false }, page(0), 40)).toEqual({ total: 40, estimated: false });
    expect(pagedTotal(estimate(5_000), page(8_000), 0)).toEqual({ total: 5_000, estimated: true });
  });

  it('an exact total the page contradicts (counted before the list changed) is read as an estimate', () => {
    const counted = { total: 150, estimated: false };
    expect(pagedTotal(counted, page(80), 80)).toEqual({ total: 161, estimated: true });
    expect(pagedTotal(counted, page(80), 75)).toEqual({ total: 155, estimated: false });
    expect(pagedTotal(counted, page(80), 70)).toEqual({ total: 150, estimated: false });
    // an empty page past the end shows nothing to contradict it
    expect(pagedTotal(counted, page(240), 0)).toEqual(counted);
  });
});
