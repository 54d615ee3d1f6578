// The Insights section over a build of its own: a copy of the project with the fixture articles
// (tests/support/insight-fixtures.ts; no article ships), built "as of" FIXTURE_BUILD_DATE, then
// again as of the future article's date. Two builds in all (~12 s each on 2 cores, the image cache seeded).
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium } from '@playwright/test';
import { join } from 'node:path';
import Parser from 'rss-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findBrokenLinks } from './checks/links.mjs';
import { htmlProblems } from './checks/html.mjs';
import { w3cErrors } from './checks/w3c.mjs';
import { metaContent, pngSize } from './checks/social-cards.mjs';
import { measurePageBytes, pageBytesProblems } from './checks/page-bytes.mjs';
import { PAGE_BYTES_BUDGETS } from '../../scripts/bench/budgets.mjs';
import { ARTICLE_IMAGE_SIZES, ARTICLE_IMAGE_WIDTHS } from '../../src/lib/build/article-markdown';
import { axeProblems, settle } from '../e2e/support/quality';
import { BROWSER_LAUNCH } from '../e2e/support/servers';
import { THEMES, useStoredTheme } from '../e2e/support/pages';
import {
  compareWithWholeStylesheet,
  fallbackTypeface,
  flatStockPhotos,
  VIEWPORTS,
} from '../e2e/support/stylesheet-cut';
import { graphProblems } from '../support/json-ld-graph';
import { astro, copyProject, removeCopies } from '../support/project-copy';
import {
  DRAFT,
  EVERY_ELEMENT,
  FIXTURE_ARTICLES,
  FIXTURE_BUILD_DATE,
  FIXTURE_TAGS,
  fixtureAuthors,
  FUTURE,
  LONG,
  PICTURE,
  PUBLISHED_AS_OF_BUILD,
  WITH_COVER,
  writeInsightFixtures,
} from '../support/insight-fixtures';

let dir = '';
/** Where the stylesheet-cut check leaves both pictures of a page that differs. */
const PICTURES = new URL('../../test-results/insights-stylesheet-cut/', import.meta.url).pathname;
/** The build as of FIXTURE_BUILD_DATE, and the one as of the future article's day. */
let dist = '';
let later = '';
const site = () =>
  JSON.parse(readFileSync(join(dir, 'content/site.json'), 'utf8')).agency as {
    url: string;
    name: string;
    clientPortalUrl: string;
  };
/** The section's words as the editors keep them (content/insights-page.json). */
const sectionCopy = () =>
  JSON.parse(readFileSync(join(dir, 'content/insights-page.json'), 'utf8')).insights as {
    seo: { title: string };
    labels: { related: string; readingTime: string };
  };
/** The reading time's label as a pattern, its number matched by `minutes`. */
const readingTime = (minutes: string) =>
  new RegExp(
    sectionCopy()
      .labels.readingTime.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace('\\{\\{minutes\\}\\}', minutes),
  );
const page = (root: string, route: string) => readFileSync(join(root, route, 'index.html'), 'utf8');
const articleLinks = (html: string) =>
  [...html.matchAll(/<a href="\/insights\/([a-z0-9-]+)\/"/g)].map((m) => m[1]!).filter((id) => !/^\d+$/.test(id));
const jsonLd = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((m) =>
    [JSON.parse(m[1]!)].flat(),
  );
