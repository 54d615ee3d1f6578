/**
 * Review mode's **Publish**, said in words beside the entry. Sveltia's Publish is GitHub's merge of
 * the draft's pull request (`PUT /repos/{repo}/pulls/{number}/merge`); when branch protection
 * refuses it, Sveltia says only "Couldn't publish the entry. Please try again.", and nothing when it
 * worked. This notice reads GitHub's own answer to that merge as the studio receives it (the
 * page's `fetch`, which Sveltia calls for every request) and says what is missing, or that the
 * draft is published (studio/publish.ts), in the same kind of box as a failed check's.
 */
import { publishWords, type PublishWords, type Review } from '../publish';
import { gitHub, token } from './draft-checks';

/** The address of the merge of a pull request of `repo`, its number captured. */
const mergeOf = (repo: string) =>
  new RegExp(`^https://api\\.github\\.com/repos/${repo.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/pulls/(\\d+)/merge$`);

function render(words: PublishWords, onClose: () => void): HTMLElement {
  const colour = words.published ? '#067647' : '#b42318';
  const aside = document.createElement('aside');
  aside.setAttribute('aria-labelledby', 'publish-notice-heading');
  aside.setAttribute('role', 'status');
  aside.dataset.publishNotice = '';
  aside.style.cssText =
    'position:fixed;z-index:2147483000;right:16px;bottom:16px;max-width:min(30rem,calc(100vw - 32px));' +
    `padding:12px 16px;border:2px solid ${colour};border-radius:8px;background:#fff;color:#1d2939;` +
    'font:14px/1.45 system-ui,sans-serif;box-shadow:0 4px 16px rgb(0 0 0 / 0.2)';
  const heading = document.createElement('h2');
  heading.id = 'publish-notice-heading';
  heading.textContent = words.heading;
  heading.style.cssText = `margin:0 0 4px;font-size:15px;color:${colour}`;
  const text = document.createElement('p');
  text.textContent = words.text;
  text.style.margin = '0 0 8px';
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = 'Dismiss';
  close.addEventListener('click', onClose);
  aside.append(heading, text, close);
  return aside;
}

/** Shows the words for every answer GitHub gives the studio's merges of `repo`'s pull requests. */
export function watchPublishes(repo: string): void {
  const merge = mergeOf(repo);
  let shown: HTMLElement | undefined;
  const show = (words: PublishWords) => {
    shown?.remove();
    const element = render(words, () => element.remove());
    shown = element;
    document.body.append(element);
  };
  const answered = async (number: number, response: Response) => {
    const { message = '' } = (await response.json().catch(() => ({}))) as { message?: string };
    const auth = token();
    // A refusal for want of an approval: whether someone asked for changes is worth saying too.
    const reviews =
      response.status === 405 && /approving review/i.test(message) && auth
        ? await gitHub<Review[]>(`/repos/${repo}/pulls/${number}/reviews?per_page=100`, auth).catch(() => [])
        : [];
    show(publishWords({ status: response.status, message }, number, reviews));
  };
  const original = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const response = await original(input, init);
    const request = input instanceof Request ? input : undefined;
    const url = (request?.url ?? String(input)).split('?')[0]!;
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    const found = method === 'PUT' ? merge.exec(url) : null;
    if (found) void answered(Number(found[1]), response.clone());
    return response;
  };
}
