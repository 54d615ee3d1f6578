// @vitest-environment jsdom
// The studio's notice beside a draft whose content check failed (studio/live/draft-checks.ts), as
// an editor meets it: nothing until signed in and on an entry; on a draft whose newest
// `content checks` status failed, the status's words and a link to the pull request; gone once the
// check passes. GitHub is a stand-in `fetch` answering as GitHub's REST API does.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHECK_CONTEXT } from '../../studio/draft-check';
import { NOTICE_HEADING, pullLinkText, watchDraftChecks } from '../../studio/live/draft-checks';

const REPO = 'kilele-digital/website';
const REASON =
  'services/design.md: “SEO › Description” is too long: shorten it by 54 characters; it has 224, and at most 170 fit.';
let statuses: { context: string; state: string; description: string | null }[] = [];
const asked: string[] = [];

const fetchStandIn = vi.fn(async (input: string | URL, init?: RequestInit) => {
  const url = new URL(String(input));
  asked.push(`${url.pathname}${url.search} ${new Headers(init?.headers).get('authorization')}`);
  if (url.pathname === `/repos/${REPO}/pulls`) {
    const head = url.searchParams.get('head');
    const pulls =
      head === 'kilele-digital:cms/services/design'
        ? [{ number: 4, html_url: `https://github.com/${REPO}/pull/4`, head: { sha: 'c0ffee' } }]
        : [];
    return new Response(JSON.stringify(pulls), { status: 200 });
  }
  if (url.pathname === `/repos/${REPO}/commits/c0ffee/statuses`)
    return new Response(JSON.stringify(statuses), { status: 200 });
  return new Response('{"message":"Not Found"}', { status: 404 });
});

const notice = () => document.querySelector<HTMLElement>('aside[aria-labelledby]');
const go = (hash: string) => {
  location.hash = hash;
  dispatchEvent(new HashChangeEvent('hashchange'));
};

beforeAll(() => {
  vi.stubGlobal('fetch', fetchStandIn);
  watchDraftChecks(REPO);
});
afterAll(() => vi.unstubAllGlobals());

describe("the studio's notice of a draft's failed content check", () => {
  it('asks nothing before the editor has signed in', async () => {
    go('#/collections/services/entries/design');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchStandIn).not.toHaveBeenCalled();
    expect(notice()).toBeNull();
  });

  it("shows the newest failed status's words and the pull request, with the editor's token", async () => {
    localStorage.setItem('sveltia-cms.user', JSON.stringify({ backendName: 'github', token: 'gho_njeri' }));
    // Newest first, as GitHub lists them: an older success of the same context does not count.
    statuses = [
      { context: 'netlify/kilele/deploy-preview', state: 'success', description: 'Deploy Preview ready!' },
      { context: CHECK_CONTEXT, state: 'failure', description: REASON },
      { context: CHECK_CONTEXT, state: 'success', description: 'The content checks passed.' },
    ];
    go('#/collections/services/entries/design');
    await vi.waitFor(() => expect(notice()).not.toBeNull());
    const aside = notice()!;
    const heading = document.getElementById(aside.getAttribute('aria-labelledby')!)!;
    expect(heading.tagName).toBe('H2');
    expect(heading.textContent).toBe(NOTICE_HEADING);
    expect(aside.textContent).toContain(REASON);
    const link = aside.querySelector('a')!;
    expect(link.textContent).toBe(pullLinkText(4));
    expect(link.getAttribute('href')).toBe(`https://github.com/${REPO}/pull/4`);
    expect(asked).toContain(
      `/repos/${REPO}/pulls?state=open&head=kilele-digital%3Acms%2Fservices%2Fdesign token gho_njeri`,
    );
  });

  it('goes on another entry without a draft, and away from entries, however fast the editor moves', async () => {
    go('#/collections/services/entries/branding');
    await vi.waitFor(() => expect(notice()).toBeNull());
    // Two moves in a row: the second is looked at once the first look is done.
    go('#/collections/services/entries/design');
    go('#/collections/services/entries/branding');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(notice()).toBeNull();
    go('#/collections/services/entries/design');
    await vi.waitFor(() => expect(notice()).not.toBeNull());
    const before = fetchStandIn.mock.calls.length;
    go('#/workflow');
    await vi.waitFor(() => expect(notice()).toBeNull());
    expect(fetchStandIn.mock.calls.length, 'no entry, nothing asked').toBe(before);
  });

  it('goes once the check passes, and shows one notice at a time', async () => {
    go('#/collections/services/entries/design');
    await vi.waitFor(() => expect(notice()).not.toBeNull());
    dispatchEvent(new HashChangeEvent('hashchange'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelectorAll('aside[aria-labelledby]')).toHaveLength(1);
    statuses = [{ context: CHECK_CONTEXT, state: 'success', description: 'The content checks passed.' }, ...statuses];
    dispatchEvent(new HashChangeEvent('hashchange'));
    await vi.waitFor(() => expect(notice()).toBeNull());
  });
});
