import { contrastRatio, parseColour } from '@/lib/brand/contrast.mjs';

describe('contrastRatio', () => {
  it.each([
    ['#000', '#fff', 21],
    ['#ffffff', '#ffffff', 1],
    // The grey that just passes AA on white, and the pairings tailwind.config.ts and
    // button-variants.ts quote (accent ink on surface, the dark label on the accent).
    ['#767676', '#ffffff', 4.54],
    ['#f07aa2', '#27292a', 5.58],
    ['#1f2122', '#e75e8d', 4.91],
  ])('%s on %s is %s:1', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 1);
    expect(contrastRatio(b, a)).toBeCloseTo(ratio, 1);
  });

  it('reads computed rgb() and rgba() colours as the browser reports them', () => {
    expect(parseColour('rgb(231, 94, 141)')).toEqual([231, 94, 141]);
    expect(parseColour('rgba(0, 0, 159, 0.5)')).toEqual([0, 0, 159]);
    expect(() => parseColour('pink')).toThrow('not a colour: pink');
  });
});
