import { describe, expect, it } from 'vitest';
import { drawnOrder, hasBidiControls } from '../../server/users/bidi-drawn.ts';

describe('drawnOrder: a name as a browser draws it, its bidirectional controls applied', () => {
  it('draws backwards what a right-to-left override holds, up to its pop or the end', () => {
    expect(drawnOrder('\u202erotartsinimda metsyS')).toBe('System administrator');
    expect(drawnOrder('System \u202erotartsinimda')).toBe('System administrator');
    expect(drawnOrder('a\u202ecb\u202cd')).toBe('abcd');
    expect(drawnOrder('\u202e员理管统系')).toBe('系统管理员');
  });

  it('keeps left-to-right letters in order under an embedding or isolate without override', () => {
    expect(drawnOrder('\u202bSystem administrator\u202c')).toBe('System administrator');
    expect(drawnOrder('\u2067Wang Fang\u2069')).toBe('Wang Fang');
  });

  it('turns a left-to-right override inside a right-to-left one back, and counts levels as L2 does', () => {
    expect(drawnOrder('\u202eab\u202dcd\u202c\u202c')).toBe('cdba');
    expect(drawnOrder('\u2067\u202erotartsinimda metsyS\u202c\u2069')).toBe('System administrator');
  });

  it('says which names hold such controls', () => {
    expect(hasBidiControls('Wang Fang')).toBe(false);
    expect(hasBidiControls('a\u202eb')).toBe(true);
  });
});
