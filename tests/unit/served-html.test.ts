import { describe, expect, it } from 'vitest';
import {
  compactSvg,
  fixMetaRefresh,
  islandRuntimeIn,
  pageIslands,
  placeIslandStyle,
  scriptsAfterFirstScreen,
  servedHtml,
  withIslandRuntimeFile,
  withPageFirstActs,
} from '../../src/lib/build/served-html';

const STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

describe('placeIslandStyle', () => {
  it("moves Astro's island style from the body to the end of the head, unchanged", () => {
    const html = `<html><head><title>x</title></head><body><a>x</a>${STYLE}<astro-island></astro-island></body></html>`;
    expect(placeIslandStyle(html)).toBe(
      `<html><head><title>x</title>${STYLE}</head><body><a>x</a><astro-island></astro-island></body></html>`,
    );
  });

  it("drops it where the page's stylesheet has the same rule, wherever it stands", () => {
    const sheet = '<style>@layer base{astro-island,astro-slot,astro-static-slot{display:contents}html{x:1}}</style>';
    const html = `<html><head>${sheet}</head><body><a>x</a>${STYLE}<astro-island></astro-island></body></html>`;
    expect(placeIslandStyle(html)).toBe(
      `<html><head>${sheet}</head><body><a>x</a><astro-island></astro-island></body></html>`,
    );
    expect(placeIslandStyle(`<html><head>${STYLE}${sheet}</head><body></body></html>`)).toBe(
      `<html><head>${sheet}</head><body></body></html>`,
    );
  });

  it('leaves a page without islands, or with the style already in the head, alone', () => {
    const plain = '<html><head></head><body><p>x</p></body></html>';
    expect(placeIslandStyle(plain)).toBe(plain);
    const done = `<html><head>${STYLE}</head><body></body></html>`;
    expect(placeIslandStyle(done)).toBe(done);
  });
});

describe('fixMetaRefresh', () => {
  it('writes the refresh as "0; url=…"', () => {
    expect(fixMetaRefresh('<meta http-equiv="refresh" content="0;url=/services/design/">')).toBe(
      '<meta http-equiv="refresh" content="0; url=/services/design/">',
    );
    expect(servedHtml('<meta http-equiv="refresh" content="0; url=/a/">')).toBe(
      '<meta http-equiv="refresh" content="0; url=/a/">',
    );
  });
});

describe('scriptsAfterFirstScreen', () => {
  const END = '<span id="first-screen-end" hidden></span>';
  const DIRECTIVE = '<script>(()=>{var d=1;(self.Astro||(self.Astro={})).interaction=d;})();</script>';
  const RUNTIME =
    '<script>(()=>{customElements.get("astro-island")||customElements.define("astro-island",f)})();</script>';
  const MODULE = '<script type="module">document.body.dataset.x="1"</script>';
  const THEME = '<script>document.documentElement.classList.add("js")</script>';
  const LD = '<script type="application/ld+json">{"@type":"WebPage"}</script>';

  it("moves Astro's island runtime and inline modules after the first screen's end, unchanged and in order", () => {
    const html = `<html><head>${THEME}</head><body><header>${DIRECTIVE}${RUNTIME}<astro-island></astro-island></header>${MODULE}<main><h1>Hi</h1>${END}</main>${LD}</body></html>`;
    expect(scriptsAfterFirstScreen(html)).toBe(
      `<html><head>${THEME}</head><body><header><astro-island></astro-island></header><main><h1>Hi</h1>${END}${DIRECTIVE}${RUNTIME}${MODULE}</main>${LD}</body></html>`,
    );
    expect(servedHtml(html)).toBe(scriptsAfterFirstScreen(html));
  });

  it('leaves scripts that paint, scripts after the end and pages without the marker alone', () => {
    const painting = `<html><head></head><body>${THEME}<h1>Hi</h1>${END}${MODULE}</body></html>`;
    expect(scriptsAfterFirstScreen(painting)).toBe(painting);
    const noMarker = `<html><head></head><body>${DIRECTIVE}<h1>Hi</h1></body></html>`;
    expect(scriptsAfterFirstScreen(noMarker)).toBe(noMarker);
  });
});

