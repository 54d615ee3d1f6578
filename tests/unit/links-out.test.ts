// The links out of the site in the editors' words (studio/links-out.ts): which addresses of a built
// page count (a link, a photo once whatever its width, the map waiting in its attribute; never the
// site's own, an e-mail, a script's text or a srcset's other widths), where each was written (every
// content file with an address on another site maps it to its field's label in the studio), what a
// check's result means in plain words, and the report an editor reads.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  addressesIn,
  addressesWritten,
  checkedForm,
  decodeAttribute,
  linksOutOf,
  reportBody,
  verdictOf,
  WrittenLinks,
  type CheckResult,
  type DeadLink,
} from '../../studio/links-out';
import { modelForPath, PAGE_TEXT_LABEL } from '../../studio/model';
import { fieldLabel } from '../../studio/refusal';

const SITE = 'https://kilele.example';

/** Every content file of the project, as the weekly check reads them. */
const CONTENT = readdirSync('content', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.(json|ya?ml|md)$/.test(file))
  .map((file) => ({
    path: `content/${file.split('\\').join('/')}`,
    text: readFileSync(join('content', file), 'utf8'),
  }));

describe('the addresses of a built page', () => {
  it('takes links, photos and the map on other sites, decoded, without fragments; never the site’s own or an e-mail', () => {
    const html = `<!doctype html><html><head>
      <link rel="canonical" href="${SITE}/about/"><link rel="preconnect" href="https://images.example">
      <link rel="preload" as="image" href="https://images.example/p.jpg?w=640&amp;q=60">
      <script type="application/ld+json">{"sameAs":["https://social.example/json-ld"]}</script>
      <script>const a = '<a href="https://script.example/">';</script>
      <!-- <a href="https://comment.example/"> -->
    </head><body>
      <a href="https://client.example/shop?a=1&amp;b=2#top" title="a > b">Shop</a>
      <a href='https://single.example'>Single</a>
      <a href="${SITE}/contact/">Ours</a><a href="/work/">Ours</a><a href="mailto:hi@kilele.example">Mail</a><a href="tel:+254">Call</a>
      <img src="https://images.example/p.jpg?w=640&amp;q=60" srcset="https://images.example/p.jpg?w=320 320w, https://images.example/p.jpg?w=1280 1280w" alt="">
      <iframe src="https://maps.example/embed?q=1" title="Map"></iframe>
      <button data-map-src="https://maps.example/embed?q=office&amp;output=embed">Show the map</button>
    </body></html>`;
    expect(addressesIn(html, SITE)).toEqual([
      { url: 'https://client.example/shop?a=1&b=2', kind: 'link' },
      { url: 'https://single.example/', kind: 'link' },
      { url: 'https://images.example/p.jpg?w=640&q=60', kind: 'photo' },
      { url: 'https://maps.example/embed?q=1', kind: 'map' },
      { url: 'https://maps.example/embed?q=office&output=embed', kind: 'map' },
    ]);
  });

  it('decodes character references as a browser does', () => {
    expect(decodeAttribute('a&amp;b&quot;c&#39;d&#x2F;e&lt;&gt;&nbsp;')).toBe('a&b"c\'d/e<>&nbsp;');
    expect(checkedForm('https://Example.COM')).toBe('https://example.com/');
    expect(checkedForm('javascript:alert(1)')).toBeUndefined();
    expect(checkedForm('not a url')).toBeUndefined();
  });

  it('lists each address once with every page that shows it; a photo at several widths is one photo', () => {
    const footer = '<a href="https://social.example/agency">Profile</a>';
    const links = linksOutOf(
      [
        { route: '/work/', html: `${footer}<img src="https://images.example/p.jpg?w=600" alt="">` },
        { route: '/', html: `${footer}<img src="https://images.example/p.jpg?w=640" alt="">` },
      ],
      SITE,
    );
    expect(links).toEqual([
      { url: 'https://images.example/p.jpg?w=600', kind: 'photo', pages: ['/', '/work/'] },
      { url: 'https://social.example/agency', kind: 'link', pages: ['/', '/work/'] },
    ]);
  });
});

