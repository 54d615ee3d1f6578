import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  BRAND_FONT_ATTRIBUTE,
  BRAND_FONT_STORAGE_KEY,
  BRAND_LATE_FAMILY,
  BRAND_WEIGHT_RANGE,
  SYSTEM_FONT_ATTRIBUTE,
  WIDE_SCREEN,
  brandFontInitScript,
  loadLateBrandFont,
} from '../../src/lib/browser/brand-font';
import {
  FALLBACK_FACES,
  WEIGHT_BANDS,
  BRAND_FAMILY,
  BRAND_FONT_ADDRESS,
  BRAND_FONT_ROUTE,
  BRAND_OPTIONAL_FAMILY,
  brandFontHref,
  brandStack,
  fallbackMetrics,
  fontFaceCss,
  jsonStrings,
  labels,
  prose,
  subsetCharacters,
} from '../../src/lib/build/brand-font';

describe('the head script', () => {
  const FILE = '/_astro/brand.AbC-12_x.woff2';
  /**
   * The script run with a visitor's connection, screen and storage (`'refused'`: every access throws):
   * what it marked `<html>` with, the inline custom properties it left, the links it added and what it stored.
   */
  const run = (navigator: unknown, wide: boolean, stored?: Record<string, string> | 'refused') => {
    const attrs: Record<string, string> = {};
    const style: Record<string, string> = {};
    const links: Record<string, string>[] = [];
    const queries: string[] = [];
    const storage = stored === 'refused' ? undefined : { ...stored };
    const localStorage = new Proxy(
      {},
      {
        get: (_, key: string) => {
          if (!storage) throw new Error('SecurityError');
          return storage[key];
        },
        set: (_, key: string, value: string) => {
          if (!storage) throw new Error('SecurityError');
          storage[key] = String(value);
          return true;
        },
      },
    );
    const document = {
      documentElement: {
        setAttribute: (n: string, v: string) => void (attrs[n] = v),
        getAttribute: (n: string) => (n === BRAND_FONT_ATTRIBUTE ? FILE : null),
        style: {
          setProperty: (n: string, v: string) => void (style[n] = v),
          removeProperty: (n: string) => void delete style[n],
        },
      },
      createElement: (tag: string) => ({ tag }),
      head: { appendChild: (link: Record<string, string>) => void links.push(link) },
    };
    const matchMedia = (query: string) => (queries.push(query), { matches: wide });
    new Function('document', 'navigator', 'matchMedia', 'localStorage', brandFontInitScript())(
      document,
      navigator,
      matchMedia,
      localStorage,
    );
    return { attrs, style, links, queries, storage };
  };
  const preload = { tag: 'link', rel: 'preload', as: 'font', crossOrigin: '', href: FILE };

  it('keeps a visitor who saves data in the system face, and preloads or stores nothing at any width', () => {
    for (const wide of [false, true])
      expect(run({ connection: { saveData: true } }, wide)).toMatchObject({
        attrs: { [SYSTEM_FONT_ATTRIBUTE]: '' },
        style: {},
        links: [],
        storage: {},
      });
  });

  it('preloads the file the layout names from WIDE_SCREEN up, where the browser knows no connection too', () => {
    for (const navigator of [{ connection: { saveData: false } }, {}])
      expect(run(navigator, true)).toEqual({
        attrs: {},
        style: {},
        links: [preload],
        queries: [`(width >= ${WIDE_SCREEN})`],
        storage: {},
      });
  });

  it("on a narrower screen's first page sets the text in the late family, preloads nothing and remembers the file", () => {
    expect(run({}, false)).toMatchObject({
      attrs: {},
      style: { '--brand': BRAND_LATE_FAMILY },
      links: [],
      storage: { [BRAND_FONT_STORAGE_KEY]: FILE },
    });
  });

  it('on a later page, whose file an earlier page asked for, leaves the typeface first in the stack', () => {
    expect(run({}, false, { [BRAND_FONT_STORAGE_KEY]: FILE })).toMatchObject({ style: {}, links: [] });
  });

  it("keeps the late family for another build's file, and where storage is refused", () => {
    const other = run({}, false, { [BRAND_FONT_STORAGE_KEY]: '/_astro/brand.older.woff2' });
    expect(other).toMatchObject({
      style: { '--brand': BRAND_LATE_FAMILY },
      storage: { [BRAND_FONT_STORAGE_KEY]: FILE },
    });
    expect(run({}, false, 'refused')).toMatchObject({ attrs: {}, style: { '--brand': BRAND_LATE_FAMILY }, links: [] });
  });
});

