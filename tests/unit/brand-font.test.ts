import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SYSTEM_FONT_ATTRIBUTE, brandFontInitScript } from '../../src/lib/browser/brand-font';
import {
  FALLBACK_FACES,
  brandStack,
  fallbackMetrics,
  fontFaceCss,
  jsonStrings,
  prose,
  subsetCharacters,
} from '../../src/lib/build/brand-font';

describe('the head script', () => {
  const run = (navigator: unknown) => {
    const attrs: Record<string, string> = {};
    const document = { documentElement: { setAttribute: (n: string, v: string) => void (attrs[n] = v) } };
    new Function('document', 'navigator', brandFontInitScript())(document, navigator);
    return attrs;
  };

  it('keeps a visitor who saves data in the system face', () => {
    expect(run({ connection: { saveData: true } })).toEqual({ [SYSTEM_FONT_ATTRIBUTE]: '' });
  });

  it('leaves every other visitor the brand face, where the browser knows no connection too', () => {
    expect(run({ connection: { saveData: false } })).toEqual({});
    expect(run({})).toEqual({});
  });
});

describe('subsetCharacters', () => {
  it('keeps printable ASCII, every character of the texts and both cases of each letter, sorted, once', () => {
    const chars = subsetCharacters(['Café — “ok”', 'é\n\t']);
    for (const c of ' ~azAZ09é É—“”') expect(chars).toContain(c);
    expect(chars).not.toMatch(/[\n\t]/);
    expect([...chars]).toEqual([...new Set(chars)]);
    expect([...chars].map((c) => c.codePointAt(0)!)).toEqual(
      [...chars].map((c) => c.codePointAt(0)!).sort((a, b) => a - b),
    );
  });

  it('is printable ASCII alone for no text', () => {
    expect(subsetCharacters([])).toHaveLength(95);
  });
});

describe('jsonStrings and prose', () => {
  it('finds every string of a JSON value, at any depth', () => {
    expect(jsonStrings({ a: 'x', b: [{ c: 'y' }, 3, null, 'z'] })).toEqual(['x', 'y', 'z']);
  });

  it('keeps the text set in lines: not slugs, addresses or numbers', () => {
    expect(prose(['We build brands.', 'branding', '/work/x/', 'https://a.b/c d', '42', 'Two words'])).toEqual([
      'We build brands.',
      'Two words',
    ]);
  });
});

describe('fallbackMetrics', () => {
  const brand = { ascent: 1.038, descent: -0.222, lineGap: 0, width: 105 };

  it('sizes the fallback to set the text as wide as the brand, times the margin', () => {
    expect(fallbackMetrics(brand, { ascent: 0.9, descent: -0.2, lineGap: 0.03, width: 100 }, 1).sizeAdjust).toBeCloseTo(
      105,
    );
    expect(
      fallbackMetrics(brand, { ascent: 0.9, descent: -0.2, lineGap: 0.03, width: 100 }, 1.005).sizeAdjust,
    ).toBeCloseTo(105.525);
  });

  it("gives it the brand's vertical metrics, divided by the size adjustment the browser applies to them too", () => {
    const m = fallbackMetrics(brand, { ascent: 0.9, descent: -0.2, lineGap: 0.03, width: 100 }, 1);
    expect((m.ascentOverride * m.sizeAdjust) / 100).toBeCloseTo(103.8);
    expect((m.descentOverride * m.sizeAdjust) / 100).toBeCloseTo(22.2);
    expect(m.lineGapOverride).toBe(0);
  });
});

describe('fontFaceCss', () => {
  const metrics = { sizeAdjust: 104.123, ascentOverride: 99.001, descentOverride: 21.2, lineGapOverride: 0 };
  const css = fontFaceCss(
    '/_astro/brand.x.woff2',
    FALLBACK_FACES.map((face) => ({ face, metrics })),
  );

  it('declares the variable file, swapped in, and each fallback by its local names, percentages rounded up', () => {
    expect(css).toContain(
      '@font-face{font-family:brand;src:url(/_astro/brand.x.woff2);font-weight:200 800;font-display:swap}',
    );
    expect(css).toContain(
      'src:local(Arial),local("Liberation Sans"),local(Arimo);font-weight:1 549;size-adjust:104.13%;',
    );
    expect(css).toContain('ascent-override:99.01%;descent-override:21.2%;line-gap-override:0%}');
    expect(css.match(/@font-face/g)).toHaveLength(FALLBACK_FACES.length + 1);
  });

  it('names the families global.css stacks, in its order', () => {
    const globalCss = readFileSync(new URL('../../src/styles/global.css', import.meta.url), 'utf8');
    const stack = /--font-sans:\s*([^;]+);/
      .exec(globalCss)![1]!
      .split(',')
      .map((f) => f.trim());
    expect(stack.slice(0, brandStack().length)).toEqual(brandStack());
  });
});
