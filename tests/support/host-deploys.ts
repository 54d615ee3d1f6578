/**
 * What each host writes to GitHub while it publishes a commit of the production branch, as REST
 * calls its GitHub app (or GitHub Actions) makes, so a test can replay them against the stand-in
 * and check what the live studio tells the editor (studio/publish-state.ts,
 * studio/live/publish-status.ts). The production counterpart of tests/support/host-previews.ts,
 * calibrated the same way (what the hosts are seen to write, searched 2026-11-28):
 *
 * - GitHub Pages (.github/workflows/deploy-pages.yml): the deploy job names the environment
 *   `github-pages`, so GitHub Actions makes a deployment of the run's commit in it when the job
 *   starts (creator `github-actions[bot]`), with the statuses `queued`, `in_progress`, then
 *   `success` whose `environment_url` is the job's `environment.url` (`actions/deploy-pages`'
 *   `page_url`, the site's address) and whose `log_url` is the job, or `failure`. A content check
 *   that refuses the commit fails the `content` job before the deploy job starts: no deployment
 *   at all (Decap's "Deploy status setup", decapcms.org/docs/turbo-deploy-status-setup: "A failing
 *   build stops the workflow before it and reports nothing"), which is why the workflow posts the
 *   commit status `content checks` itself (scripts/draft-check.mjs, replayed here by `contentCheck`).
 * - Vercel: a deployment in the environment `Production` with `production_environment: true`,
 *   its status `pending` then `success` (`environment_url` the deployment's own `*.vercel.app`
 *   address, `log_url` its page in Vercel's dashboard) or `failure`, and a commit status `Vercel`
 *   (`Deployment has completed` / `Deployment has failed`), as for a preview (host-previews.ts) in
 *   the production environment.
 * - Cloudflare Pages (Git integration): a check run `Cloudflare Pages` on the commit, in progress
 *   while it builds, then completed with the conclusion `success` or `failure` (its details URL
 *   Cloudflare's dashboard), as for a preview.
 * - Netlify posts nothing to GitHub for a production deploy, only for Deploy Previews (Decap's
 *   same page: "Netlify posts commit statuses and Checks to GitHub only for deploy previews —
 *   nothing for branch or production deploys, and no Netlify setting changes that";
 *   nickytonline/nickytdotco#967: "a known-good prior production commit … has zero commit
 *   statuses"), so it is no entry here: the studio says it cannot tell (publish-state's `unreported`).
 */

/** One REST call as the host's app: `path` under `/repos/{owner}/{repo}`. */
export type HostCall = (method: string, path: string, body: unknown) => Promise<{ status: number; body: unknown }>;

/** What a host reported when it finished: when, its words, and its log, as GitHub answered the report. */
export interface HostReport {
  at: string;
  description?: string;
  logUrl?: string;
}

export interface HostDeploy {
  host: string;
  /** The login of what posts the reports. */
  app: string;
  /** The host starts publishing `sha`; returns how to finish, which answers what it reported. */
  start(call: HostCall, sha: string): Promise<(outcome: 'success' | 'failure') => Promise<HostReport>>;
}

/** The site's name on each host, as in host-previews.ts. */
const SITE = 'kilele-website';

