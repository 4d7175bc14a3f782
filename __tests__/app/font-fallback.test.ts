/**
 * The fallback faces in app/globals.css keep text still when Poppins swaps in: their
 * overrides must be Poppins' own metrics, scaled by each stand-in's width ratio.
 * Recomputed here from the font file we ship and the capsize metrics Next ships.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import metrics from 'next/dist/server/capsize-font-metrics.json';
import { arialMetricsFile } from '@/tools/system-fonts.mjs';

type Variant = { xWidthAvg: number; unitsPerEm: number; postscriptName: string };
type FontFile = {
  unitsPerEm: number;
  tables: { hhea: { ascender: number; descender: number; lineGap: number } };
};
// opentype.js ships no types: only what this test reads.
const opentype = jest.requireActual<{ loadSync(file: string): FontFile }>('opentype.js');

const variant = (family: string, key: string): Variant => {
  const found = (metrics as unknown as Record<string, { variants: Record<string, Variant> }>)[
    family
  ]?.variants[key];
  if (!found) throw new Error(`no ${family} ${key} in the capsize metrics`);
  return found;
};

const css = readFileSync(path.join(__dirname, '../../app/globals.css'), 'utf8');
const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => {
  const value = (name: string) =>
    new RegExp(`${name}:\\s*([^;]+);`).exec(body ?? '')?.[1]?.trim() ?? '';
  return {
    family: value('font-family').replace(/'/g, ''),
    weight: value('font-weight'),
    src: value('src'),
    sizeAdjust: parseFloat(value('size-adjust')),
    ascent: parseFloat(value('ascent-override')),
    descent: parseFloat(value('descent-override')),
    lineGap: parseFloat(value('line-gap-override')),
  };
});

const poppinsFile = (weight: string) =>
  opentype.loadSync(
    path.join(
      __dirname,
      `../../node_modules/@fontsource/poppins/files/poppins-latin-${weight}-normal.woff`,
    ),
  );

/** A face's vertical overrides: the font's own metrics over its size-adjust. */
function expectVerticalMetrics(face: (typeof faces)[number], font: FontFile, sizeAdjust: number) {
  const { ascender, descender, lineGap } = font.tables.hhea;
  const em = font.unitsPerEm;
  expect(face.ascent).toBeCloseTo((ascender / em / sizeAdjust) * 100, 1);
  expect(face.descent).toBeCloseTo((-descender / em / sizeAdjust) * 100, 1);
  expect(face.lineGap).toBeCloseTo((lineGap / em / sizeAdjust) * 100, 1);
}

const standIns = [
  { family: 'Poppins Arial Fallback', metricsOf: 'arial' },
  { family: 'Poppins Roboto Fallback', metricsOf: 'roboto' },
];

describe('Poppins fallback faces', () => {
  it('declares a regular and a bold stand-in for Arial-like and Roboto systems', () => {
    const poppinsFaces = faces.filter((f) => f.family.startsWith('Poppins'));
    expect(poppinsFaces.map((f) => `${f.family} ${f.weight}`).sort()).toEqual([
      'Poppins Arial Fallback 400',
      'Poppins Arial Fallback 700',
      'Poppins Caps Fallback 400',
      'Poppins Caps Fallback 700',
      'Poppins Roboto Fallback 400',
      'Poppins Roboto Fallback 700',
    ]);
  });

  for (const { family, metricsOf } of standIns) {
    for (const weight of ['400', '700']) {
      it(`${family} ${weight} carries Poppins' metrics at the stand-in's width`, () => {
        const face = faces.find((f) => f.family === family && f.weight === weight)!;
        const key = weight === '400' ? 'regular' : weight;
        const poppins = variant('poppins', key);
        const standIn = variant(metricsOf, key);
        // The local name the stand-in is known by must be one the face asks for.
        expect(face.src).toContain(`local('${standIn.postscriptName}')`);

        const sizeAdjust =
          poppins.xWidthAvg / poppins.unitsPerEm / (standIn.xWidthAvg / standIn.unitsPerEm);
        expect(face.sizeAdjust).toBeCloseTo(sizeAdjust * 100, 1);

        // Vertical metrics from the very file the site serves (the woff twin of the woff2).
        expectVerticalMetrics(face, poppinsFile(weight), sizeAdjust);
      });
    }
  }
});

// Uppercase labels: the stand-in sized on the capitals A-Z, which run wider in Arial than its
// lowercase-tuned size allows. Arial, or Liberation Sans with its metrics (fonts-liberation,
// which the preflight asks for on Linux), is read from the system.
describe('Poppins caps fallback faces (uppercase labels)', () => {
  type Glyphs = FontFile & { charToGlyph(char: string): { advanceWidth: number } };
  const capsWidth = (font: Glyphs) =>
    [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].reduce(
      (sum, char) => sum + font.charToGlyph(char).advanceWidth / font.unitsPerEm,
      0,
    ) / 26;
  for (const weight of ['400', '700']) {
    it(`${weight}: sized so Arial's capitals are as wide as Poppins', with Poppins' vertical metrics`, () => {
      const face = faces.find((f) => f.family === 'Poppins Caps Fallback' && f.weight === weight)!;
      expect(face.src).toContain(weight === '400' ? "local('Arial')" : "local('Arial Bold')");
      const poppins = poppinsFile(weight) as Glyphs;
      const arial = arialMetricsFile(weight as '400' | '700');
      if (!arial)
        throw new Error(
          "No Arial or Liberation Sans on this machine: npm test's preflight names the package",
        );
      const metrics = opentype.loadSync(arial) as Glyphs;
      const sizeAdjust = capsWidth(poppins) / capsWidth(metrics);
      expect(face.sizeAdjust).toBeCloseTo(sizeAdjust * 100, 1);
      expectVerticalMetrics(face, poppins, sizeAdjust);
    });
  }
});

describe('Cairo fallback faces (Arabic pages)', () => {
  for (const weight of ['400', '700']) {
    it(`${weight}: Cairo's vertical metrics over its size-adjust, so Arabic lines keep their baseline`, () => {
      const face = faces.find((f) => f.family === 'Cairo Fallback' && f.weight === weight)!;
      expect(face.src).toContain(
        weight === '400' ? "local('DejaVu Sans')" : "local('DejaVu Sans Bold')",
      );
      const cairo = opentype.loadSync(
        path.join(
          __dirname,
          `../../node_modules/@fontsource/cairo/files/cairo-arabic-${weight}-normal.woff`,
        ),
      );
      expectVerticalMetrics(face, cairo, face.sizeAdjust / 100);
    });
  }
});