describe('loadLateBrandFont', () => {
  const FILE = '/_astro/brand.AbC-12_x.woff2';
  /** A page whose `<html>` has `--brand` set inline to `brand` (or not), and what it did with fonts. */
  const page = (brand: string, { file = FILE, fontFace = true, fails = false } = {}) => {
    const added: unknown[] = [];
    const loads: string[] = [];
    class FakeFontFace {
      constructor(
        readonly family: string,
        readonly source: string,
        readonly descriptors: FontFaceDescriptors,
      ) {}
      load() {
        loads.push(this.family);
        return fails ? Promise.reject(new Error('NetworkError')) : Promise.resolve(this);
      }
    }
    const doc = {
      documentElement: {
        getAttribute: (n: string) => (n === BRAND_FONT_ATTRIBUTE ? file : null),
        style: { getPropertyValue: (n: string) => (n === '--brand' ? brand : '') },
      },
      defaultView: fontFace ? { FontFace: FakeFontFace } : {},
      fonts: { add: (face: unknown) => void added.push(face) },
    };
    loadLateBrandFont(doc as unknown as Document);
    return { added, loads };
  };

  it('loads the file and, once in, adds it under the late family, on the page the head script set in that family', async () => {
    const { added, loads } = page(BRAND_LATE_FAMILY);
    expect(loads).toEqual([BRAND_LATE_FAMILY]);
    expect(added, 'not before the file is in').toEqual([]);
    await Promise.resolve();
    expect(added).toEqual([
      expect.objectContaining({
        family: BRAND_LATE_FAMILY,
        source: `url(${FILE})`,
        descriptors: { weight: BRAND_WEIGHT_RANGE, display: 'swap' },
      }),
    ]);
  });

  it('does nothing on any other page, without FontFace or without the file named', () => {
    for (const other of [page(''), page(BRAND_OPTIONAL_FAMILY), page(BRAND_LATE_FAMILY, { fontFace: false })])
      expect(other).toEqual({ added: [], loads: [] });
    expect(page(BRAND_LATE_FAMILY, { file: '' })).toEqual({ added: [], loads: [] });
  });

  it('leaves the fallback when the file fails to load, and throws nothing', async () => {
    const { added, loads } = page(BRAND_LATE_FAMILY, { fails: true });
    expect(loads).toEqual([BRAND_LATE_FAMILY]);
    await new Promise((resolve) => setTimeout(resolve, 0)); // An unhandled rejection would fail the run.
    expect(added).toEqual([]);
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

describe('jsonStrings, prose and labels', () => {
  it('finds every string of a JSON value, at any depth', () => {
    expect(jsonStrings({ a: 'x', b: [{ c: 'y' }, 3, null, 'z'] })).toEqual(['x', 'y', 'z']);
  });

  it('keeps the text set in lines: not slugs, addresses or numbers', () => {
    expect(prose(['We build brands.', 'branding', '/work/x/', 'https://a.b/c d', '42', 'Two words'])).toEqual([
      'We build brands.',
      'Two words',
    ]);
  });

  it('takes as labels the short capitalised names, not sentences, slugs, keys or addresses', () => {
    expect(
      labels(['Figma', ' Tailwind CSS ', 'Meet the Crew', 'We build brands.', 'Is it done?', 'branding', '/work/x/']),
    ).toEqual(['Figma', 'Tailwind CSS', 'Meet the Crew']);
    expect(labels(['One two three four', 'One two three four five', 'https://a.b', '2024'])).toEqual([
      'One two three four',
      '2024',
    ]);
  });
});

describe('fallbackMetrics', () => {
  const brand = { ascent: 1.038, descent: -0.222, width: 105 };
  const medium = { ascent: 1.04, descent: -0.22, width: 107 };
  const fallback = { ascent: 0.9, descent: -0.2, width: 100 };
  const labelled = { ascent: 0.9, descent: -0.2, width: 98 };
  const bands = [
    { file: 'regular', range: '1 449', matched: 400, text: 'prose', margin: 1 },
    { file: 'regular', range: '450 549', matched: 500, text: 'labels', margin: 1.005 },
  ] as const;
  const [regular, wider] = fallbackMetrics([brand, medium], [fallback, labelled], bands);

  it("sizes the fallback to set each band's copy as wide as the brand at the band's weight, times its margin", () => {
    expect(regular!.sizeAdjust).toBeCloseTo(105);
    expect(wider!.sizeAdjust).toBeCloseTo((107 / 98) * 100.5);
  });

  it("gives it the brand's vertical metrics, divided by the size adjustment the browser applies to them too", () => {
    expect((regular!.ascentOverride * regular!.sizeAdjust) / 100).toBeCloseTo(103.8);
    expect((regular!.descentOverride * regular!.sizeAdjust) / 100).toBeCloseTo(22.2);
  });

  it("repeats the first band's vertical overrides in every band (the same rule text, for gzip)", () => {
    expect(wider!.ascentOverride).toBe(regular!.ascentOverride);
    expect(wider!.descentOverride).toBe(regular!.descentOverride);
  });
});

describe('fontFaceCss', () => {
  const metrics = { sizeAdjust: 104.123, ascentOverride: 99.001, descentOverride: 21.2 };
  const css = fontFaceCss(
    '/_astro/brand.x.woff2',
    FALLBACK_FACES.flatMap((face) =>
      WEIGHT_BANDS.filter((band) => band.file === face.weight).map((band) => ({ face, band, metrics })),
    ),
  );

  it('declares the variable file twice, swapped in and optional, and each fallback by its local names, percentages rounded up', () => {
    expect(css).toContain(
      '@font-face{font-family:brand;src:url(/_astro/brand.x.woff2);font-weight:200 800;font-display:swap}',
    );
    expect(css).toContain(
      '@font-face{font-family:brand-o;src:url(/_astro/brand.x.woff2);font-weight:200 800;font-display:optional}',
    );
    expect(css).toContain(
      'src:local(Arial),local("Liberation Sans"),local(Arimo);font-weight:1 449;size-adjust:104.13%;',
    );
    expect(css).toContain('ascent-override:100%;descent-override:22%}');
  });

  it('gives every family a face for each weight band, the bands covering every weight once', () => {
    const families = new Set(FALLBACK_FACES.map((face) => face.family));
    expect(css.match(/@font-face/g)).toHaveLength(families.size * WEIGHT_BANDS.length + 2);
    const ranges = WEIGHT_BANDS.map((band) => band.range.split(' ').map(Number) as [number, number]);
    expect(ranges[0]![0]).toBe(1);
    expect(ranges.at(-1)![1]).toBe(1000);
    ranges.slice(1).forEach(([from], i) => expect(from).toBe(ranges[i]![1] + 1));
    WEIGHT_BANDS.forEach((band, i) => {
      expect(band.matched).toBeGreaterThanOrEqual(ranges[i]![0]);
      expect(band.matched).toBeLessThanOrEqual(ranges[i]![1]);
    });
  });

  it('names the families global.css stacks, in its order: the optional family from WIDE_SCREEN up', () => {
    const globalCss = readFileSync(new URL('../../src/styles/global.css', import.meta.url), 'utf8');
    const stack = /--font-sans:\s*([^;]+);/
      .exec(globalCss)![1]!
      .split(/,(?![^(]*\))/)
      .map((f) => f.trim());
    expect(stack[0]).toBe(`var(--brand, ${BRAND_FAMILY})`);
    expect([BRAND_FAMILY, ...stack.slice(1, brandStack().length)]).toEqual(brandStack());
    const wide = new RegExp(`@media \\(width >= ${WIDE_SCREEN}\\) \\{\\s*html \\{\\s*--brand: ([\\w-]+);`).exec(
      globalCss,
    );
    expect(wide?.[1]).toBe(BRAND_OPTIONAL_FAMILY);
  });

  it('declares no face of the late family, so a first page starts in the fallbacks; the file at the weights it covers', () => {
    expect(css).not.toContain(`font-family:${BRAND_LATE_FAMILY};`);
    expect(brandStack()).not.toContain(BRAND_LATE_FAMILY);
    expect(css.match(new RegExp(`font-weight:${BRAND_WEIGHT_RANGE};`, 'g'))).toHaveLength(2);
    const globalCss = readFileSync(new URL('../../src/styles/global.css', import.meta.url), 'utf8');
    // Nothing holds the stack by an animation: its end would restyle every element.
    expect(globalCss).not.toMatch(/animation:[^;]*brand|@keyframes[^{]*\{[^}]*\{\s*--brand/);
  });
});

describe("the typeface's address", () => {
  /** Playwright's glob as it reads BRAND_FONT_ROUTE: `**` any characters, `*` any but a slash. */
  const routeMatches = (url: string) =>
    new RegExp(
      `^${BRAND_FONT_ROUTE.replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replaceAll('**', '\u0000')
        .replaceAll('*', '[^/]*')
        .replaceAll('\u0000', '.*')}$`,
    ).test(url);

  it('is what the checks and the browser tests look for, for any hash of the bytes (base64url)', () => {
    for (const hash of ['Ab9_-xYz01', 'aaaaaaaaaa', '-_-_-_-_-_']) {
      const href = brandFontHref(hash);
      expect(href, hash).toMatch(BRAND_FONT_ADDRESS);
      expect(routeMatches(`http://127.0.0.1:4322${href}`), href).toBe(true);
    }
  });

  it('is no other file: not a second family, another folder or another format', () => {
    for (const href of [
      '/_astro/brand.woff2',
      '/_astro/brand-o.Ab9.woff2',
      '/fonts/brand.Ab9.woff2',
      '/_astro/brand.Ab9.woff',
      '/_astro/brand.a/b.woff2',
    ])
      expect(href).not.toMatch(BRAND_FONT_ADDRESS);
    expect(routeMatches('http://127.0.0.1:4322/_astro/brand-o.Ab9.woff2')).toBe(false);
    expect(routeMatches('http://127.0.0.1:4322/_astro/brand.Ab9.woff')).toBe(false);
  });
});
