import { describe, expect, it, vi } from 'vitest';
import {
  cleanHost,
  cleanLeadSource,
  cleanPath,
  cleanTag,
  LEAD_SOURCE_LIMITS,
  LEAD_SOURCE_STORAGE_KEY,
  leadSourceOfPage,
  readLeadSource,
  recordLeadSource,
  withoutClickIds,
  type LeadPage,
  type LeadStorage,
  type PageLocation,
} from '../../src/lib/browser/lead-source';

const ORIGIN = 'https://kilele.example';
const at = (pathAndQuery: string): PageLocation => {
  const url = new URL(pathAndQuery, ORIGIN);
  return { origin: url.origin, pathname: url.pathname, search: url.search };
};

/** Hostile text a URL or a hand-made request can carry. */
const CRLF_BCC = 'newsletter\r\nBcc: victim@example.com';
const THOUSANDS = 'x'.repeat(5000);

describe('cleanTag', () => {
  it.each<[string, unknown, string | undefined]>([
    ['a plain tag', 'newsletter', 'newsletter'],
    ['text beyond ASCII', 'Zoë 👋 été', 'Zoë 👋 été'],
    ['a header injection: the line break becomes a space', CRLF_BCC, 'newsletter Bcc: victim@example.com'],
    ['runs of control characters, spaces and separators: one space', 'a\u0000\u001b[2J\u0085 \t\u2028b', 'a [2J b'],
    ['leading and trailing breaks: trimmed', ' \n spring \r', 'spring'],
    ['markup: left out', '<script>alert(1)</script>', undefined],
    ['a lone angle bracket: left out', 'a > b', undefined],
    ['only breaks: left out', '\r\n\t ', undefined],
    ['empty: left out', '', undefined],
    ['a lone surrogate: dropped', 'a\ud800b', 'ab'],
    ['not a string: left out', 42, undefined],
    ['null: left out', null, undefined],
  ])('%s', (_label, input, output) => {
    expect(cleanTag(input, 100)).toBe(output);
  });

  it('cuts a long tag to its bound, in code points, never splitting a pair', () => {
    expect(cleanTag(THOUSANDS, 100)).toBe('x'.repeat(100));
    const emoji = cleanTag('👋'.repeat(150), 100) ?? '';
    expect(Array.from(emoji)).toHaveLength(100);
    expect(emoji).toBe('👋'.repeat(100));
    expect(cleanTag(`${'a'.repeat(99)} b`, 100)).toBe('a'.repeat(99));
  });
});

describe('cleanPath', () => {
  it.each<[string, unknown, string | undefined]>([
    ['a path and query', '/work/x/?utm_source=newsletter', '/work/x/?utm_source=newsletter'],
    ['an encoded query, kept encoded', '/?q=%3Cscript%3E%0D%0A', '/?q=%3Cscript%3E%0D%0A'],
    ['not from /: left out', 'https://evil.example/', undefined],
    ['a raw line break: left out', '/a\r\nBcc: x', undefined],
    ['raw markup: left out', '/<script>', undefined],
    ['a space: left out', '/a b', undefined],
    ['not a string: left out', ['/'], undefined],
  ])('%s', (_label, input, output) => {
    expect(cleanPath(input)).toBe(output);
  });

  it('cuts a long one to its bound', () => {
    expect(cleanPath(`/?q=${THOUSANDS}`)).toHaveLength(LEAD_SOURCE_LIMITS.landing_page);
  });
});

describe('cleanHost', () => {
  it.each<[string, unknown, string | undefined]>([
    ['a host', 'news.example.com', 'news.example.com'],
    ['with a port, lower-cased', 'Example.COM:8080', 'example.com:8080'],
    ['an IPv6 literal', '[::1]:4321', '[::1]:4321'],
    ['an app referrer’s host', 'com.google.android.gm', 'com.google.android.gm'],
    ['a path: left out', 'example.com/x', undefined],
    ['markup: left out', '<b>', undefined],
    ['a line break: left out', 'a.example\r\nBcc: x', undefined],
    ['longer than any host: left out', `${'a'.repeat(254)}`, undefined],
    ['empty: left out', '', undefined],
  ])('%s', (_label, input, output) => {
    expect(cleanHost(input)).toBe(output);
  });
});

describe('cleanLeadSource', () => {
  it('keeps the known fields, each by its rule, and drops the rest', () => {
    expect(
      cleanLeadSource({
        landing_page: '/work/',
        referrer_host: 'News.Example',
        utm_source: CRLF_BCC,
        utm_medium: '<i>',
        utm_campaign: THOUSANDS,
        name: 'not a source field',
      }),
    ).toEqual({
      landing_page: '/work/',
      referrer_host: 'news.example',
      utm_source: 'newsletter Bcc: victim@example.com',
      utm_campaign: 'x'.repeat(LEAD_SOURCE_LIMITS.utm_campaign),
    });
  });

  it.each([null, 'text', 3, []])('is empty for %j', (record) => {
    expect(cleanLeadSource(record)).toEqual({});
  });
});

