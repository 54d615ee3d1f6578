// The articles' feed: every address absolute, the author as dc:creator, one item per article.
import { describe, expect, it } from 'vitest';
import { absoluteUrls, insightsFeed } from '../../src/lib/build/insights-feed';

describe('absoluteUrls', () => {
  it("makes a part of the page absolute on the page's address", () => {
    expect(
      absoluteUrls(
        '<h2 id="why"><a href="#why">Why</a></h2>',
        'https://site.example',
        'https://site.example/insights/a/',
      ),
    ).toBe('<h2 id="why"><a href="https://site.example/insights/a/#why">Why</a></h2>');
  });

  it("makes the site's own addresses absolute and leaves the rest", () => {
    const html =
      '<a href="/work/">w</a><a href="#top">t</a><a href="https://other.example/">o</a>' +
      '<img src="/_astro/a.webp" srcset="/_astro/a.webp 400w, /_astro/b.webp 800w"><a href="//cdn.example/x">c</a>';
    expect(absoluteUrls(html, 'https://site.example')).toBe(
      '<a href="https://site.example/work/">w</a><a href="https://site.example/#top">t</a><a href="https://other.example/">o</a>' +
        '<img src="https://site.example/_astro/a.webp" srcset="https://site.example/_astro/a.webp 400w, https://site.example/_astro/b.webp 800w"><a href="//cdn.example/x">c</a>',
    );
  });
});

describe('insightsFeed', () => {
  it('links the listing as the channel and each article absolutely, with its full text', () => {
    const feed = insightsFeed({
      siteName: 'Agency',
      title: 'Insights',
      description: 'Articles.',
      origin: 'https://site.example/',
      articles: [
        {
          title: 'A & B',
          description: 'About A.',
          path: '/insights/a/',
          published: new Date('2027-01-04T00:00:00Z'),
          author: 'Ann <Lee>',
          tags: ['SEO'],
          html: '<p><a href="/work/">work</a> <a href="#why">why</a></p>',
        },
      ],
    });
    expect(feed.site).toBe('https://site.example/insights/');
    expect(feed.title).toBe('Insights | Agency');
    expect(feed.items).toEqual([
      expect.objectContaining({
        link: 'https://site.example/insights/a/',
        categories: ['SEO'],
        customData: '<dc:creator>Ann &lt;Lee&gt;</dc:creator>',
        content:
          '<p><a href="https://site.example/work/">work</a> <a href="https://site.example/insights/a/#why">why</a></p>',
      }),
    ]);
  });
});
