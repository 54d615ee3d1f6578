// The pure part of "is my save live?" (studio/publish-state.ts, studio/entry-page.ts): which
// reports count as a production deploy, how long publishing usually takes, and the editor's words.
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync } from 'node:fs';
import { CHECK_CONTEXT } from '../../studio/draft-check';
import { entryPage, entryPageUrl } from '../../studio/entry-page';
import {
  aboutDuration,
  clockTime,
  deploysOf,
  publishWords,
  saveState,
  usualPublishingMs,
  type BranchCommit,
  type CommitReports,
} from '../../studio/publish-state';
import { CONTENT_MODEL } from '../../src/schemas/index';

const commit = (sha: string, parent: string | undefined, date: string): BranchCommit => ({
  sha,
  parents: parent ? [{ sha: parent }] : [],
  commit: { committer: { date }, author: { date } },
});
/** A linear branch, newest first: a ← b ← c ← d ← e, a minute apart from 10:00. */
const BRANCH = ['e', 'd', 'c', 'b', 'a'].map((sha, i, all) =>
  commit(sha, all[i + 1], `2026-11-28T10:0${all.length - 1 - i}:00Z`),
);
const pages = (sha: string, state: string, at: string, extra: object = {}): CommitReports => ({
  sha,
  deployments: [
    {
      sha,
      environment: 'github-pages',
      created_at: at,
      statuses: [{ state, created_at: at, log_url: `https://github.com/o/r/actions/runs/${sha}`, ...extra }],
    },
  ],
});

describe('which reports are a production deploy', () => {
  it("GitHub Pages' and Vercel's production environments, Cloudflare's check run; not previews, not inactive", () => {
    const reports: CommitReports = {
      sha: 'a',
      deployments: [
        { sha: 'a', environment: 'Preview', created_at: 'x', statuses: [{ state: 'success', created_at: 'x' }] },
        { sha: 'a', environment: 'Production', production_environment: true, created_at: 'x', statuses: [] },
        {
          sha: 'a',
          environment: 'github-pages',
          created_at: 'x',
          statuses: [
            { state: 'inactive', created_at: 'z' },
            { state: 'success', created_at: 'y' },
          ],
        },
      ],
      checkRuns: [
        {
          name: 'Cloudflare Pages',
          status: 'completed',
          conclusion: 'failure',
          started_at: 's',
          completed_at: 'c',
          details_url: 'https://dash.cloudflare.com/x',
          output: { title: 'Build failed' },
        },
        {
          name: 'lint',
          status: 'completed',
          conclusion: 'failure',
          started_at: 's',
          completed_at: 'c',
          details_url: null,
        },
      ],
    };
    expect(deploysOf(reports).map((d) => [d.host, d.state, d.at])).toEqual([
      ['Production', 'pending', 'x'],
      ['GitHub Pages', 'success', 'y'],
      ['Cloudflare Pages', 'failure', 'c'],
    ]);
  });
});

describe('how long publishing usually takes', () => {
  it('the median of the last five successful deploys, from commit to live', () => {
    const reports = [
      pages('a', 'success', '2026-11-28T10:04:00Z'), // 4 min
      pages('b', 'success', '2026-11-28T10:03:00Z'), // 2 min
      pages('c', 'failure', '2026-11-28T10:30:00Z'), // failures do not count
      pages('d', 'success', '2026-11-28T10:06:00Z'), // 3 min
    ];
    expect(usualPublishingMs(BRANCH, reports)).toBe(3 * 60_000);
    expect(usualPublishingMs(BRANCH, reports.slice(0, 2))).toBe(3 * 60_000); // even count: the mean of the middle two
    expect(usualPublishingMs(BRANCH, [])).toBeUndefined();
  });

  it('in words', () => {
    expect(aboutDuration(20_000)).toBe('under a minute');
    expect(aboutDuration(60_000)).toBe('about 1 minute');
    expect(aboutDuration(4.4 * 60_000)).toBe('about 4 minutes');
    expect(aboutDuration(150 * 60_000)).toBe('about 3 hours');
  });
});

