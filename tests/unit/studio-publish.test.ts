// Review mode's Publish in words (studio/publish.ts): GitHub's answer to the merge of a draft's pull
// request, as the stand-in gives it (tests/support/github-standin/pulls.ts, GitHub's messages),
// said as what is missing and what to do, or that the draft is published.
import { describe, expect, it } from 'vitest';
import { changesRequestedBy, NOT_PUBLISHED, PUBLISHED, publishWords } from '../../studio/publish';

const refused = (message: string, reviews = []) => publishWords({ status: 405, message }, 7, reviews);

describe('publishWords', () => {
  it('says a merged draft is published', () => {
    expect(publishWords({ status: 200, message: 'Pull Request successfully merged' }, 7)).toMatchObject({
      heading: PUBLISHED,
      published: true,
      text: expect.stringContaining('pull request #7 is merged'),
    });
  });
  it('says an approval by someone other than the author is missing, and that trying again will not help', () => {
    const words = refused('At least 1 approving review is required by reviewers with write access.');
    expect(words).toMatchObject({ heading: NOT_PUBLISHED, published: false });
    expect(words.text).toMatch(/^It needs an approval by someone other than its author/);
    expect(words.text).toContain('open pull request #7 on GitHub and approve it');
    expect(words.text).toContain('Trying again before that will not help.');
  });
  it('names who asked for changes', () => {
    const words = publishWords(
      { status: 405, message: 'At least 1 approving review is required by reviewers with write access.' },
      7,
      [
        { user: { login: 'tom' }, state: 'APPROVED' },
        { user: { login: 'tom' }, state: 'CHANGES_REQUESTED' },
        { user: { login: 'amani' }, state: 'COMMENTED' },
      ],
    );
    expect(words.text).toContain('tom asked for changes on GitHub');
  });
  it.each([
    [
      'Required status check "content checks" is failing.',
      /^Its check “content checks” failed: .* says which field to change/,
    ],
    ['Required status check "content checks" is in progress.', /^Its check “content checks” has not finished yet/],
    ['Required status check "content checks" is expected.', /^Its check “content checks” has not finished yet/],
    ['Pull Request is still a draft', /^It is still a draft: set its status to Ready/],
    [
      'Head branch was modified. Review and try the merge again.',
      /^GitHub did not merge pull request #7 \(“Head branch/,
    ],
  ])('%s', (message, words) => expect(refused(message).text).toMatch(words));
});

describe('changesRequestedBy', () => {
  it("counts each reviewer's latest decision, comments aside", () => {
    expect(
      changesRequestedBy([
        { user: { login: 'tom' }, state: 'CHANGES_REQUESTED' },
        { user: { login: 'tom' }, state: 'COMMENTED' },
        { user: { login: 'ana' }, state: 'CHANGES_REQUESTED' },
        { user: { login: 'ana' }, state: 'APPROVED' },
        { user: null, state: 'CHANGES_REQUESTED' },
      ]),
    ).toEqual(['tom']);
  });
});