describe('readLeadSource', () => {
  it('on a visit’s first page: its path and query, the other site’s host and the UTM tags', () => {
    expect(
      readLeadSource(
        at('/work/slug/?utm_source=newsletter&utm_medium=email&utm_campaign=spring%202026'),
        'https://news.example.com/issue/12',
        null,
      ),
    ).toEqual({
      landing_page: '/work/slug/?utm_source=newsletter&utm_medium=email&utm_campaign=spring%202026',
      referrer_host: 'news.example.com',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring 2026',
    });
  });

  it('leaves out the ad networks’ click identifiers, from a live page and from the tab’s record alike', () => {
    const landing = '/services/branding/?gclid=Cj0KCQ&utm_source=google&fbclid=IwAR2x&utm_campaign=brand';
    const expected = {
      landing_page: '/services/branding/?utm_source=google&utm_campaign=brand',
      utm_source: 'google',
      utm_campaign: 'brand',
    };
    expect(readLeadSource(at(landing), '', null)).toEqual(expected);
    expect(readLeadSource(at('/contact/'), ORIGIN + '/', JSON.stringify([landing, '']))).toEqual(expected);
  });

  it('with no referrer and no tags: the landing page alone', () => {
    expect(readLeadSource(at('/'), '', null)).toEqual({ landing_page: '/' });
  });

  it('leaves out the fragment', () => {
    expect(readLeadSource({ ...at('/about/'), search: '' }, '', null)).toEqual({ landing_page: '/about/' });
  });

  it('is null on a page reached from this site: it is not the visit’s first', () => {
    expect(readLeadSource(at('/contact/?utm_source=x'), `${ORIGIN}/work/`, null)).toBeNull();
  });

  it('treats another port or scheme of the same host as another site', () => {
    expect(readLeadSource(at('/'), 'http://kilele.example/', null)).toEqual({
      landing_page: '/',
      referrer_host: 'kilele.example',
    });
  });

  it('ignores a referrer that is not a URL', () => {
    expect(readLeadSource(at('/'), 'not a url', null)).toEqual({ landing_page: '/' });
  });

  it('decodes hostile tags from the query and cleans them', () => {
    const source = readLeadSource(
      at(`/?utm_source=${encodeURIComponent(CRLF_BCC)}&utm_medium=%3Cscript%3E&utm_campaign=${THOUSANDS}`),
      '',
      null,
    );
    expect(source).toMatchObject({
      utm_source: 'newsletter Bcc: victim@example.com',
      utm_campaign: 'x'.repeat(LEAD_SOURCE_LIMITS.utm_campaign),
    });
    expect(source).not.toHaveProperty('utm_medium');
    expect(source?.landing_page).toHaveLength(LEAD_SOURCE_LIMITS.landing_page);
  });

  it('answers from the stored record of the first page, whatever page and referrer it is asked on', () => {
    const stored = JSON.stringify(['/work/x/?utm_source=a%0Ab&utm_medium=%3Cb%3E', 'https://news.example/a?b']);
    expect(readLeadSource(at('/contact/?utm_source=later'), `${ORIGIN}/work/x/`, stored)).toEqual({
      landing_page: '/work/x/?utm_source=a%0Ab&utm_medium=%3Cb%3E',
      referrer_host: 'news.example',
      utm_source: 'a b',
    });
  });

  it('is null from a record of a first page reached from this site', () => {
    expect(readLeadSource(at('/contact/'), '', JSON.stringify(['/about/', `${ORIGIN}/`]))).toBeNull();
  });

  it.each(['{not json', '{"landing_page":"/"}', '[1,2]', '["/"]', 'null'])(
    'answers a record it cannot read (%s) with nothing',
    (stored) => {
      expect(readLeadSource(at('/?utm_source=x'), '', stored)).toEqual({});
    },
  );

  it('cleans a hand-made record', () => {
    expect(readLeadSource(at('/'), '', JSON.stringify(['https://evil.example/', 'javascript:alert(1)']))).toEqual({});
  });
});

function memoryStorage(initial: Record<string, string> = {}): LeadStorage & { items: Record<string, string> } {
  const items = { ...initial };
  return {
    items,
    getItem: (key) => items[key] ?? null,
    setItem: (key, value) => {
      items[key] = value;
    },
  };
}

function pageAt(pathAndQuery: string, referrer = '', prerendering = false) {
  const listeners: (() => void)[] = [];
  const page: LeadPage = {
    location: at(pathAndQuery),
    referrer,
    prerendering,
    addEventListener: vi.fn((_type, listener: () => void) => {
      listeners.push(listener);
    }),
  };
  return {
    page,
    show: () => {
      page.prerendering = false;
      listeners.splice(0).forEach((listener) => listener());
    },
  };
}

