import { get, set } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { createDirtyPaths, sameValue } from '../../src/components/FormPage/dirtyPaths.ts';

/** A form's values and baseline, written as `useForm` writes them (RHF's `set`, in place). */
function form(base: Record<string, unknown>) {
  const values = structuredClone(base);
  const dirty = createDirtyPaths(
    (p) => get(values, p),
    (p) => get(base, p),
  );
  return (path: string, value: unknown) => {
    set(values, path, structuredClone(value));
    return dirty.wrote(path);
  };
}

describe('the dirty flag: written paths that differ from the baseline', () => {
  const base = {
    name: 'a',
    lines: [
      { _key: 'k0', qty: 1 },
      { _key: 'k1', qty: 2 },
    ],
    tags: ['x'],
  };

  it('a field edited and brought back', () => {
    const write = form(base);
    expect(write('name', 'ab')).toBe(true);
    expect(write('name', 'a')).toBe(false);
  });

  it('two fields: clean only when both are back', () => {
    const write = form(base);
    write('name', 'b');
    expect(write('lines.1.qty', 5)).toBe(true);
    expect(write('name', 'a')).toBe(true);
    expect(write('lines.1.qty', 2)).toBe(false);
  });

  it('a row added then removed; a row edited inside a replaced list', () => {
    const write = form(base);
    const added = [...base.lines, { _key: 'k2', qty: 0 }];
    expect(write('lines', added)).toBe(true);
    expect(write('lines.2.qty', 3)).toBe(true);
    expect(write('lines', base.lines)).toBe(false);
    // the list replaced by one whose row differs, then that row fixed: clean again
    expect(write('lines', [{ _key: 'k0', qty: 9 }, base.lines[1]])).toBe(true);
    expect(write('lines.0.qty', 1)).toBe(false);
  });

  it('a row edited, then the whole list set back', () => {
    const write = form(base);
    write('lines.0.qty', 7);
    expect(write('lines', base.lines)).toBe(false);
  });

  it('values compare by content, files by identity', () => {
    expect(sameValue({ a: [1, { b: null }] }, { a: [1, { b: null }] })).toBe(true);
    expect(sameValue({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameValue([], {})).toBe(false);
    expect(sameValue(new Date(5), new Date(5))).toBe(true);
    expect(sameValue(Number.NaN, Number.NaN)).toBe(true);
    const blob = new Blob(['x']);
    expect(sameValue(blob, new Blob(['x']))).toBe(false);
    expect(sameValue(blob, blob)).toBe(true);
  });
});