describe('withPageFirstActs', () => {
  const island = (name: string) =>
    `<astro-island uid="a" component-url="/_astro/${name}.B7IJlVVY.js" component-export="default"></astro-island>`;
  const page = (script: string) =>
    `<html><body>${island('SiteNav')}${island('ThemeToggle')}<main>${island('SiteNav')}</main><script>${script}</script></body></html>`;

  it("reads the page's islands by component name, each once", () => {
    expect(pageIslands(page('x'))).toEqual(['SiteNav', 'ThemeToggle']);
    expect(pageIslands('<p>no island</p>')).toEqual([]);
  });

  it("puts the script for the page's islands in place of the whole one", () => {
    const forIslands = (islands: string[]) => `acts(${islands.join(',')})`;
    expect(withPageFirstActs(page('all()'), 'all()', forIslands)).toBe(page('acts(SiteNav,ThemeToggle)'));
  });

  it('leaves a page without the whole script alone', () => {
    const other = page('other()');
    expect(withPageFirstActs(other, 'all()', () => 'acts()')).toBe(other);
  });
});

describe('islandRuntimeIn / withIslandRuntimeFile', () => {
  const RUNTIME =
    '(()=>{class f extends HTMLElement{}customElements.get("astro-island")||customElements.define("astro-island",f)})();';
  const DIRECTIVE_SCRIPT = '<script>(()=>{(self.Astro||(self.Astro={})).interaction=()=>{};})();</script>';
  const page = (runtime: string) =>
    `<html><body><span id="first-screen-end" hidden></span>${DIRECTIVE_SCRIPT}${runtime}<astro-island></astro-island><script>other()</script></body></html>`;

  it("finds Astro's island runtime, and no other script", () => {
    expect(islandRuntimeIn(page(`<script>${RUNTIME}</script>`))).toBe(RUNTIME);
    expect(islandRuntimeIn(page(''))).toBeUndefined();
  });

  it("leaves the runtime's address in its place, in an inert template; the directive and other scripts stay", () => {
    expect(withIslandRuntimeFile(page(`<script>${RUNTIME}</script>`), '/_astro/astro-island.abc.js')).toBe(
      page('<template id="island-runtime" data-src="/_astro/astro-island.abc.js"></template>'),
    );
    expect(withIslandRuntimeFile(page(''), '/_astro/astro-island.abc.js')).toBe(page(''));
  });
});

describe('compactSvg', () => {
  const LUCIDE =
    '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" class="lucide lucide-arrow-right size-4 group-hover:translate-x-0.5" aria-hidden="true"><path d="M5 12h14"></path><circle cx="12" cy="12" r="10"></circle></svg>';

  it("drops the namespace, Lucide's class names and empty shapes' end tags; the rest stays", () => {
    expect(compactSvg(`<a href="/x/">Next${LUCIDE}</a>`)).toBe(
      '<a href="/x/">Next<svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" class="size-4 group-hover:translate-x-0.5" aria-hidden="true"><path d="M5 12h14"/><circle cx="12" cy="12" r="10"/></svg></a>',
    );
  });

  it('drops a class attribute left empty, and keeps a shape with content whole', () => {
    expect(
      compactSvg('<svg class="lucide lucide-x" viewBox="0 0 24 24"><path d="M1 1"><title>x</title></path></svg>'),
    ).toBe('<svg viewBox="0 0 24 24"><path d="M1 1"><title>x</title></path></svg>');
  });

  it('leaves markup outside an svg alone, and is what servedHtml does', () => {
    const page = '<p class="lucide">a</p><div xmlns="http://www.w3.org/2000/svg"></div>';
    expect(compactSvg(page)).toBe(page);
    expect(servedHtml(`<body>${LUCIDE}</body>`)).toBe(compactSvg(`<body>${LUCIDE}</body>`));
  });
});