async function made(call: HostCall, method: string, path: string, body: unknown) {
  const answer = await call(method, path, body);
  if (answer.status !== 201 && answer.status !== 200)
    throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body as Record<string, unknown>;
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/**
 * A deployment of `sha` and the statuses it goes through: the one shape GitHub Pages (through
 * GitHub Actions) and Vercel share, in their own environments and words. `progress` are the statuses
 * while it builds; `finish` posts the outcome's status, with the site's address on a success.
 */
async function deployment(
  call: HostCall,
  sha: string,
  shape: { deployment: Record<string, unknown>; logUrl: string; progress: Record<string, unknown>[] },
) {
  const created = await made(call, 'POST', '/deployments', {
    ref: sha,
    auto_merge: false,
    required_contexts: [],
    ...shape.deployment,
  });
  const statuses = `/deployments/${String(created.id)}/statuses`;
  for (const status of shape.progress) await made(call, 'POST', statuses, { log_url: shape.logUrl, ...status });
  return async (status: Record<string, unknown>): Promise<HostReport> => {
    const answer = await made(call, 'POST', statuses, { log_url: shape.logUrl, ...status });
    const description = text(answer.description);
    return { at: String(answer.created_at), ...(description ? { description } : {}), logUrl: shape.logUrl };
  };
}

/** GitHub Pages through the deploy workflow; `siteUrl` is what `actions/deploy-pages` gives as `page_url`. */
export const gitHubPages = (siteUrl: string, runUrl: string): HostDeploy => ({
  host: 'GitHub Pages',
  app: 'github-actions[bot]',
  async start(call, sha) {
    const finish = await deployment(call, sha, {
      deployment: { task: 'deploy', environment: 'github-pages' },
      logUrl: `${runUrl}/job/1`,
      progress: [{ state: 'queued' }, { state: 'in_progress' }],
    });
    return (outcome) =>
      finish({
        state: outcome,
        ...(outcome === 'success' ? { environment_url: `${siteUrl.replace(/\/$/, '')}/` } : {}),
      });
  },
});

const vercelId = (sha: string) => sha.slice(0, 9);

export const vercel: HostDeploy = {
  host: 'Vercel',
  app: 'vercel[bot]',
  async start(call, sha) {
    const inspect = `https://vercel.com/kilele/${SITE}/${vercelId(sha)}`;
    const finish = await deployment(call, sha, {
      deployment: {
        environment: 'Production',
        description: 'Vercel production deployment',
        production_environment: true,
      },
      logUrl: inspect,
      progress: [{ state: 'pending', description: 'Building' }],
    });
    await made(call, 'POST', `/statuses/${sha}`, {
      state: 'pending',
      context: 'Vercel',
      description: 'Vercel is deploying your app',
      target_url: inspect,
    });
    return async (outcome) => {
      const description = outcome === 'success' ? 'Deployment has completed' : 'Deployment has failed';
      const report = await finish({
        state: outcome,
        description,
        ...(outcome === 'success' ? { environment_url: `https://${SITE}-${vercelId(sha)}-kilele.vercel.app` } : {}),
      });
      await made(call, 'POST', `/statuses/${sha}`, {
        state: outcome,
        context: 'Vercel',
        description,
        target_url: inspect,
      });
      return report;
    };
  },
};

export const cloudflarePages: HostDeploy = {
  host: 'Cloudflare Pages',
  app: 'cloudflare-pages[bot]',
  async start(call, sha) {
    const dashboard = `https://dash.cloudflare.com/?to=/:account/pages/view/${SITE}/${sha.slice(0, 8)}-0c1f-4b1e-9f7a-5d2c8e6a4b3f`;
    const run = await made(call, 'POST', '/check-runs', {
      name: 'Cloudflare Pages',
      head_sha: sha,
      status: 'in_progress',
      details_url: dashboard,
      output: { title: 'Deploying your site', summary: `Building \`${sha.slice(0, 7)}\`` },
    });
    return async (outcome) => {
      const answer = await made(call, 'PATCH', `/check-runs/${String(run.id)}`, {
        status: 'completed',
        conclusion: outcome,
        output:
          outcome === 'success'
            ? { title: 'Deployed successfully', summary: `https://${sha.slice(0, 8)}.${SITE}.pages.dev` }
            : { title: 'Build failed', summary: 'The build failed: see the deployment log.' },
      });
      const title = text((answer.output as Record<string, unknown> | undefined)?.title);
      return { at: String(answer.completed_at), ...(title ? { description: title } : {}), logUrl: dashboard };
    };
  },
};
