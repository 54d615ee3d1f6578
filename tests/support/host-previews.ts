/**
 * What each host that builds pull requests itself writes to GitHub once a draft's preview is ready,
 * as REST calls its GitHub app makes, so a test can replay them against the stand-in and check that
 * the studio's View Preview finds the preview in them (Sveltia reads a draft head's statuses,
 * deployments and check runs in one GraphQL query and picks one: `pickDeployment` in its
 * `src/lib/services/backends/git/shared/deployment.js`).
 *
 * Calibrated from what the hosts are seen to write on public repositories (searched 2026-11-27):
 * - Netlify: a commit status with the context `netlify/<site>/deploy-preview`, the description
 *   `Deploy Preview ready!` and the target URL `https://deploy-preview-<pull>--<site>.netlify.app`
 *   (a project's notes quoting one such status, field by field; the older context `deploy/netlify`
 *   linked Netlify's deploy page instead, kubernetes-sigs/kueue#12530).
 * - Vercel: a GitHub deployment in the environment `Preview` whose `success` status carries the
 *   preview as `environment_url` (Vercel sets it only on success: a Vercel engineer in
 *   mootoday/www-mootoday-com#161), and a commit status with the context `Vercel`, the description
 *   `Deployment has completed` and a target URL on vercel.com, the deployment's page in Vercel's
 *   dashboard (`https://vercel.com/<team>/<project>/<id>`, quoted from `GET /commits/{sha}/status`
 *   in public notes). Vercel's own `POST /deployments` parameters are not public: `auto_merge: false`
 *   and `required_contexts: []` are what a deployment of a commit as it is needs.
 * - Cloudflare Pages (Git integration): a check run named `Cloudflare Pages` whose details URL is
 *   the deployment in Cloudflare's dashboard and whose output summary is the table Cloudflare also
 *   posts as a pull request comment (`Latest commit`, `Status: ✅ Deploy successful!`, `Preview
 *   URL` the deployment's own `https://<id>.<project>.pages.dev`, `Branch Preview URL` the branch's
 *   alias; e.g. the comment quoted in numpy/numpy.org#721). Sveltia's source says the same of the
 *   summary ("a table of preview URLs … while the check itself links to the Cloudflare dashboard").
 *   Not verified against a real check run (none was found): the summary is taken to be that table
 *   alone. Were Cloudflare to put the comment's heading before it (`## Deploying with <a
 *   href="https://pages.dev">…`), Sveltia's `findURLInSummary` would take `https://pages.dev`, the
 *   first address off the dashboard's host, for the preview.
 */

/** One REST call as the host's GitHub app: `path` under `/repos/{owner}/{repo}`. */
type HostCall = (method: string, path: string, body: unknown) => Promise<{ status: number; body: unknown }>;

/** The draft a host built: its pull request's number, its branch and its head commit. */
export interface BuiltDraft {
  number: number;
  branch: string;
  sha: string;
}

export interface HostPreview {
  /** The host, as docs/hosting.md names it. */
  host: string;
  /** The login of the host's GitHub app, which posts what it reports (as it signs its pull request comments). */
  app: string;
  /** Host names its previews are served under (Chromium's `--host-resolver-rules` patterns). */
  domains: string[];
  /** The URL of the draft's preview that the studio should open. */
  previewUrl(draft: BuiltDraft): string;
  /** What the host writes to GitHub once the draft's preview is ready. */
  report(call: HostCall, draft: BuiltDraft): Promise<void>;
}

/** The site's name on each host (the project the owner creates there). */
const SITE = 'kilele-website';

/** Calls the host's app makes, each of which GitHub must take (201). */
async function made(call: HostCall, method: string, path: string, body: unknown) {
  const answer = await call(method, path, body);
  if (answer.status !== 201)
    throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body as Record<string, unknown>;
}

