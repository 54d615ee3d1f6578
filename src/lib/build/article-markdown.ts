// What an article's markdown becomes beyond Astro's own rendering (astro.config.mjs): each h2-h4 a
// link to itself, and each of its own pictures made at the widths the article's column needs, as
// AVIF. Only the articles (content/insights/): the other markdown pages keep Astro's rendering.
import { satteriHeadingIdsPlugin, type SatteriProcessorOptions } from '@astrojs/markdown-satteri';

/** The article's text column (InsightArticle.astro: 65ch of 17 px inside max-w-3xl) is at most about 620 px wide. */
export const ARTICLE_IMAGE_SIZES = '(min-width: 704px) 640px, calc(100vw - 32px)';
/** One and two device pixels per CSS pixel of the column on a phone and a desktop (Astro drops any wider than the file). */
export const ARTICLE_IMAGE_WIDTHS = [400, 640, 960, 1280];
/**
 * AVIF alone: Astro makes a markdown picture one <img>, not a <picture> with a fallback, and AVIF
 * has been in every current browser since Edge 121 (January 2024; Baseline widely available since
 * July 2026). It is about half the bytes of WebP for the same picture.
 */
export const ARTICLE_IMAGE_FORMAT = 'avif';

type HastPluginList = NonNullable<SatteriProcessorOptions['hastPlugins']>;

/** What the plugins read of a hast element (satteri hands them `Readonly<Element>`). */
interface HastElement {
  type: 'element';
  tagName: string;
  properties?: Readonly<Record<string, unknown>> | undefined;
  children?: readonly unknown[] | undefined;
}

/** Whether markdown at `fileURL` is an article's (content/insights/<slug>.md). */
export function isArticle(fileURL: URL | undefined): boolean {
  return !!fileURL && /\/content\/insights\/[^/]+\.md$/.test(fileURL.pathname);
}

function containsLink(node: HastElement): boolean {
  return (node.children ?? []).some((child) => {
    const element = child as Partial<HastElement> | null;
    return element?.type === 'element' && (element.tagName === 'a' || containsLink(element as HastElement));
  });
}

/**
 * An article's h2-h4 with its text as a link to itself (the id Astro gave it), as MDN sets its
 * headings: a reader copies the address of a section from its heading. A heading that holds a link
 * of its own keeps its id only (a link inside a link is not HTML).
 */
export function linkedHeading<E extends HastElement>(node: E): E | undefined {
  const id = node.properties?.['id'];
  if (typeof id !== 'string' || containsLink(node)) return undefined;
  return {
    ...node,
    properties: { ...node.properties },
    children: [{ type: 'element', tagName: 'a', properties: { href: `#${id}` }, children: node.children ?? [] }],
  };
}

/**
 * The hast plugins for astro.config.mjs's markdown processor. Astro's own heading ids run first here
 * too (for every page, as they would anyway), so the links point at the ids it keeps: it leaves an
 * id it finds as it is. The article's own two are left out of any other page's markdown.
 */
export function articleMarkdownPlugins(): HastPluginList {
  return [
    satteriHeadingIdsPlugin(),
    ({ fileURL }) =>
      isArticle(fileURL) && [
        {
          name: 'article-heading-links',
          element: { filter: ['h2', 'h3', 'h4'], visit: (node) => linkedHeading(node) },
        },
        {
          name: 'article-images',
          element: {
            filter: ['img'],
            visit(node, ctx) {
              // Read by Astro's image step (the next plugin) and passed to getImage with the picture.
              ctx.setProperty(node, 'widths', ARTICLE_IMAGE_WIDTHS);
              ctx.setProperty(node, 'sizes', ARTICLE_IMAGE_SIZES);
              ctx.setProperty(node, 'format', ARTICLE_IMAGE_FORMAT);
            },
          },
        },
      ],
  ];
}
