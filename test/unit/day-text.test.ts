import { describe, expect, it } from 'vitest';
import { readDay } from '../../src/components/dayText.ts';

const MIN = '2000-01-01';
const MAX = '2099-12-31';

describe('a typed day', () => {
  it('is taken when it is a whole day that exists, within the range', () => {
    expect(readDay('2026-01-31', MIN, MAX)).toEqual({ day: '2026-01-31' });
    expect(readDay(' 2024-02-29 ', MIN, MAX)).toEqual({ day: '2024-02-29' });
  });

  it('is none when nothing is typed', () => {
    expect(readDay('', MIN, MAX)).toEqual({ day: '' });
    expect(readDay('   ', MIN, MAX)).toEqual({ day: '' });
  });

  it('says why it is not taken: not a day, or outside the range', () => {
    for (const text of ['2026-02-30', '2025-02-29', '2026-1-5', '2026-01', '31/01/2026', '2026-01-31x'])
      expect(readDay(text, MIN, MAX), text).toEqual({ error: 'invalid' });
    expect(readDay('1999-12-31', MIN, MAX)).toEqual({ error: 'outOfRange' });
    expect(readDay('2026-03-01', '2026-03-02', MAX)).toEqual({ error: 'outOfRange' });
    expect(readDay('2100-01-01', MIN, MAX)).toEqual({ error: 'outOfRange' });
  });
});