function textFiles(root: string): string[] {
  return readdirSync(root, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(html|xml|txt|json|webmanifest)$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

/** A build served as files (a directory's index.html), its CSP in each page's <meta>. */
async function serve(root: string): Promise<{ origin: string; close: () => void }> {
  const types: Record<string, string> = {
    html: 'text/html',
    css: 'text/css',
    js: 'text/javascript',
    svg: 'image/svg+xml',
  };
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = join(root, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(root) || !existsSync(file)) res.writeHead(404).end();
    else {
      res.writeHead(200, { 'Content-Type': types[file.split('.').pop()!] ?? 'application/octet-stream' });
      res.end(readFileSync(file));
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

beforeAll(async () => {
  dir = copyProject('insights-');
  await writeInsightFixtures(dir);
  const first = await astro(dir, 'build', { BUILD_DATE: FIXTURE_BUILD_DATE });
  expect(first.code, first.output.slice(-3000)).toBe(0);
  dist = join(dir, 'dist-as-of-build-date');
  renameSync(join(dir, 'dist'), dist);
  const second = await astro(dir, 'build', { BUILD_DATE: FUTURE.published });
  expect(second.code, second.output.slice(-3000)).toBe(0);
  later = join(dir, 'dist');
}, 360_000);
afterAll(removeCopies);

describe('as of the build date', () => {
  it('lists the published articles newest first, 12 on /insights/ and the rest on /insights/2/', () => {
    const ids = PUBLISHED_AS_OF_BUILD.map((a) => a.id);
    expect(ids.length).toBe(13);
    expect(articleLinks(page(dist, 'insights')).slice(0, 12)).toEqual(ids.slice(0, 12));
    expect(articleLinks(page(dist, 'insights/2'))).toEqual(ids.slice(12));
    expect(page(dist, 'insights')).toContain('href="/insights/2/"');
    expect(existsSync(join(dist, 'insights/3'))).toBe(false);
  });

  it('has a page for every tag in use, listing exactly its articles, and none for the others', () => {
    const used = new Set(PUBLISHED_AS_OF_BUILD.flatMap((a) => a.tags));
    expect([...used].sort()).toEqual(Object.keys(FIXTURE_TAGS).sort());
    for (const tag of used) {
      const html = page(dist, `insights/tags/${tag}`);
      expect(html, tag).toContain(FIXTURE_TAGS[tag]);
      expect(articleLinks(html.slice(html.indexOf('<main'), html.indexOf('</main>'))), tag).toEqual(
        PUBLISHED_AS_OF_BUILD.filter((a) => a.tags.includes(tag)).map((a) => a.id),
      );
    }
    // The shipped tags no published article carries have no page.
    expect(readdirSync(join(dist, 'insights/tags')).sort()).toEqual([...used].sort());
  });

  it("shows an article's title, author with role and photo, dates, reading time, tags, related and neighbours", () => {
    const [emily] = [fixtureAuthors(dir)[1]];
    const team = JSON.parse(readFileSync(join(dir, `content/team/${emily}.json`), 'utf8'));
    const html = page(dist, `insights/${EVERY_ELEMENT}`);
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main).toMatch(/<h1[^>]*>A guide to fast, accessible pages<\/h1>/);
    expect(main).toContain(team.name);
    expect(main).toContain(team.role.replace('&', '&amp;'));
    expect(main).toContain(`alt="${team.image.alt}"`);
    expect(main).toContain('<time datetime="2027-04-05">5 April 2027</time>');
    expect(main).toMatch(readingTime('\\d+'));
    expect(main).toContain('href="/insights/tags/accessibility/"');
    expect(main).toContain(sectionCopy().labels.related);
    expect(main).toContain('rel="prev"');
    expect(main).toContain('rel="next"');
    expect(page(dist, `insights/${LONG}`)).toMatch(readingTime('1[3-4]'));
    expect(page(dist, `insights/${WITH_COVER}`)).toContain('<time datetime="2027-04-02">2 April 2027</time>');
  });

  it('renders every markdown element: anchored headings, lists, quote, table, link, image, highlighted code', () => {
    const html = page(dist, `insights/${EVERY_ELEMENT}`);
    for (const part of [
      // Each heading a link to itself.
      '<h2 id="headings-and-lists"><a href="#headings-and-lists">',
      '<h3 id="a-third-level-heading"><a href="#a-third-level-heading">',
      '<h4 id="a-fourth-level-heading"><a href="#a-fourth-level-heading">',
      '<ul>',
      '<ol>',
      '<blockquote>',
      '<table>',
      '<a href="/work/">',
      '<a href="#headings-and-lists">',
      'class="token keyword"',
    ])
      expect(html, part).toContain(part);
    // The picture through Astro's pipeline: AVIF at the column's widths (none wider than the file), sized, lazy.
    const picture = html.match(/<img alt="A bar chart[^>]*>/)?.[0] ?? '';
    expect(picture).toMatch(/ loading="lazy"/);
    expect(picture).toMatch(/ width="\d+" height="\d+"/);
    expect(picture).toMatch(/ src="\/_astro\/[^"]+\.avif"/);
    expect(picture).toContain(` sizes="${ARTICLE_IMAGE_SIZES}"`);
    const widths = [...(picture.match(/ srcset="([^"]+)"/)?.[1] ?? '').matchAll(/\.avif (\d+)w/g)].map((m) =>
      Number(m[1]),
    );
    expect(widths).toEqual(ARTICLE_IMAGE_WIDTHS.filter((w) => w <= PICTURE.width));
    // Highlighting by classes only: no inline style the CSP would have to allow.
    const body = html.slice(html.indexOf('<pre'), html.indexOf('</pre>'));
    expect(body).not.toContain('style=');
    // The cover: AVIF and WebP through the image pipeline.
    const cover = page(dist, `insights/${WITH_COVER}`);
    expect(cover).toMatch(/<source srcset="[^"]+\.avif [^"]+" type="image\/avif"/);
    expect(cover).toMatch(/<source srcset="[^"]+\.webp [^"]+" type="image\/webp"/);
    expect(cover).toContain('alt="A product photographed on a plain violet ground"');
  });

  it('has no broken link or image, and valid HTML (html-validate and the W3C checker), as every page', async () => {
    const broken = await findBrokenLinks({ root: dist, siteUrl: site().url, allowed: [site().clientPortalUrl] });
    expect(broken.map(({ url, foundOn }) => `${url} on ${foundOn.join(', ')}`)).toEqual([]);
    expect(await htmlProblems(dist)).toEqual([]);
    // The W3C checker as over the site's own build (tests/build-checks/w3c.test.ts), on the section's pages.
    expect(w3cErrors(join(dist, 'insights'))).toEqual([]);
  }, 180_000);

  it("keeps the section's pages and the home page within the page-bytes gate, an article less its own text and related list", () => {
    // The listing and tag pages as they are, and the home page with the newest three; an article's
    // first screen as it is, and the rest of the page without what only its length decides (the
    // text, the related three).
    const articles = new Set(PUBLISHED_AS_OF_BUILD.map((a) => `/insights/${a.id}/`));
    // Each problem is said as "<route>: …".
    const routeOf = (problem: string) => problem.slice(0, problem.indexOf(':'));
    const ofTheSection = (route: string) => route === '/' || (route.startsWith('/insights/') && !articles.has(route));
    expect(pageBytesProblems(dist).filter((problem) => ofTheSection(routeOf(problem)))).toEqual([]);
    expect(page(dist, '')).toContain('id="insights"');
    for (const a of PUBLISHED_AS_OF_BUILD) {
      const html = page(dist, `insights/${a.id}`);
      const frame = html
        .replace(
          /(<div class="article-text[^"]*"[^>]*>)[\s\S]*?(<\/div><section aria-labelledby="article-tags")/,
          '$1$2',
        )
        .replace(/<section aria-labelledby="related-articles"[\s\S]*?<\/section>/, '');
      expect(frame.length, a.id).toBeLessThan(html.length);
      const { firstScreenGzip, pageGzip } = measurePageBytes(frame);
      expect(measurePageBytes(html).firstScreenGzip, a.id).toBeLessThanOrEqual(PAGE_BYTES_BUDGETS.firstScreenGzip);
      expect(firstScreenGzip, a.id).toBeDefined();
      expect(pageGzip, a.id).toBeLessThanOrEqual(PAGE_BYTES_BUDGETS.pageGzip);
    }
  });

  it('sends no script beyond what every page carries', () => {
    const scripts = (html: string) =>
      [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((t) => !t.includes('ld+json'));
    const modules = (html: string) =>
      [...html.matchAll(/(?:component-url|renderer-url|data-src)="([^"]+)"/g)].map((m) => m[1]);
    const about = page(dist, 'privacy'); // a page of text: the frame every page carries, no island of its own
    for (const route of [`insights/${EVERY_ELEMENT}`, 'insights', 'insights/tags/seo']) {
      const html = page(dist, route);
      expect(scripts(html), route).toEqual(scripts(about));
      expect(new Set(modules(html)), route).toEqual(new Set(modules(about)));
    }
  });

  it('has no axe violation on an article, the listing and a tag page, in both themes', async () => {
    const { origin, close } = await serve(dist);
    const browser = await chromium.launch(BROWSER_LAUNCH);
    try {
      for (const theme of THEMES)
        for (const route of [`/insights/${EVERY_ELEMENT}/`, '/insights/', '/insights/tags/accessibility/']) {
          const context = await browser.newContext();
          const page = await context.newPage();
          await useStoredTheme(page, theme);
          await page.goto(`${origin}${route}`, { waitUntil: 'load' });
          // As the end-to-end suite checks a page: the loading screen gone, the animations ended.
          await page.locator('[data-loading-screen]').waitFor({ state: 'hidden' });
          await settle(page);
          expect(await page.locator('html').getAttribute('class'), 'the theme applied').toMatch(
            new RegExp(`\\b${theme}\\b`),
          );
          expect(await axeProblems(page, theme), `${route} (${theme})`).toEqual([]);
          await context.close();
        }
    } finally {
      await browser.close();
      close();
    }
  }, 120_000);

  it('shows the newest three on the home page and links the section from the header and footer', () => {
    const home = page(dist, '');
    const section = home.slice(home.indexOf('id="insights"'));
    expect(articleLinks(section.slice(0, section.indexOf('</section>')))).toEqual(
      PUBLISHED_AS_OF_BUILD.slice(0, 3).map((a) => a.id),
    );
    for (const route of ['', 'about', `insights/${LONG}`]) {
      const html = page(dist, route);
      const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
      const footer = html.slice(html.indexOf('<footer'));
      expect(header, route).toContain('href="/insights/"');
      expect(footer, route).toContain('href="/insights/"');
      expect(html, route).toContain(
        '<link rel="alternate" type="application/rss+xml" title="Insights" href="/insights/rss.xml">',
      );
    }
  });

  it('has an RSS 2.0 feed a feed reader reads: every article, full text, links to built pages', async () => {
    const xml = readFileSync(join(dist, 'insights/rss.xml'), 'utf8');
    expect(xml).toMatch(/^<\?xml[^>]*\?><rss version="2.0"/);
    const feed = await new Parser().parseString(xml);
    expect(feed.link).toBe(new URL('/insights/', site().url).href);
    expect(feed.items.map((i) => i.title)).toEqual(PUBLISHED_AS_OF_BUILD.map((a) => a.title));
    for (const item of feed.items) {
      const url = new URL(item.link!);
      expect(url.origin).toBe(new URL(site().url).origin);
      expect(existsSync(join(dist, url.pathname, 'index.html')), item.link).toBe(true);
      expect(item['content:encoded'], item.link).toBeTruthy();
      expect(item['content:encoded'], item.link).not.toMatch(/(href|src)="(\/(?!\/)|#)/);
      expect(item.creator, item.link).toBeTruthy();
    }
    const guide = feed.items.find((i) => i.link!.endsWith(`/${EVERY_ELEMENT}/`))!;
    expect(guide['content:encoded']).toContain('<table>');
    expect(guide['content:encoded']).toContain(`src="${new URL('/_astro/', site().url).href}`);
    // A heading's link to itself goes to the article, not the feed.
    expect(guide['content:encoded']).toContain(`href="${guide.link}#headings-and-lists"`);
  });

  it('gives every article BlogPosting JSON-LD in one graph with the organisation, and its breadcrumb', () => {
    for (const a of PUBLISHED_AS_OF_BUILD) {
      const nodes = jsonLd(page(dist, `insights/${a.id}`));
      expect(graphProblems(nodes), a.id).toEqual([]);
      const post = nodes.find((n) => n['@type'] === 'BlogPosting')!;
      const org = nodes.find((n) => n['@type'] === 'Organization')!;
      expect(post, a.id).toMatchObject({
        '@context': 'https://schema.org',
        headline: a.title,
        datePublished: a.published,
        dateModified: a.updated ?? a.published,
        url: new URL(`/insights/${a.id}/`, site().url).href,
        author: { '@type': 'Person', worksFor: { '@id': org['@id'] } },
        publisher: { '@type': 'Organization', '@id': org['@id'], name: site().name },
      });
      expect(String(post['image']), a.id).toMatch(/^https:\/\//);
      const crumbs = nodes.find((n) => n['@type'] === 'BreadcrumbList')!;
      expect(
        (crumbs['itemListElement'] as { name: string }[]).map((c) => c.name),
        a.id,
      ).toEqual(['Home', sectionCopy().seo.title, a.title]);
    }
  });

  it('lists every article in the sitemap with its last change, and in llms.txt', () => {
    const sitemap = readFileSync(join(dist, 'sitemap-0.xml'), 'utf8');
    const llms = readFileSync(join(dist, 'llms.txt'), 'utf8');
    for (const a of PUBLISHED_AS_OF_BUILD) {
      const loc = new URL(`/insights/${a.id}/`, site().url).href;
      expect(sitemap, a.id).toContain(`<loc>${loc}</loc><lastmod>${a.updated ?? a.published}T00:00:00.000Z</lastmod>`);
      expect(llms, a.id).toContain(`- [${a.title}](${loc})`);
    }
  });

  it('gives every article its own card, naming the author and the date', () => {
    const authors = fixtureAuthors(dir).map(
      (id) => JSON.parse(readFileSync(join(dir, `content/team/${id}.json`), 'utf8')).name as string,
    );
    const cards = new Set<string>();
    for (const a of PUBLISHED_AS_OF_BUILD) {
      const png = readFileSync(join(dist, `og/insights/${a.id}.png`));
      expect(pngSize(png), a.id).toEqual({ width: 1200, height: 630 });
      cards.add(png.toString('base64'));
      const html = page(dist, `insights/${a.id}`);
      expect(metaContent(html, 'og:image')).toBe(new URL(`/og/insights/${a.id}.png`, site().url).href);
      expect(metaContent(html, 'og:image:alt'), a.id).toContain(`${a.title} (${authors[a.author]}, `);
    }
    expect(cards.size).toBe(PUBLISHED_AS_OF_BUILD.length);
  });

  it('builds the future article and the draft nowhere: no page, feed item, sitemap entry, card or link', () => {
    const draft = FIXTURE_ARTICLES.find((a) => a.id === DRAFT)!;
    const future = FIXTURE_ARTICLES.find((a) => a.id === FUTURE.id)!;
    const hits = textFiles(dist).filter((file) => {
      const text = readFileSync(file, 'utf8');
      return [draft.id, draft.title, future.id, future.title].some((s) => text.includes(s));
    });
    expect(hits).toEqual([]);
    expect(existsSync(join(dist, 'og/insights', `${DRAFT}.png`))).toBe(false);
    expect(existsSync(join(dist, 'og/insights', `${FUTURE.id}.png`))).toBe(false);
  });
});

describe("as of the future article's date", () => {
  it('includes it everywhere: its page, first in the listing and feed, in the sitemap; the draft still nowhere', async () => {
    expect(existsSync(join(later, 'insights', FUTURE.id, 'index.html'))).toBe(true);
    expect(articleLinks(page(later, 'insights'))[0]).toBe(FUTURE.id);
    const feed = await new Parser().parseString(readFileSync(join(later, 'insights/rss.xml'), 'utf8'));
    expect(feed.items[0]!.link).toBe(new URL(`/insights/${FUTURE.id}/`, site().url).href);
    expect(readFileSync(join(later, 'sitemap-0.xml'), 'utf8')).toContain(`/insights/${FUTURE.id}/</loc>`);
    expect(existsSync(join(later, 'og/insights', `${FUTURE.id}.png`))).toBe(true);
    expect(textFiles(later).filter((file) => readFileSync(file, 'utf8').includes(DRAFT))).toEqual([]);
  });

  // As tests/e2e/visual.spec.ts over every page of the site's build: the copy's last build recorded
  // its pages' whole stylesheets (node_modules/.astro/page-css/), this one.
  it(
    'draws an article, the listing and a tag page with the cut stylesheet as with the whole one, both themes, phone and desktop',
    { timeout: 240_000 },
    async () => {
      const originals = JSON.parse(
        readFileSync(join(dir, 'node_modules/.astro/page-css/originals.json'), 'utf8'),
      ) as Record<string, string[]>;
      const routes = [
        `insights/${EVERY_ELEMENT}/`,
        `insights/${WITH_COVER}/`,
        'insights/',
        'insights/tags/accessibility/',
      ];
      const { origin, close } = await serve(later);
      const browser = await chromium.launch(BROWSER_LAUNCH);
      const problems: string[] = [];
      try {
        for (const route of routes)
          for (const [device, viewport] of Object.entries(VIEWPORTS)) {
            // The whole stylesheet goes back in by script, which the page's CSP (hashes of the cut one) refuses.
            const context = await browser.newContext({ bypassCSP: true, viewport, reducedMotion: 'reduce' });
            const page = await context.newPage();
            await flatStockPhotos(page);
            await fallbackTypeface(page);
            await useStoredTheme(page, THEMES[0]);
            await page.goto(`${origin}/${route}`, { waitUntil: 'load' });
            await page.locator('[data-loading-screen]').waitFor({ state: 'hidden' });
            const sheets = originals[`${route}index.html`];
            expect(sheets, `${route}: its whole stylesheets recorded`).toBeDefined();
            const compared = await compareWithWholeStylesheet(page, sheets!);
            if (compared.length !== THEMES.length) problems.push(`/${route} (${device}): not drawn in each theme`);
            for (const { theme, replaced, differing, placeholders, cut, whole } of compared)
              if (!replaced)
                problems.push(`/${route} (${device}, ${theme}): not the stylesheets Astro wrote, one for one`);
              else {
                if (placeholders.length > 0)
                  problems.push(`/${route} (${device}, ${theme}): placeholders differ: ${placeholders.join('; ')}`);
                if (differing > 0) {
                  // Both pictures kept, to see which pixels (test-results/ is the end-to-end suite's too).
                  const name = join(PICTURES, `${route.replaceAll('/', '_')}${device}-${theme}`);
                  mkdirSync(PICTURES, { recursive: true });
                  writeFileSync(`${name}-cut.png`, cut);
                  writeFileSync(`${name}-whole.png`, whole);
                  problems.push(
                    `/${route} (${device}, ${theme}): ${differing} pixels differ (${name}-{cut,whole}.png)`,
                  );
                }
              }
            await context.close();
          }
      } finally {
        await browser.close();
        close();
      }
      expect(problems).toEqual([]);
    },
  );
});
