// The GitHub stand-in (tests/support/github-standin) answers Sveltia CMS's own requests from a real
// bare repository, commits as GitHub does, and refuses what GitHub refuses. The GraphQL documents
// below are copied from @sveltia/cms 0.221.1 as published on npm (dist/sveltia-cms.mjs: the GitHub
// backend's queries, minified names aside), sent as its fetchGraphQL sends them.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startGitHubStandIn, type GitHubStandIn, type StandInUser } from '../support/github-standin/server.ts';
import { HOST_PREVIEWS } from '../support/host-previews.ts';

const TOKEN = 'ghp_standinEditorToken0000000000000000';
const EDITOR: StandInUser = { login: 'editor', name: 'Ada Editor', email: 'ada@example.com', id: 4242 };
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNoAAAAggCBd81ytgAAAABJRU5ErkJggg==',
  'base64',
);

// FETCH_DEFAULT_BRANCH_NAME_QUERY.
const FETCH_DEFAULT_BRANCH_NAME_QUERY = `
  query($owner: String!, $repo: String!) {
    repository(owner: $owner, name: $repo) {
      defaultBranchRef {
        name
      }
    }
  }
`;

// FETCH_LAST_COMMIT_QUERY.
const FETCH_LAST_COMMIT_QUERY = `
  query($owner: String!, $repo: String!, $branch: String!) {
    repository(owner: $owner, name: $repo) {
      ref(qualifiedName: $branch) {
        target {
          ... on Commit {
            history(first: 1) {
              nodes {
                oid
                message
              }
            }
          }
        }
      }
    }
  }
`;

// The batch builder: one aliased fragment per file (`content_0`, `commit_0` …) in one query.
const batchQuery = (fragments: string[], alias: string, useBranch: boolean) => {
  const r = fragments.map((fragment, index) => `${alias}_${index}: ${fragment}`).join('\n');
  return `
    query($owner: String!, $repo: String!${useBranch ? `, $branch: String!` : ``}) {
      repository(owner: $owner, name: $repo) {
        ${r}
      }
    }
  `;
};
// An entry's text (an asset's is never asked for); a truncated one is then read from the blob.
const contentFragment = (sha: string) => `object(oid: ${JSON.stringify(sha)}) { ... on Blob { text isTruncated } }`;
// A file's last commit: who and when.
const commitFragment = (path: string) => `
  ref(qualifiedName: $branch) {
    target {
      ... on Commit {
        history(first: 1, path: ${JSON.stringify(path)}) {
          nodes {
            author {
              name
              email
              user {
                id: databaseId
                login
              }
            }
            committedDate
          }
        }
      }
    }
  }
`;
// The deployment lights (show_preview_links, on by default): a commit's statuses, deployments and checks.
const deploymentsFragment = (sha: string) =>
  `object(oid: ${JSON.stringify(sha)}) { ... on Commit { ${[
    `status { contexts { context state targetUrl description } }`,
    `deployments(
      last: 10
      orderBy: { field: CREATED_AT, direction: ASC }
    ) {
      nodes {
        environment
        latestStatus {
          state
          environmentUrl
          description
        }
      }
    }`,
    `checkSuites(last: 10) {
      nodes {
        checkRuns(last: 20) {
          nodes {
            name
            status
            conclusion
            detailsUrl
            summary
          }
        }
      }
    }`,
  ].join('\n')} } }`;

// commitChanges's mutation (with the new files' oids).
const commitMutation = (paths: string[]) => `
    mutation($input: CreateCommitOnBranchInput!) {
      createCommitOnBranch(input: $input) {
        commit {
          oid
          committedDate
          ${paths.map((path, index) => `file_${index}: file(path: ${JSON.stringify(path)}) { oid }`).join(' ')}
        }
      }
    }
  `;

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  json: () => Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

let standIn: GitHubStandIn;
let root: string;
let bare: string;

/** One HTTPS request to the stand-in as the browser makes it to `host`. */
function send(
  host: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: unknown,
  port = standIn.port,
) {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  return new Promise<Reply>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        servername: host,
        method,
        path,
        rejectUnauthorized: false,
        headers: {
          host,
          ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const data = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: data,
            json: () => JSON.parse(data.toString()),
          });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const api = (method: string, path: string, body?: unknown, token = TOKEN) =>
  send('api.github.com', method, path, { authorization: `token ${token}`, accept: 'application/json' }, body);

