import { expect, it } from 'vitest';
import { wantsDemoData } from '../../server/db/seed/index.ts';

it('seeds the embedded database unless SEED says no', () => {
  expect(wantsDemoData(undefined, false)).toBe(true);
  expect(wantsDemoData('', false)).toBe(true);
  expect(wantsDemoData('0', false)).toBe(false);
  expect(wantsDemoData('off', false)).toBe(false);
});

it('never seeds a DATABASE_URL deployment unless SEED=1 is set explicitly', () => {
  expect(wantsDemoData(undefined, true)).toBe(false);
  expect(wantsDemoData('', true)).toBe(false);
  expect(wantsDemoData('0', true)).toBe(false);
  expect(wantsDemoData('1', true)).toBe(true);
  expect(wantsDemoData('true', true)).toBe(true);
});