describe('recordLeadSource', () => {
  it('records the first page of the visit', () => {
    const storage = memoryStorage();
    recordLeadSource(pageAt('/work/x/?utm_source=newsletter#top', 'https://news.example/a').page, () => storage);
    expect(JSON.parse(storage.items[LEAD_SOURCE_STORAGE_KEY] ?? 'null')).toEqual([
      '/work/x/?utm_source=newsletter',
      'https://news.example/a',
    ]);
  });

  it('never overwrites: a later page, even one with tags of its own, leaves the record as it is', () => {
    const storage = memoryStorage();
    recordLeadSource(pageAt('/work/x/?utm_source=newsletter').page, () => storage);
    const first = storage.items[LEAD_SOURCE_STORAGE_KEY];
    recordLeadSource(pageAt('/about/?utm_source=other', 'https://elsewhere.example/').page, () => storage);
    recordLeadSource(pageAt('/contact/', `${ORIGIN}/about/`).page, () => storage);
    expect(storage.items[LEAD_SOURCE_STORAGE_KEY]).toBe(first);
  });

  it('a page reached from this site when the first page left no record: recorded, and read as no source', () => {
    const storage = memoryStorage();
    recordLeadSource(pageAt('/contact/?utm_source=x', `${ORIGIN}/`).page, () => storage);
    expect(leadSourceOfPage(pageAt('/contact/', `${ORIGIN}/contact/`).page, () => storage)).toEqual({});
  });

  it('records nothing while the page is prerendered, and once when it is shown', () => {
    const storage = memoryStorage();
    const { page, show } = pageAt('/services/?utm_medium=email', 'https://news.example/', true);
    recordLeadSource(page, () => storage);
    expect(storage.items).toEqual({});
    expect(page.addEventListener).toHaveBeenCalledWith('prerenderingchange', expect.any(Function), { once: true });
    show();
    expect(JSON.parse(storage.items[LEAD_SOURCE_STORAGE_KEY] ?? 'null')).toEqual([
      '/services/?utm_medium=email',
      'https://news.example/',
    ]);
  });

  it('a prerendered page never shown records nothing', () => {
    const storage = memoryStorage();
    recordLeadSource(pageAt('/services/', '', true).page, () => storage);
    expect(storage.items).toEqual({});
  });

  it('does not throw where storage is refused or full', () => {
    expect(() =>
      recordLeadSource(pageAt('/').page, () => {
        throw new DOMException('denied', 'SecurityError');
      }),
    ).not.toThrow();
    const full: LeadStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(() => recordLeadSource(pageAt('/').page, () => full)).not.toThrow();
  });
});

describe('leadSourceOfPage', () => {
  it('is the tab’s record on the contact page', () => {
    const storage = memoryStorage();
    recordLeadSource(pageAt('/work/x/?utm_source=newsletter&utm_medium=email').page, () => storage);
    expect(leadSourceOfPage(pageAt('/contact/', `${ORIGIN}/about/`).page, () => storage)).toEqual({
      landing_page: '/work/x/?utm_source=newsletter&utm_medium=email',
      utm_source: 'newsletter',
      utm_medium: 'email',
    });
  });

  it('is the contact page’s own source when storage is refused and the visit starts there', () => {
    const refused = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(leadSourceOfPage(pageAt('/contact/?utm_source=ad', 'https://search.example/').page, refused)).toEqual({
      landing_page: '/contact/?utm_source=ad',
      referrer_host: 'search.example',
      utm_source: 'ad',
    });
    expect(leadSourceOfPage(pageAt('/contact/', `${ORIGIN}/`).page, refused)).toEqual({});
  });
});

describe('withoutClickIds', () => {
  it.each([
    ['/?gclid=abc', '/'],
    ['/?msclkid=1&wbraid=2&gbraid=3&dclid=4', '/'],
    ['/work/?FBCLID=x&a=1', '/work/?a=1'],
    [
      '/?a=1&ttclid=x&b=%20two+words&twclid=y&li_fat_id=z&_hsenc=p&_hsmi=q&mc_eid=r&yclid=s&igshid=t',
      '/?a=1&b=%20two+words',
    ],
    ['/?%67clid=encoded', '/'],
    ['/?gclidx=kept&q=gclid', '/?gclidx=kept&q=gclid'],
    ['/?a=1&&gclid=x&', '/?a=1'],
    ['/?%E0%A4%A=bad', '/?%E0%A4%A=bad'],
    ['/plain/', '/plain/'],
  ])('%s → %s', (landing, kept) => expect(withoutClickIds(landing)).toBe(kept));
});
