import { createSatteriMarkdownProcessor } from '@astrojs/markdown-satteri';
import { describe, expect, it } from 'vitest';
import {
  ARTICLE_IMAGE_FORMAT,
  ARTICLE_IMAGE_SIZES,
  ARTICLE_IMAGE_WIDTHS,
  articleMarkdownPlugins,
  isArticle,
  linkedHeading,
} from '../../src/lib/build/article-markdown';

const ARTICLE = new URL('file:///site/content/insights/a-guide.md');
const PAGE = new URL('file:///site/content/pages/privacy.md');
const MARKDOWN = [
  '## Why *speed* matters',
  'Text.',
  '### Why *speed* matters',
  '#### Then [a link](/work/) in a heading',
  '##### Why speed matters',
  '![A chart](../images/insights/a-guide/chart.png)',
].join('\n\n');

/** The markdown as Astro renders it with these plugins (its own image and heading-id steps after them). */
async function render(fileURL: URL) {
  const processor = await createSatteriMarkdownProcessor({
    syntaxHighlight: false,
    hastPlugins: articleMarkdownPlugins(),
  });
  return processor.render(MARKDOWN, { fileURL });
}

/** The props Astro's image step hands to getImage for the picture. */
const imageProps = (html: string) =>
  JSON.parse(html.match(/__ASTRO_IMAGE_="([^"]+)"/)![1]!.replaceAll('&quot;', '"')) as Record<string, unknown>;

describe("an article's markdown", () => {
  it('links each h2-h4 to itself, by the id Astro gives it; a heading with a link keeps its id only', async () => {
    const { code, metadata } = await render(ARTICLE);
    expect(code).toContain(
      '<h2 id="why-speed-matters"><a href="#why-speed-matters">Why <em>speed</em> matters</a></h2>',
    );
    expect(code).toContain(
      '<h3 id="why-speed-matters-1"><a href="#why-speed-matters-1">Why <em>speed</em> matters</a></h3>',
    );
    expect(code).toContain('<h4 id="then-a-link-in-a-heading">Then <a href="/work/">a link</a> in a heading</h4>');
    expect(code).toContain('<h5 id="why-speed-matters-2">Why speed matters</h5>');
    expect(metadata.headings.map((h) => h.slug)).toEqual([
      'why-speed-matters',
      'why-speed-matters-1',
      'then-a-link-in-a-heading',
      'why-speed-matters-2',
    ]);
  });

  it("asks for its pictures at the column's widths, as AVIF", async () => {
    const props = imageProps((await render(ARTICLE)).code);
    expect(props).toMatchObject({ alt: 'A chart', sizes: ARTICLE_IMAGE_SIZES, format: ARTICLE_IMAGE_FORMAT });
    // Astro's getImage takes the widths as numbers or their text alike (it sorts and rounds them).
    expect((props['widths'] as unknown[]).map(Number)).toEqual(ARTICLE_IMAGE_WIDTHS);
  });
});

describe('any other markdown page', () => {
  it("keeps Astro's own rendering: ids without links, pictures as they are", async () => {
    const { code } = await render(PAGE);
    expect(code).toContain('<h2 id="why-speed-matters">Why <em>speed</em> matters</h2>');
    expect(code).not.toContain('href="#');
    const props = imageProps(code);
    expect(props).not.toHaveProperty('widths');
    expect(props).not.toHaveProperty('format');
  });
});

describe('the pieces', () => {
  it('tells an article by its folder', () => {
    expect(isArticle(ARTICLE)).toBe(true);
    expect(isArticle(PAGE)).toBe(false);
    expect(isArticle(new URL('file:///site/content/insights/nested/x.md'))).toBe(false);
    expect(isArticle(undefined)).toBe(false);
  });

  it('leaves a heading without an id as it is', () => {
    expect(linkedHeading({ type: 'element', tagName: 'h2', properties: {}, children: [] })).toBeUndefined();
  });
});
