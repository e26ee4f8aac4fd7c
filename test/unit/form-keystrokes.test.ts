// @vitest-environment happy-dom
import i18next from 'i18next';
import { type ChangeEvent, createElement, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json' with { type: 'json' };
import { FormContext, useFormRows, useFormValue } from '../../src/components/FormPage/context.ts';
import { fieldId } from '../../src/components/FormPage/paths.ts';
import { type Form, useForm } from '../../src/components/FormPage/useForm.ts';
import { useField } from '../../src/components/fields/Field.tsx';
import { renderInDom } from './domRoot.ts';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });

interface Line {
  _key: string;
  note: string;
  qty: number;
}
interface Values {
  name: string;
  lines: Line[];
}

/** What a form does over ten letters typed into its name's input, counted (no timing). */
async function typeTenLetters(size: number) {
  const renders = new Map<string, number>();
  let toBodyCalls = 0;
  let form: Form<Values> | undefined;
  let linesSeen: Line[] = [];

  // a text input wired as the forms' own (`useField`: its value, its error), without their
  // widget library's markup: each of its renders is counted
  function Input({ path }: { path: string }) {
    const field = useField(path);
    renders.set(path, (renders.get(path) ?? 0) + 1);
    return createElement('input', {
      id: field.id,
      value: String(field.value ?? ''),
      'aria-invalid': field.error ? true : undefined,
      onChange: (e: ChangeEvent<HTMLInputElement>) => field.set(e.currentTarget.value),
      onBlur: field.touch,
    });
  }
  // a total that follows the lines, as the order forms' totals do
  function Total() {
    linesSeen = useFormValue('lines') as Line[];
    return null;
  }
  // a list of sub-forms, as `RepeatGroup` draws it
  function Rows() {
    useFormRows('lines');
    renders.set('rows', (renders.get('rows') ?? 0) + 1);
    return null;
  }
  function Page(): ReactNode {
    const f = useForm<Values>(
      { name: '', lines: Array.from({ length: size }, (_, i) => ({ _key: `k${i}`, note: 'n', qty: 1 })) },
      v.object({ name: v.pipe(v.string(), v.minLength(1, 'validation.required')), lines: v.array(v.any()) }),
      (values) => {
        toBodyCalls++;
        return values;
      },
    );
    form = f;
    const inputs = ['name', ...Array.from({ length: size }, (_, i) => `lines.${i}.note`)];
    return createElement(
      I18nextProvider,
      { i18n },
      createElement(
        FormContext.Provider,
        { value: f as Form<unknown> },
        ...inputs.map((path) => createElement(Input, { key: path, path })),
        createElement(Total),
        createElement(Rows),
      ),
    );
  }

  const root = await renderInDom(createElement(Page));
  const f = form as Form<Values>;
  const input = (path: string) => document.getElementById(fieldId(path)) as HTMLInputElement;
  const typeIn = (path: string, text: string) => root.type(input(path), text);
  // every read of a line's value from now on is counted: a copy, a comparison, a parse or a
  // serialisation of the whole form reads them all
  let reads = 0;
  for (const line of f.get('lines') as Line[]) {
    let note = line.note;
    Object.defineProperty(line, 'note', {
      enumerable: true,
      configurable: true,
      get: () => {
        reads++;
        return note;
      },
      set: (x: string) => {
        note = x;
      },
    });
  }
  // the first letter makes the form dirty: the page, and each input once, re-render for that
  await typeIn('name', '_');
  reads = 0;
  renders.clear();
  const word = '_abcdefghij';
  for (let i = 2; i <= word.length; i++) await typeIn('name', word.slice(0, i));
  const afterTyping = {
    reads,
    toBodyCalls,
    dirty: form?.dirty,
    renders: new Map(renders),
    shown: input('name').value,
  };
  // erased: back to the baseline, the form is clean again
  for (let i = word.length - 1; i >= 0; i--) await typeIn('name', word.slice(0, i));
  reads -= size; // the page's render as the form becomes clean again: each input reads its value
  const afterErasing = { reads, dirty: form?.dirty };
  // a row's edit (the form already dirty) reaches its input and what follows the lines only
  await typeIn('name', 'x');
  renders.clear();
  await typeIn('lines.1.note', 'changed');
  const rowEdit = { renders: new Map(renders), note: linesSeen[1]?.note };
  renders.clear();
  await root.act(() => f.set('lines', [...(f.get('lines') as Line[]), { _key: 'new', note: '', qty: 0 }]));
  await root.act(() => f.set('lines', (f.get('lines') as Line[]).slice(0, size)));
  const rowsRedrawn = renders.get('rows');
  await typeIn('name', '');
  const rowDirty = form?.dirty;
  await typeIn('lines.1.note', 'n');
  const rowUndone = { dirty: form?.dirty, rowDirty };
  toBodyCalls = 0;
  let saved: unknown;
  await root.act(() => {
    saved = f.validate();
  });
  const save = {
    toBodyCalls,
    refused: saved === null,
    error: f.rhf.getFieldState('name').error?.message,
    invalid: input('name').getAttribute('aria-invalid'),
  };
  await root.unmount();
  return { afterTyping, afterErasing, rowEdit, rowsRedrawn, rowUndone, save };
}

describe('a keystroke in a form costs the same whatever the form holds', () => {
  it('ten more letters typed into a name read no line, parse nothing and re-render only that input', async () => {
    for (const size of [5, 200]) {
      const r = await typeTenLetters(size);
      expect(r.afterTyping.reads, `${size} lines: line values read while typing`).toBe(0);
      expect(r.afterTyping.toBodyCalls, `${size} lines: parses while typing`).toBe(0);
      expect(r.afterTyping.renders.get('name')).toBe(10);
      expect([...r.afterTyping.renders.keys()], `${size} lines: inputs re-rendered`).toEqual(['name']);
      expect(r.afterTyping.dirty).toBe(true);
      expect(r.afterTyping.shown).toBe('_abcdefghij');
      expect(r.afterErasing.reads, `${size} lines: line values read while erasing`).toBe(0);
      expect(r.afterErasing.dirty).toBe(false);
    }
  });

  it("a row's edit re-renders its input and the lines' followers, not the list; the save parses once", async () => {
    const r = await typeTenLetters(50);
    expect([...r.rowEdit.renders.keys()]).toEqual(['lines.1.note']);
    expect(r.rowEdit.note).toBe('changed');
    // a row added, then removed: the list is redrawn each time
    expect(r.rowsRedrawn).toBe(2);
    expect(r.rowUndone).toEqual({ rowDirty: true, dirty: false });
    expect(r.save).toEqual({ toBodyCalls: 1, refused: true, error: 'validation.required', invalid: 'true' });
  });
});
