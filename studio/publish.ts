/**
 * Review mode's **Publish** in the editor's words. Publish asks GitHub to merge the draft's pull
 * request; branch protection (docs/content.md) makes GitHub refuse it with 405 while an approval by
 * someone other than the author is missing or the content check has not passed, and Sveltia then
 * says only "Couldn't publish the entry. Please try again." (and nothing at all when it worked).
 * These are the words the studio's notice shows instead (studio/live/publish-notice.ts): what is
 * missing and what to do, or that the draft is published.
 */

/** GitHub's answer to the merge (`PUT /repos/{owner}/{repo}/pulls/{number}/merge`): its status and `message`. */
export interface MergeAnswer {
  status: number;
  message: string;
}

/** A review of the pull request as GitHub lists it (`GET …/pulls/{number}/reviews`). */
export interface Review {
  user: { login: string } | null;
  state: string;
}

/** What the notice says: its heading (its accessible name) and its sentence. */
export interface PublishWords {
  heading: string;
  text: string;
  published: boolean;
}

export const PUBLISHED = 'Draft published';
export const NOT_PUBLISHED = 'Not published yet';

/** The reviewers whose latest decision asks for changes (a comment decides nothing), as GitHub counts them. */
export function changesRequestedBy(reviews: readonly Review[]): string[] {
  const latest = new Map<string, string>();
  for (const review of reviews)
    if (review.user && (review.state === 'APPROVED' || review.state === 'CHANGES_REQUESTED'))
      latest.set(review.user.login, review.state);
  return [...latest].filter(([, state]) => state === 'CHANGES_REQUESTED').map(([login]) => login);
}

/** The words for GitHub's answer to the merge of pull request `number`, with its reviews when they were read. */
export function publishWords(answer: MergeAnswer, number: number, reviews: readonly Review[] = []): PublishWords {
  const pull = `pull request #${number}`;
  if (answer.status >= 200 && answer.status < 300)
    return {
      heading: PUBLISHED,
      published: true,
      text: `Your draft is now on the live site's branch (${pull} is merged): the site rebuilds with it within minutes.`,
    };
  const refused = (text: string): PublishWords => ({ heading: NOT_PUBLISHED, published: false, text });
  const { message } = answer;
  if (/approving review/i.test(message)) {
    const asked = changesRequestedBy(reviews);
    const changes = asked.length
      ? ` ${asked.join(' and ')} asked for changes on GitHub: make them here and save the draft, then ask for the approval again.`
      : '';
    return refused(
      `It needs an approval by someone other than its author, and has none yet: ask a colleague with access to the repository to open ${pull} on GitHub and approve it (Files changed → Review changes → Approve), then press Publish again. Trying again before that will not help.${changes}`,
    );
  }
  const check = /status check "([^"]+)" is (failing|in progress|expected)/i.exec(message);
  if (check?.[2] === 'failing')
    return refused(
      `Its check “${check[1]}” failed: the box about the check (or ${pull}) says which field to change. Change it and save the draft; once the check passes, press Publish again.`,
    );
  if (check)
    return refused(
      `Its check “${check[1]}” has not finished yet (it runs for a few minutes after each save): press Publish again once it has passed.`,
    );
  if (/still a draft/i.test(message))
    return refused('It is still a draft: set its status to Ready (Status, top right), then press Publish again.');
  return refused(
    `GitHub did not merge ${pull}${message ? ` (“${message}”)` : ''}. Try again in a moment; if it keeps failing, ask the site's engineer.`,
  );
}