/** Sveltia's fetchGraphQL: line breaks folded, the common variables added, POST to /graphql. */
const graphql = (query: string, variables: Record<string, unknown> = {}) => {
  const folded = query.replace(/\n\s*/g, ' ');
  const common = { owner: 'kilele', repo: 'site', branch: 'main' };
  for (const [key, value] of Object.entries(common)) if (folded.includes(`$${key}`)) variables[key] ??= value;
  return api('POST', '/graphql', { query: folded, variables });
};

const git = (...args: string[]) => execFileSync('git', ['--git-dir', bare, ...args], { encoding: 'utf8' }).trim();

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'github-standin-test-'));
  bare = join(root, 'site.git');
  const work = join(root, 'work');
  execFileSync('git', ['init', '-q', '--bare', '-b', 'main', bare]);
  execFileSync('git', ['init', '-q', '-b', 'main', work]);
  mkdirSync(join(work, 'content', 'faq'), { recursive: true });
  mkdirSync(join(work, 'content', 'images'), { recursive: true });
  writeFileSync(join(work, 'content', 'site.json'), '{ "name": "Kilele Digital" }\n');
  writeFileSync(join(work, 'content', 'faq', 'pricing.json'), '{ "question": "How much?" }\n');
  writeFileSync(join(work, 'content', 'images', 'dot.png'), PNG);
  const identity = ['-c', 'user.name=Seed Author', '-c', 'user.email=seed@example.com'];
  execFileSync('git', ['-C', work, 'add', '.']);
  execFileSync('git', ['-C', work, ...identity, 'commit', '-q', '-m', 'Seed the content']);
  execFileSync('git', ['-C', work, 'push', '-q', bare, 'main']);
  standIn = await startGitHubStandIn({
    repoDir: bare,
    owner: 'kilele',
    repo: 'site',
    branch: 'main',
    tokens: { [TOKEN]: EDITOR },
    oauth: { login: 'editor' },
  });
  // Starting parses GitHub's API description and schema (tens of MB): room for a busy machine.
}, 120_000);

