import { describe, expect, it, vi } from 'vitest';
import {
  BRAND_FONT_ATTRIBUTE,
  BRAND_FONT_KEY,
  brandFontInitScript,
  fetchBrandFont,
  firstFontFamily,
  type BrandFontPage,
} from '../../src/lib/browser/brand-font';

describe('firstFontFamily', () => {
  it.each([
    ['"Plus Jakarta Sans-1a2b","Plus Jakarta Sans-1a2b fallback: Arial",sans-serif', '"Plus Jakarta Sans-1a2b"'],
    [' "Plus Jakarta Sans-1a2b", sans-serif', '"Plus Jakarta Sans-1a2b"'],
    ["'Brand, Inc', serif", '"Brand, Inc"'],
    ['Inter, sans-serif', '"Inter"'],
    ['sans-serif', '"sans-serif"'],
  ])('%s → %s', (stack, family) => expect(firstFontFamily(stack)).toBe(family));

  it('is null for an empty value (the custom property is missing)', () => {
    expect(firstFontFamily('')).toBeNull();
    expect(firstFontFamily('   ')).toBeNull();
  });
});

describe('fetchBrandFont', () => {
  const page = (overrides: Partial<BrandFontPage> = {}) => {
    const remember = vi.fn();
    const load = vi.fn(async () => [{}] as unknown[]);
    return { inUse: false, saveData: false, stack: '"Brand-1", sans-serif', load, remember, ...overrides };
  };

  it('loads the first family of the stack at any size and remembers it', async () => {
    const p = page();
    expect(await fetchBrandFont(p)).toBe(true);
    expect(p.load).toHaveBeenCalledWith('1em "Brand-1"');
    expect(p.remember).toHaveBeenCalledOnce();
  });

  it('does nothing when the page already uses it, or the visitor saves data', async () => {
    for (const p of [page({ inUse: true }), page({ saveData: true })]) {
      expect(await fetchBrandFont(p)).toBe(false);
      expect(p.load).not.toHaveBeenCalled();
      expect(p.remember).not.toHaveBeenCalled();
    }
  });

  it('remembers nothing when no face loaded, the load failed or the stack is empty', async () => {
    for (const p of [
      page({ load: vi.fn(async () => []) }),
      page({ load: vi.fn(async () => Promise.reject(new Error('offline'))) }),
      page({ stack: '' }),
    ]) {
      expect(await fetchBrandFont(p)).toBe(false);
      expect(p.remember).not.toHaveBeenCalled();
    }
  });

  it('swallows blocked storage', async () => {
    const p = page({
      remember: () => {
        throw new Error('SecurityError');
      },
    });
    expect(await fetchBrandFont(p)).toBe(false);
  });
});

describe('the head script', () => {
  const run = (sessionStorage: { getItem: (k: string) => string | null }) => {
    const attrs: Record<string, string> = {};
    const document = { documentElement: { setAttribute: (n: string, v: string) => void (attrs[n] = v) } };
    new Function('document', 'sessionStorage', brandFontInitScript())(document, sessionStorage);
    return attrs;
  };

  it('marks <html> when an earlier page fetched the typeface', () => {
    expect(run({ getItem: (k) => (k === BRAND_FONT_KEY ? '1' : null) })).toEqual({ [BRAND_FONT_ATTRIBUTE]: '' });
  });

  it('leaves the first page in the system face, and survives blocked storage', () => {
    expect(run({ getItem: () => null })).toEqual({});
    expect(
      run({
        getItem: () => {
          throw new Error('SecurityError');
        },
      }),
    ).toEqual({});
  });
});