describe("a save's state", () => {
  it('live once a later commit carrying it deployed, since the first such success', () => {
    const reports = [pages('e', 'success', '2026-11-28T10:09:00Z'), pages('d', 'success', '2026-11-28T10:08:00Z')];
    expect(saveState('b', BRANCH, reports)).toEqual({ state: 'live', since: '2026-11-28T10:08:00Z' });
  });

  it("not published when its own deploy's content check refused it, naming a later change when that was it", () => {
    const refused = {
      sha: 'd',
      statuses: [
        { context: CHECK_CONTEXT, state: 'failure', description: 'the words', target_url: 'run', created_at: 't' },
      ],
    };
    expect(saveState('c', BRANCH, [refused, pages('a', 'success', 't')])).toEqual({
      state: 'not-published',
      reason: 'the words',
      runUrl: 'run',
      laterChange: true,
    });
    // A deploy of a later commit under way: publishing again.
    expect(saveState('c', BRANCH, [refused, pages('e', 'in_progress', 't')])).toMatchObject({ state: 'publishing' });
  });

  it('unreported when no host ever reported a deploy (Netlify)', () => {
    expect(saveState('c', BRANCH, [])).toEqual({ state: 'unreported' });
  });
});

describe("the editor's words", () => {
  const now = new Date('2026-11-28T15:00:00Z');
  it('live since the time on the clock, with the page', () => {
    expect(clockTime('2026-11-28T14:32:10Z', now, 'UTC')).toBe('14:32');
    expect(clockTime('2026-11-26T09:05:00Z', now, 'UTC')).toBe('09:05 on 26 November');
    const words = publishWords(
      { state: 'live', since: '2026-11-28T14:32:10Z' },
      'https://x/services/branding/',
      now,
      'UTC',
    );
    expect(words.heading).toBe('Live since 14:32');
    expect(words.link).toEqual({ text: 'Open the page on the live site', href: 'https://x/services/branding/' });
  });

  it('publishing with how long it usually takes; not published with the words and the run', () => {
    expect(publishWords({ state: 'publishing', usualMs: 240_000 }, 'p', now).text).toContain('about 4 minutes');
    const refused = publishWords(
      {
        state: 'not-published',
        reason: 'services/branding.md: “Page text” …',
        runUrl: 'https://run',
        laterChange: false,
      },
      'p',
      now,
    );
    expect(refused.heading).toBe('Not published');
    expect(refused.text).toContain('services/branding.md: “Page text” …');
    expect(refused.link?.href).toBe('https://run');
    // Never only "the build failed": without words, the run says why.
    expect(publishWords({ state: 'not-published', reason: '', laterChange: false }, 'p', now).text).toContain(
      'the run says why',
    );
  });
});

describe("an entry's page on the live site", () => {
  it("every list with pages of its own opens the entry's page, every page's file its page", () => {
    expect(entryPage('content/services/branding.md')).toBe('/services/branding/');
    expect(entryPage('content/case-studies/projects/central-highlands-coffee.yaml')).toBe(
      '/work/central-highlands-coffee/',
    );
    expect(entryPage('content/pages/privacy.md')).toBe('/privacy/');
    expect(entryPage('content/about.json')).toBe('/about/');
    expect(entryPage('content/faq/pricing.json')).toBe('/faq/');
    expect(entryPageUrl('https://kileledigital.com/', 'content/home.json')).toBe('https://kileledigital.com/');
  });

  it('links an article to its own address', () => {
    expect(entryPage('content/insights/why-alt-text-matters.md')).toBe('/insights/why-alt-text-matters/');
  });

  it('every content file maps to a page address in the served form', () => {
    const routes = new Set(['/', '/about/', '/process/', '/work/', '/faq/', '/contact/', '/industries/', '/services/']);
    for (const model of Object.values(CONTENT_MODEL)) {
      if (model.storage.kind === 'singleton') {
        const page = entryPage(model.storage.file);
        expect(page, model.storage.file).toMatch(/^\/([a-z-]+\/)*$/);
        expect(routes.has(page) || page === '/', model.storage.file).toBe(true);
      } else {
        const folder = model.storage.folder;
        for (const file of (existsSync(folder) ? readdirSync(folder) : []).filter((f) => /\.(json|ya?ml|md)$/.test(f)))
          expect(entryPage(`${folder}/${file}`)).toMatch(/^\/([a-z0-9-]+\/)*$/);
      }
    }
  });
});