afterAll(async () => {
  await standIn?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the GitHub stand-in', () => {
  it('reads the user, the access check and the tree as Sveltia does', async () => {
    const user = await api('GET', '/user');
    expect(user.status).toBe(200);
    expect(user.json()).toMatchObject({ login: 'editor', name: 'Ada Editor', email: 'ada@example.com', id: 4242 });
    expect(user.headers['access-control-allow-origin']).toBe('*');

    expect((await api('GET', '/repos/kilele/site/collaborators/editor')).status).toBe(204);
    expect((await graphql(FETCH_DEFAULT_BRANCH_NAME_QUERY)).json()).toEqual({
      data: { repository: { defaultBranchRef: { name: 'main' } } },
    });

    const last = (await graphql(FETCH_LAST_COMMIT_QUERY)).json();
    const [head] = last.data.repository.ref.target.history.nodes;
    expect(head).toEqual({ oid: git('rev-parse', 'main'), message: 'Seed the content' });

    const tree = (await api('GET', `/repos/kilele/site/git/trees/${head.oid}?recursive=1`)).json();
    const blobs = tree.tree.filter((e: { type: string }) => e.type === 'blob').map((e: { path: string }) => e.path);
    expect(blobs).toEqual(['content/faq/pricing.json', 'content/images/dot.png', 'content/site.json']);
    expect(tree.truncated).toBe(false);
  });

  it('answers the file contents query with texts and last commits, and a binary blob raw', async () => {
    const tree = (await api('GET', '/repos/kilele/site/git/trees/main?recursive=1')).json();
    const sha = (path: string) => tree.tree.find((e: { path: string }) => e.path === path).sha;
    const contents = await graphql(batchQuery([contentFragment(sha('content/site.json'))], 'content', false));
    expect(contents.json()).toEqual({
      data: { repository: { content_0: { text: '{ "name": "Kilele Digital" }\n', isTruncated: false } } },
    });
    const commits = await graphql(
      batchQuery([commitFragment('content/site.json'), commitFragment('content/images/dot.png')], 'commit', true),
    );
    expect(commits.json().data.repository.commit_1.target.history.nodes[0]).toEqual({
      author: { name: 'Seed Author', email: 'seed@example.com', user: null },
      committedDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
    });
    const deployments = await graphql(batchQuery([deploymentsFragment(git('rev-parse', 'main'))], 'commit', false));
    expect(deployments.json()).toEqual({
      data: { repository: { commit_0: { status: null, deployments: { nodes: [] }, checkSuites: { nodes: [] } } } },
    });

    const raw = await send('api.github.com', 'GET', `/repos/kilele/site/git/blobs/${sha('content/images/dot.png')}`, {
      authorization: `token ${TOKEN}`,
      accept: 'application/vnd.github.raw',
    });
    expect(raw.headers['content-type']).toBe('application/octet-stream');
    expect(raw.body.equals(PNG)).toBe(true);
    const json = (await api('GET', `/repos/kilele/site/git/blobs/${sha('content/images/dot.png')}`)).json();
    expect(Buffer.from(json.content, 'base64').equals(PNG)).toBe(true);
    // Every answer so far was one GitHub's descriptions allow.
    expect(standIn.unknownRequests).toEqual([]);
  });

  it('commits through createCommitOnBranch as the signed-in user, and refuses a stale head', async () => {
    const head = git('rev-parse', 'main');
    const input = {
      branch: { repositoryNameWithOwner: 'kilele/site', branchName: 'main' },
      expectedHeadOid: head,
      fileChanges: {
        additions: [
          { path: 'content/faq/speed.json', contents: Buffer.from('{ "question": "How fast?" }\n').toString('base64') },
          { path: 'content/images/upload.png', contents: PNG.toString('base64') },
        ],
        deletions: [{ path: 'content/faq/pricing.json' }],
      },
      message: { headline: 'Create FAQ question “speed”' },
    };
    const saved = (await graphql(commitMutation(['content/faq/speed.json']), { input })).json();
    const commit = saved.data.createCommitOnBranch.commit;
    expect(commit.oid).toBe(git('rev-parse', 'main'));
    expect(commit.file_0.oid).toBe(git('rev-parse', 'main:content/faq/speed.json'));
    expect(git('log', '-1', '--format=%an <%ae>|%cn|%s|%P', 'main')).toBe(
      `Ada Editor <ada@example.com>|GitHub|Create FAQ question “speed”|${head}`,
    );
    expect(git('ls-tree', '-r', '--name-only', 'main').split('\n')).toEqual([
      'content/faq/speed.json',
      'content/images/dot.png',
      'content/images/upload.png',
      'content/site.json',
    ]);
    const uploaded = execFileSync('git', ['--git-dir', bare, 'cat-file', 'blob', 'main:content/images/upload.png']);
    expect(uploaded.equals(PNG)).toBe(true);

    // The same save again, on the head it started from: refused, nothing moved.
    const stale = await graphql(commitMutation([]), { input });
    expect(stale.status).toBe(200);
    expect(stale.json()).toEqual({
      data: { createCommitOnBranch: null },
      errors: [
        {
          type: 'STALE_DATA',
          path: ['createCommitOnBranch'],
          locations: [expect.objectContaining({ line: 1 })],
          message: `Expected branch to point to "${head}" but it did not. Pull and try again.`,
        },
      ],
    });
    expect(git('rev-parse', 'main')).toBe(commit.oid);
  });

  it('refuses a bad token as GitHub does', async () => {
    const reply = await api('GET', '/user', undefined, 'ghp_nobody');
    expect(reply.status).toBe(401);
    expect(reply.json()).toEqual({
      message: 'Bad credentials',
      documentation_url: 'https://docs.github.com/rest',
      status: '401',
    });
  });

  it('answers 501 to what it does not know, and records it', async () => {
    const before = standIn.unknownRequests.length;
    const unknown = await api('GET', '/repos/kilele/site/no-such-thing');
    expect(unknown.status).toBe(501);
    expect(unknown.json().message).toMatch(
      /GET \/repos\/kilele\/site\/no-such-thing is not in GitHub's REST description/,
    );
    const unimplemented = await api('GET', '/repos/kilele/site/releases');
    expect(unimplemented.status).toBe(501);
    expect(unimplemented.json().message).toMatch(/\(repos\/list-releases, .*\) is not implemented/);
    expect(standIn.unknownRequests.slice(before).map((r) => r.path)).toEqual([
      '/repos/kilele/site/no-such-thing',
      '/repos/kilele/site/releases',
    ]);
  });

  it('refuses a field GitHub does not have, and fails loudly on one it has that the stand-in lacks', async () => {
    const before = standIn.unknownRequests.length;
    const invalid = await graphql(
      'query($owner: String!, $repo: String!) { repository(owner: $owner, name: $repo) { colour } }',
    );
    expect(invalid.status).toBe(200);
    expect(invalid.json().errors[0].message).toBe('Cannot query field "colour" on type "Repository".');
    const lacking = await graphql(
      'query($owner: String!, $repo: String!) { repository(owner: $owner, name: $repo) { stargazerCount } }',
    );
    expect(lacking.status).toBe(501);
    expect(lacking.json().message).toMatch(/does not implement Repository\.stargazerCount/);
    expect(standIn.unknownRequests.slice(before).map((r) => r.reason)).toEqual([
      expect.stringMatching(/invalid against GitHub's schema/),
      expect.stringMatching(/unimplemented GraphQL fields: Repository\.stargazerCount/),
    ]);
  });

  it("validates a REST body against GitHub's schema", async () => {
    const bad = await api('POST', '/repos/kilele/site/dispatches', { event_type: 42 });
    expect(bad.status).toBe(422);
    expect((await api('POST', '/repos/kilele/site/dispatches', { event_type: 'sveltia-cms-publish' })).status).toBe(
      204,
    );
  });

  it("answers a preflight with GitHub's CORS headers", async () => {
    const reply = await send('api.github.com', 'OPTIONS', '/graphql', {
      origin: 'http://localhost:4321',
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization,content-type',
    });
    expect(reply.status).toBe(204);
    expect(reply.headers['access-control-allow-headers']).toMatch(/Authorization, Content-Type/);
  });

  it("signs in through the authenticator: a token for the allowed user, the worker's error form otherwise", async () => {
    const auth = await send(
      'sveltia-cms-auth.example.workers.dev',
      'GET',
      '/auth?provider=github&site_id=localhost&scope=repo,user',
    );
    expect(auth.status).toBe(302);
    const authorize = new URL(String(auth.headers.location));
    expect(authorize.host).toBe('github.com');
    const cookie = String(auth.headers['set-cookie']).split(';')[0] ?? '';
    const approved = await send('github.com', 'GET', authorize.pathname + authorize.search);
    const callback = new URL(String(approved.headers.location));
    expect(callback.host).toBe('sveltia-cms-auth.example.workers.dev');
    const page = await send(callback.host, 'GET', callback.pathname + callback.search, { cookie });
    expect(page.body.toString()).toContain(
      `'authorization:github:success:${JSON.stringify({ provider: 'github', token: TOKEN })}'`,
    );
    const forged = await send(callback.host, 'GET', callback.pathname + callback.search, {
      cookie: 'csrf-token=github_00000000000000000000000000000000',
    });
    expect(forged.body.toString()).toContain('"errorCode":"CSRF_DETECTED"');
  });

  it("holds a merge until another user approves, as branch protection's required approvals do", async () => {
    const REVIEWER_TOKEN = 'ghp_standinReviewerToken00000000000000';
    const REVIEWER: StandInUser = { login: 'tom', name: 'Tom Reviewer', email: 'tom@example.com', id: 4343 };
    const protectedRepo = await startGitHubStandIn({
      repoDir: bare,
      owner: 'kilele',
      repo: 'site',
      branch: 'main',
      tokens: { [TOKEN]: EDITOR, [REVIEWER_TOKEN]: REVIEWER },
      requiredApprovals: 1,
    });
    const as = (token: string, method: string, path: string, body?: unknown) =>
      send(
        'api.github.com',
        method,
        `/repos/kilele/site${path}`,
        { authorization: `token ${token}`, accept: 'application/json' },
        body,
        protectedRepo.port,
      );
    try {
      const base = git('rev-parse', 'main');
      const identity = ['-c', 'user.name=Ada Editor', '-c', 'user.email=ada@example.com'];
      const head = execFileSync('git', ['--git-dir', bare, ...identity, 'commit-tree', 'main^{tree}', '-p', base], {
        input: 'Update FAQ question “speed”\n',
        encoding: 'utf8',
      }).trim();
      git('update-ref', 'refs/heads/cms/faq/speed', head);
      const created = await as(TOKEN, 'POST', '/pulls', { title: 'Speed', head: 'cms/faq/speed', base: 'main' });
      expect(created.status).toBe(201);
      const number = created.json().number as number;
      const merge = () => as(TOKEN, 'PUT', `/pulls/${number}/merge`, { merge_method: 'merge' });
      const review = (token: string, event: string, body?: string) =>
        as(token, 'POST', `/pulls/${number}/reviews`, { event, ...(body ? { body } : {}) });
      const unapproved = {
        message: 'At least 1 approving review is required by reviewers with write access.',
        documentation_url: 'https://docs.github.com/rest/pulls/pulls#merge-a-pull-request',
        status: '405',
      };

      // No review yet: GitHub's 405, main unmoved.
      const refused = await merge();
      expect(refused.status).toBe(405);
      expect(refused.json()).toEqual(unapproved);
      expect((await as(TOKEN, 'GET', `/pulls/${number}`)).json().mergeable_state).toBe('blocked');
      // The author cannot approve (or turn down) their own pull request.
      const own = await review(TOKEN, 'APPROVE');
      expect(own.status).toBe(422);
      expect(own.json()).toEqual({
        message: 'Unprocessable Entity',
        errors: ['Can not approve your own pull request'],
        documentation_url: 'https://docs.github.com/rest/pulls/reviews#create-a-review-for-a-pull-request',
        status: '422',
      });
      expect((await review(TOKEN, 'REQUEST_CHANGES', 'No')).json().errors).toEqual([
        'Can not request changes on your own pull request',
      ]);
      // The author's comment is a review, and counts for nothing.
      expect((await review(TOKEN, 'COMMENT', 'Ready when you are')).status).toBe(200);
      expect((await merge()).status).toBe(405);

      // Another user approves, then requests changes: the later review cancels the approval;
      // a comment after it changes nothing; approving again lets it merge.
      const approved = await review(REVIEWER_TOKEN, 'APPROVE');
      expect(approved.status).toBe(200);
      expect(approved.json()).toMatchObject({ state: 'APPROVED', user: { login: 'tom' }, commit_id: head });
      expect((await review(REVIEWER_TOKEN, 'REQUEST_CHANGES', 'Shorter, please')).status).toBe(200);
      expect((await merge()).json()).toEqual(unapproved);
      expect((await review(REVIEWER_TOKEN, 'COMMENT', 'Still shorter')).status).toBe(200);
      expect((await merge()).status).toBe(405);
      expect(git('rev-parse', 'main')).toBe(base);
      expect((await review(REVIEWER_TOKEN, 'APPROVE')).status).toBe(200);

      const listed = await as(TOKEN, 'GET', `/pulls/${number}/reviews`);
      expect(
        listed.json().map((r: { user: { login: string }; state: string }) => `${r.user.login} ${r.state}`),
      ).toEqual(['editor COMMENTED', 'tom APPROVED', 'tom CHANGES_REQUESTED', 'tom COMMENTED', 'tom APPROVED']);
      const merged = await merge();
      expect(merged.status).toBe(200);
      expect(git('rev-parse', 'main^2')).toBe(head);
      // Every answer was one GitHub's description allows; every refusal GitHub's own.
      expect(protectedRepo.unknownRequests).toEqual([]);
      expect(protectedRepo.requests.filter((r) => r.status >= 400).map((r) => `${r.status} ${r.message}`)).toEqual([
        `405 ${unapproved.message}`,
        '422 Unprocessable Entity',
        '422 Unprocessable Entity',
        `405 ${unapproved.message}`,
        `405 ${unapproved.message}`,
        `405 ${unapproved.message}`,
      ]);
    } finally {
      await protectedRepo.close();
    }
  });

  it("answers the draft check: a draft's pull request by its branch, one comment kept and rewritten, a status's description within 140 characters", async () => {
    const unknownBefore = standIn.unknownRequests.length;
    const base = git('rev-parse', 'main');
    const identity = ['-c', 'user.name=Ada Editor', '-c', 'user.email=ada@example.com'];
    const head = execFileSync('git', ['--git-dir', bare, ...identity, 'commit-tree', 'main^{tree}', '-p', base], {
      input: 'Update FAQ question “price”\n',
      encoding: 'utf8',
    }).trim();
    git('update-ref', 'refs/heads/cms/faq/price', head);
    const created = await api('POST', '/repos/kilele/site/pulls', {
      title: 'Price',
      head: 'cms/faq/price',
      base: 'main',
    });
    expect(created.status).toBe(201);
    const number = created.json().number as number;
    const found = await api(
      'GET',
      `/repos/kilele/site/pulls?state=open&head=${encodeURIComponent('kilele:cms/faq/price')}`,
    );
    expect(found.json().map((p: { number: number }) => p.number)).toEqual([number]);
    expect((await api('GET', '/repos/kilele/site/pulls?state=open&head=kilele:cms/faq/other')).json()).toEqual([]);

    const posted = await api('POST', `/repos/kilele/site/issues/${number}/comments`, { body: 'first' });
    expect(posted.status).toBe(201);
    const id = posted.json().id as number;
    expect((await api('PATCH', `/repos/kilele/site/issues/comments/${id}`, { body: 'second' })).status).toBe(200);
    const listed = await api('GET', `/repos/kilele/site/issues/${number}/comments`);
    expect(listed.json().map((c: { id: number; body: string }) => [c.id, c.body])).toEqual([[id, 'second']]);
    expect((await api('GET', `/repos/kilele/site/pulls/${number}`)).json().comments).toBe(1);

    const status = (description: string) =>
      api('POST', `/repos/kilele/site/statuses/${head}`, { state: 'failure', context: 'content checks', description });
    expect((await status('x'.repeat(140))).status).toBe(201);
    const long = await status('x'.repeat(141));
    expect(long.status).toBe(422);
    expect(long.json().message).toMatch(/description is too long \(maximum is 140 characters\)/);
    const statuses = await api('GET', `/repos/kilele/site/commits/${head}/statuses`);
    expect(statuses.json()).toHaveLength(1);
    expect(standIn.unknownRequests.slice(unknownBefore)).toEqual([]);
  });

  it("takes what each host reports on a draft's head in GitHub's shapes, and reads it back on the commit as Sveltia asks", async () => {
    const unknownBefore = standIn.unknownRequests.length;
    const base = git('rev-parse', 'main');
    const commit = (message: string) =>
      execFileSync(
        'git',
        [
          '--git-dir',
          bare,
          '-c',
          'user.name=A',
          '-c',
          'user.email=a@example.com',
          'commit-tree',
          'main^{tree}',
          '-p',
          base,
        ],
        {
          input: `${message}\n`,
          encoding: 'utf8',
        },
      ).trim();
    const call = async (method: string, path: string, body: unknown) => {
      const answer = await api(method, `/repos/kilele/site${path}`, body);
      return { status: answer.status, body: answer.json() };
    };
    const lights = async (sha: string) =>
      (await graphql(batchQuery([deploymentsFragment(sha)], 'commit', false))).json().data.repository.commit_0;

    const [netlify, vercel, pages] = HOST_PREVIEWS as [
      (typeof HOST_PREVIEWS)[number],
      (typeof HOST_PREVIEWS)[number],
      (typeof HOST_PREVIEWS)[number],
    ];
    const draft = { number: 7, branch: 'cms/faq/pricing', sha: commit('Netlify') };
    await netlify.report(call, draft);
    expect((await lights(draft.sha)).status.contexts).toEqual([
      {
        context: 'netlify/kilele-website/deploy-preview',
        state: 'SUCCESS',
        targetUrl: 'https://deploy-preview-7--kilele-website.netlify.app',
        description: 'Deploy Preview ready!',
      },
    ]);

    const onVercel = { ...draft, sha: commit('Vercel') };
    await vercel.report(call, onVercel);
    const read = await lights(onVercel.sha);
    expect(read.deployments.nodes).toEqual([
      {
        environment: 'Preview',
        latestStatus: {
          state: 'SUCCESS',
          environmentUrl: vercel.previewUrl(onVercel),
          description: 'Deployment has completed',
        },
      },
    ]);
    expect(read.status.contexts.map((c: { context: string }) => c.context)).toEqual(['Vercel']);
    expect(read.checkSuites.nodes).toEqual([]);
    // A newer preview of the same environment leaves the older one inactive (auto_inactive), as GitHub does.
    const again = { ...draft, sha: commit('Vercel again') };
    await vercel.report(call, again);
    expect((await lights(onVercel.sha)).deployments.nodes[0].latestStatus.state).toBe('INACTIVE');
    expect((await lights(again.sha)).deployments.nodes[0].latestStatus.state).toBe('SUCCESS');

    const onPages = { ...draft, sha: commit('Cloudflare Pages') };
    await pages.report(call, onPages);
    const runs = (await lights(onPages.sha)).checkSuites.nodes;
    expect(runs).toHaveLength(1);
    expect(runs[0].checkRuns.nodes).toEqual([
      {
        name: 'Cloudflare Pages',
        status: 'COMPLETED',
        conclusion: 'SUCCESS',
        detailsUrl: expect.stringMatching(/^https:\/\/dash\.cloudflare\.com\//),
        summary: expect.stringContaining(`<a href='${pages.previewUrl(onPages)}'>`),
      },
    ]);

    // GitHub refuses what it refuses: a deployment while a status of its commit fails (required_contexts
    // left out), a check run completed without a conclusion, a status for a deployment it does not have.
    const failing = commit('Failing');
    await call('POST', `/statuses/${failing}`, { state: 'failure', context: 'content checks' });
    const refused = await call('POST', '/deployments', { ref: failing, environment: 'Preview' });
    expect(refused).toMatchObject({
      status: 409,
      body: { message: `Conflict: Commit status checks failed for ${failing}.` },
    });
    expect((await call('POST', '/check-runs', { name: 'x', head_sha: failing, status: 'completed' })).status).toBe(422);
    expect((await call('POST', '/deployments/1/statuses', { state: 'success' })).status).toBe(404);
    expect(standIn.unknownRequests.slice(unknownBefore)).toEqual([]);
  });

  it('refuses a sign-in as the worker does: a site it does not serve, a user who denies access', async () => {
    const refusing = await startGitHubStandIn({
      repoDir: bare,
      owner: 'kilele',
      repo: 'site',
      branch: 'main',
      tokens: { [TOKEN]: EDITOR },
      oauth: { host: 'auth.example.org', allowedDomains: 'studio.example.org' },
    });
    try {
      const host = 'auth.example.org';
      const elsewhere = await send(
        host,
        'GET',
        '/auth?provider=github&site_id=localhost',
        {},
        undefined,
        refusing.port,
      );
      expect(elsewhere.body.toString()).toContain(
        `'authorization:github:error:${JSON.stringify({
          provider: 'github',
          error: 'Your domain is not allowed to use the authenticator.',
          errorCode: 'UNSUPPORTED_DOMAIN',
        })}'`,
      );
      const auth = await send(
        host,
        'GET',
        '/auth?provider=github&site_id=studio.example.org',
        {},
        undefined,
        refusing.port,
      );
      const authorize = new URL(String(auth.headers.location));
      const denied = await send(
        'github.com',
        'GET',
        authorize.pathname + authorize.search,
        {},
        undefined,
        refusing.port,
      );
      const callback = new URL(String(denied.headers.location));
      expect(callback.searchParams.get('error')).toBe('access_denied');
      const cookie = String(auth.headers['set-cookie']).split(';')[0] ?? '';
      const page = await send(host, 'GET', callback.pathname + callback.search, { cookie }, undefined, refusing.port);
      expect(page.body.toString()).toContain('"errorCode":"AUTH_CODE_REQUEST_FAILED"');
      expect(refusing.unknownRequests).toEqual([]);
    } finally {
      await refusing.close();
    }
  });
});
