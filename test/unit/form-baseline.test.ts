// @vitest-environment happy-dom
import { createElement } from 'react';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type Form, useForm } from '../../src/components/FormPage/useForm.ts';
import { renderInDom } from './domRoot.ts';

interface Values {
  name: string;
  lines: { _key: string; note: string }[];
}
const start: Values = { name: 'a', lines: [{ _key: 'k0', note: 'n' }] };

/** A form with no inputs: the dirty flag as the page reads it, after each step. */
async function formOf(initial: Values) {
  let form: Form<Values> | undefined;
  function Page() {
    form = useForm<Values>(initial, v.any());
    return null;
  }
  const root = await renderInDom(createElement(Page));
  const dirty = async (step: (f: Form<Values>) => void) => {
    await root.act(() => step(form as Form<Values>));
    return (form as Form<Values>).dirty;
  };
  return { dirty, unmount: root.unmount };
}

describe("the dirty flag follows the form's baseline", () => {
  it('typed then erased: clean again, in a field and in a row', async () => {
    const f = await formOf(start);
    expect(await f.dirty((x) => x.set('name', 'ab'))).toBe(true);
    expect(await f.dirty((x) => x.set('name', 'a'))).toBe(false);
    expect(await f.dirty((x) => x.set('lines.0.note', 'nn'))).toBe(true);
    expect(await f.dirty((x) => x.set('lines.0.note', 'n'))).toBe(false);
    await f.unmount();
  });

  it("reset's values are the new baseline: the old ones are an edit from then on", async () => {
    const f = await formOf(start);
    await f.dirty((x) => x.set('name', 'b'));
    const saved: Values = { name: 'b', lines: [{ _key: 'k0', note: 'm' }] };
    expect(await f.dirty((x) => x.reset(saved))).toBe(false);
    expect(await f.dirty((x) => x.set('name', 'a'))).toBe(true);
    expect(await f.dirty((x) => x.set('name', 'b'))).toBe(false);
    // an edit in a row does not reach the values reset was given
    expect(await f.dirty((x) => x.set('lines.0.note', 'n'))).toBe(true);
    expect(saved.lines[0]?.note).toBe('m');
    expect(await f.dirty((x) => x.set('lines.0.note', 'm'))).toBe(false);
    await f.unmount();
  });

  it('the initial values are not changed by edits', async () => {
    const initial = structuredClone(start);
    const f = await formOf(initial);
    await f.dirty((x) => x.set('lines.0.note', 'z'));
    expect(initial).toEqual(start);
    expect(await f.dirty((x) => x.set('lines', [{ _key: 'k0', note: 'n' }]))).toBe(false);
    await f.unmount();
  });
});