describe('where an address was written', () => {
  const written = new WrittenLinks(CONTENT);
  const label = (path: string, at: (string | number)[]) => {
    const form = modelForPath(path)!;
    return `${form.label} › ${fieldLabel(form.model, at)}`;
  };

  it('names the field of every address on another site that a content file holds, as the studio labels it', () => {
    const found = CONTENT.flatMap((file) => {
      const form = modelForPath(file.path);
      return form ? addressesWritten(file.text).map((url) => ({ path: file.path, url })) : [];
    });
    expect(found.length).toBeGreaterThan(20);
    for (const { path, url } of found) {
      const places = written.placesOf({ url, kind: 'link' });
      expect(
        places.filter((place) => place.path === path),
        `${url} in ${path}`,
      ).not.toEqual([]);
      for (const place of places) expect(place.field).toMatch(/^.+ › .+$/);
    }
  });

  it('names a case study’s live website, a social profile, a photo at another width and a link in a page’s text', () => {
    const coffee = 'content/case-studies/projects/central-highlands-coffee.yaml';
    const site = JSON.parse(readFileSync('content/site.json', 'utf8')) as {
      agency: { social: { url: string }[] };
    };
    const liveWebsite = /^liveWebsite: (.+)$/m.exec(readFileSync(coffee, 'utf8'))![1]!;
    expect(written.placesOf({ url: checkedForm(liveWebsite)!, kind: 'link' })).toEqual([
      { path: coffee, field: label(coffee, ['liveWebsite']) },
    ]);
    expect(label(coffee, ['liveWebsite'])).toBe('Case studies: web projects › Live website');
    const profile = site.agency.social[0]!.url;
    expect(written.placesOf({ url: checkedForm(profile)!, kind: 'link' })).toEqual([
      { path: 'content/site.json', field: label('content/site.json', ['social', 0, 'url']) },
    ]);
    const photo = /src: (https:\/\/images\.unsplash\.com\/[^?\s]+)/.exec(readFileSync(coffee, 'utf8'))![1]!;
    expect(written.placesOf({ url: `${photo}?w=640&q=60&auto=format&fit=crop`, kind: 'photo' })).toContainEqual(
      expect.objectContaining({ path: coffee }),
    );
    // The same address as a link is not that photo: a link's address must match as written.
    expect(written.placesOf({ url: `${photo}?w=640&q=60&auto=format&fit=crop`, kind: 'link' })).toEqual([]);
    const accessibility = 'content/pages/accessibility.md';
    const guideline = /\]\((https:[^)]+)\)/.exec(readFileSync(accessibility, 'utf8'))![1]!;
    expect(written.placesOf({ url: guideline, kind: 'link' })).toEqual([
      { path: accessibility, field: `${modelForPath(accessibility)!.label} › ${PAGE_TEXT_LABEL}` },
    ]);
  });

  it('reads a bare www. address in a text as the markdown links it, and leaves a sentence’s full stop out', () => {
    expect(addressesWritten('its host only, such as www.google.com) and more')).toEqual(['http://www.google.com/']);
    expect(addressesWritten('See https://example.com/a. Then [b](https://example.com/b "B").')).toEqual([
      'https://example.com/a',
      'https://example.com/b',
    ]);
    expect(addressesWritten('e-mail hello@www.example.com or /www.not')).toEqual([]);
  });
});

describe('what a check found, in plain words', () => {
  const error = (name: string, code?: string): CheckResult => ({
    status: 0,
    errors: [{ name, message: 'fetch failed', ...(code ? { code } : {}) }],
  });
  it.each([
    [{ status: 200, errors: [] }, 'alive', ''],
    [{ status: 404, errors: [] }, 'dead', '“page not found” (404)'],
    [{ status: 410, errors: [] }, 'dead', 'gone for good (410)'],
    [{ status: 503, errors: [] }, 'dead', 'server error (503) on every try'],
    [{ status: 400, errors: [] }, 'dead', 'refuses the address (400)'],
    [{ status: 403, errors: [] }, 'unknown', 'turns automated checks away (403)'],
    [{ status: 999, errors: [] }, 'unknown', 'turns automated checks away (999)'],
    [{ status: 429, errors: [] }, 'unknown', 'turns automated checks away (429)'],
    [error('TimeoutError'), 'dead', 'no answer within 20 seconds, on every try'],
    [error('TypeError', 'ENOTFOUND'), 'dead', 'name no longer exists'],
    [error('TypeError', 'ECONNREFUSED'), 'dead', 'refuses the connection'],
    [error('TypeError', 'CERT_HAS_EXPIRED'), 'dead', 'certificate is not valid'],
    [error('TypeError', 'EPROTO'), 'dead', 'could not be reached (fetch failed)'],
  ] as [CheckResult, string, string][])('%j is %s', (result, state, words) => {
    const verdict = verdictOf(result, 20);
    expect(verdict.state).toBe(state);
    if (verdict.state !== 'alive') expect(verdict.problem).toContain(words);
  });
});

describe('the report', () => {
  const dead = (url: string, path: string, field: string, pages: string[]): DeadLink => ({
    url,
    kind: 'link',
    pages,
    problem: 'the other site answers “page not found” (404): the page was moved or removed',
    places: path ? [{ path, field }] : [],
  });
  const body = reportBody(
    [
      dead('https://b.example/', 'content/site.json', 'Site facts, menus and footer › Social (item 1) › URL', [
        '/',
        '/a/',
        '/b/',
        '/c/',
        '/d/',
        '/e/',
        '/f/',
      ]),
      dead('https://a.example/', 'content/case-studies/projects/x.yaml', 'Case studies: web projects › Live website', [
        '/work/x/',
      ]),
      dead('https://code.example/', '', '', ['/']),
    ],
    { siteUrl: SITE, checkedAt: '2026-12-07 05:20:00Z', checked: 40 },
  );

  it('says how many, then each link by file (the case study before the site facts), its field, what happened and its pages', () => {
    expect(body).toMatch(
      /^3 links on the site lead to another site that no longer answers as it should \(checked 2026-12-07 05:20:00Z, 40 addresses/,
    );
    expect(body.indexOf('https://a.example/')).toBeLessThan(body.indexOf('https://b.example/'));
    expect(body.indexOf('https://b.example/')).toBeLessThan(body.indexOf('https://code.example/'));
    expect(body).toContain('- **Case studies: web projects › Live website** (`content/case-studies/projects/x.yaml`)');
    expect(body).toContain(
      '**What happened:** the other site answers “page not found” (404): the page was moved or removed.',
    );
    expect(body).toContain(`**On the page:** [/work/x/](${SITE}/work/x/)`);
    expect(body).toContain(`[/d/](${SITE}/d/) and 2 more`);
    expect(body).toContain('in no content file: written in the site’s code; ask the site’s engineer');
    expect(body).toContain('## How to fix one');
  });
});
