// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { keyLabel } from '../../src/app/shortcuts.ts';

/** The shortcut sheet's key caps say what is typed: `v` is a lowercase v, Shift+P a capital. */
describe('keyLabel', () => {
  it('shows a letter typed alone as typed, lowercase', () => {
    expect(['v', 'g', 'c', 'r'].map(keyLabel)).toEqual(['v', 'g', 'c', 'r']);
  });

  it('shows a letter pressed with a modifier as a key cap, with the modifier', () => {
    expect(keyLabel('shift+p')).toBe('Shift + P');
    expect(keyLabel('alt+h')).toBe('Alt + H');
    expect(keyLabel('mod+k')).toMatch(/^(Ctrl|⌘) \+ K$/);
  });

  it('names the other keys as before', () => {
    expect(keyLabel('?')).toBe('?');
    expect(keyLabel('pagedown')).toBe('PgDn');
    expect(keyLabel('escape')).toBe('Escape');
  });
});