const netlify: HostPreview = {
  host: 'Netlify',
  app: 'netlify[bot]',
  domains: ['*.netlify.app'],
  previewUrl: ({ number }) => `https://deploy-preview-${number}--${SITE}.netlify.app`,
  async report(call, draft) {
    await made(call, 'POST', `/statuses/${draft.sha}`, {
      state: 'success',
      context: `netlify/${SITE}/deploy-preview`,
      description: 'Deploy Preview ready!',
      target_url: this.previewUrl(draft),
    });
  },
};

/** Vercel's unique URL of one deployment (`<project>-<id>-<team>.vercel.app`), here from the commit. */
const vercelId = (sha: string) => sha.slice(0, 9);

const vercel: HostPreview = {
  host: 'Vercel',
  app: 'vercel[bot]',
  domains: ['*.vercel.app'],
  previewUrl: ({ sha }) => `https://${SITE}-${vercelId(sha)}-kilele.vercel.app`,
  async report(call, draft) {
    const deployment = await made(call, 'POST', '/deployments', {
      ref: draft.sha,
      environment: 'Preview',
      description: 'Vercel preview deployment',
      auto_merge: false,
      required_contexts: [],
      production_environment: false,
    });
    const inspect = `https://vercel.com/kilele/${SITE}/${vercelId(draft.sha)}`;
    await made(call, 'POST', `/deployments/${String(deployment.id)}/statuses`, {
      state: 'success',
      environment_url: this.previewUrl(draft),
      log_url: inspect,
      description: 'Deployment has completed',
    });
    await made(call, 'POST', `/statuses/${draft.sha}`, {
      state: 'success',
      context: 'Vercel',
      description: 'Deployment has completed',
      target_url: inspect,
    });
  },
};

/** Cloudflare's id of one deployment (the first label of its own `*.pages.dev` address), here from the commit. */
const pagesId = (sha: string) => sha.slice(0, 8);
/** A branch's alias on Cloudflare Pages: lower case, every run of other characters one `-`. */
const pagesAlias = (branch: string) => branch.toLowerCase().replace(/[^a-z0-9]+/g, '-');

const cloudflarePages: HostPreview = {
  host: 'Cloudflare Pages',
  app: 'cloudflare-pages[bot]',
  domains: ['*.pages.dev'],
  previewUrl: ({ sha }) => `https://${pagesId(sha)}.${SITE}.pages.dev`,
  async report(call, draft) {
    const dashboard = `https://dash.cloudflare.com/?to=/:account/pages/view/${SITE}/${pagesId(draft.sha)}-0c1f-4b1e-9f7a-5d2c8e6a4b3f`;
    const summary = [
      `<table><tr><td><strong>Latest commit:</strong> </td><td>`,
      `<code>${draft.sha.slice(0, 7)}</code>`,
      `</td></tr>`,
      `<tr><td><strong>Status:</strong></td><td>&nbsp;✅&nbsp; Deploy successful!</td></tr>`,
      `<tr><td><strong>Preview URL:</strong></td><td>`,
      `<a href='${this.previewUrl(draft)}'>${this.previewUrl(draft)}</a>`,
      `</td></tr>`,
      `<tr><td><strong>Branch Preview URL:</strong></td><td>`,
      `<a href='https://${pagesAlias(draft.branch)}.${SITE}.pages.dev'>https://${pagesAlias(draft.branch)}.${SITE}.pages.dev</a>`,
      `</td></tr>`,
      `</table>`,
      ``,
      `[View logs](${dashboard})`,
    ].join('\n');
    await made(call, 'POST', '/check-runs', {
      name: 'Cloudflare Pages',
      head_sha: draft.sha,
      status: 'completed',
      conclusion: 'success',
      details_url: dashboard,
      output: { title: 'Deployed successfully', summary },
    });
  },
};

/** The hosts docs/hosting.md names that build every pull request themselves. */
export const HOST_PREVIEWS: HostPreview[] = [netlify, vercel, cloudflarePages];
