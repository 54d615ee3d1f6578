/**
 * GitHub's GraphQL API over the bare repository: every document is parsed and validated against
 * GitHub's published schema (`@octokit/graphql-schema`), then executed with resolvers that read and
 * write the repository. A field the schema has but the stand-in does not resolve fails loudly.
 */
import { schema as githubSchema } from '@octokit/graphql-schema';
import {
  buildClientSchema,
  execute,
  GraphQLError,
  parse,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import { BareRepo, CommitRefused, isBinary, type CommitInfo } from './git.ts';
import type { PullRequest, PullStore } from './pulls.ts';
import type { CheckRun, Deployment, DeploymentStatus, DeployStore } from './deployments.ts';

export interface StandInUser {
  login: string;
  name: string;
  email: string;
  /** GitHub's numeric user id (databaseId). */
  id: number;
  /** Whether the user may read and write the repository (a collaborator); default true. */
  collaborator?: boolean;
}

export interface GraphQLContext {
  repo: BareRepo;
  owner: string;
  name: string;
  defaultBranch: string;
  viewer: StandInUser;
  users: StandInUser[];
  /** Pull requests, labels and commit statuses (review mode). */
  pulls: PullStore;
  /** Deployments and check runs (what a host that builds pull requests posts). */
  deploys: DeployStore;
  /** Fields the stand-in was asked for and does not resolve (`Type.field`). */
  unimplemented: string[];
  /** The branches' heads as this query found them, filled as it runs (a context is one request's). */
  heads?: Map<string, Promise<string | undefined>>;
}

/**
 * A branch's head, looked up once per query: GitHub answers a query from one state of the
 * repository, and Sveltia asks for the same ref under ninety aliases (a file's last commit each).
 */
function headOf(branch: string, context: GraphQLContext): Promise<string | undefined> {
  const heads = (context.heads ??= new Map());
  let head = heads.get(branch);
  if (!head) heads.set(branch, (head = context.repo.branchHead(branch)));
  return head;
}

let built: GraphQLSchema | undefined;
/**
 * GitHub's schema, built once from its introspection result, as the package's own validator does
 * (its SDL file defines two fields twice, which buildSchema refuses).
 */
export const schema = () => (built ??= buildClientSchema(githubSchema.json as unknown as IntrospectionQuery));

/** A GraphQL error carrying GitHub's top-level `type` (NOT_FOUND, STALE_DATA, UNPROCESSABLE …). */
class GitHubError extends GraphQLError {
  readonly githubType: string;
  constructor(type: string, message: string) {
    super(message);
    this.githubType = type;
  }
}

type Source = Record<string, unknown> & { __typename: string };
type Resolver = (source: Source, args: Record<string, unknown>, context: GraphQLContext) => unknown;

const commitSource = (oid: string): Source => ({ __typename: 'Commit', oid });
const userSource = (user: StandInUser): Source => ({ __typename: 'User', user });
const avatarUrl = (user: StandInUser) => `https://avatars.githubusercontent.com/u/${user.id}?v=4`;

async function objectSource(repo: BareRepo, oid: string): Promise<Source | null> {
  const type = await repo.objectType(oid);
  if (type === 'commit') return commitSource(oid);
  if (type === 'blob') return { __typename: 'Blob', oid };
  if (type === 'tree') return { __typename: 'Tree', oid };
  return null;
}

const blobBytes = (source: Source, { repo }: GraphQLContext) =>
  ((source.bytes as Promise<Buffer> | undefined) ??= repo.blob(source.oid as string));

const commitInfo = (source: Source, { repo }: GraphQLContext) =>
  ((source.info as Promise<CommitInfo> | undefined) ??= repo.commit(source.oid as string));

const gitActor = (name: string, email: string, date: string, users: StandInUser[]): Source => ({
  __typename: 'GitActor',
  name,
  email,
  date,
  user: users.find((u) => u.email === email),
});

/** The resolvers, by type and field: what Sveltia CMS's GitHub backend asks for, and a little around it. */
const resolvers: Record<string, Record<string, Resolver>> = {
  Query: {
    repository: (_s, { owner, name }, context) => {
      if (String(owner).toLowerCase() !== context.owner.toLowerCase() || String(name) !== context.name) {
        throw new GitHubError('NOT_FOUND', `Could not resolve to a Repository with the name '${owner}/${name}'.`);
      }
      return { __typename: 'Repository' };
    },
    viewer: (_s, _a, context) => userSource(context.viewer),
  },
  Repository: {
    id: () => 'R_stand-in',
    name: (_s, _a, c) => c.name,
    // Review mode: the open pull requests carrying a status label (Sveltia's board), or the one from a branch.
    pullRequests: (_s, { states, labels, headRefName, first }, c) => {
      const wanted = (labels as string[] | undefined) ?? [];
      const nodes = c.pulls.pulls
        .filter((pull) => !states || (states as string[]).includes(pullState(pull)))
        .filter((pull) => !wanted.length || pull.labels.some((label) => wanted.includes(label)))
        .filter((pull) => headRefName === undefined || headRefName === null || pull.head === headRefName)
        .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
      return {
        __typename: 'PullRequestConnection',
        nodes: nodes.slice(0, Number(first ?? 100)).map(pullSource),
        totalCount: nodes.length,
      };
    },
    nameWithOwner: (_s, _a, c) => `${c.owner}/${c.name}`,
    owner: (_s, _a, c) => ({ __typename: 'User', user: { login: c.owner } }),
    isPrivate: () => true,
    viewerPermission: (_s, _a, c) => (c.viewer.collaborator === false ? null : 'WRITE'),
    defaultBranchRef: async (_s, _a, context) =>
      (await headOf(context.defaultBranch, context)) ? { __typename: 'Ref', name: context.defaultBranch } : null,
    ref: async (_s, { qualifiedName }, context) => {
      const name = String(qualifiedName).replace(/^refs\/heads\//, '');
      return (await headOf(name, context)) ? { __typename: 'Ref', name } : null;
    },
    object: async (_s, { oid, expression }, { repo }) => {
      const id = oid ? String(oid) : await repo.resolve(String(expression ?? ''));
      return id ? objectSource(repo, id) : null;
    },
  },
  Ref: {
    name: (s) => s.name,
    prefix: () => 'refs/heads/',
    target: async (s, _a, context) => commitSource((await headOf(String(s.name), context)) as string),
  },
  Commit: {
    oid: (s) => s.oid,
    abbreviatedOid: (s) => String(s.oid).slice(0, 7),
    message: async (s, _a, c) => (await commitInfo(s, c)).message,
    messageHeadline: async (s, _a, c) => (await commitInfo(s, c)).message.split('\n')[0],
    messageBody: async (s, _a, c) => (await commitInfo(s, c)).message.split('\n').slice(2).join('\n'),
    committedDate: async (s, _a, c) => (await commitInfo(s, c)).committedDate,
    authoredDate: async (s, _a, c) => (await commitInfo(s, c)).authorDate,
    author: async (s, _a, c) => {
      const info = await commitInfo(s, c);
      return gitActor(info.authorName, info.authorEmail, info.authorDate, c.users);
    },
    committer: async (s, _a, c) => {
      const info = await commitInfo(s, c);
      return gitActor(info.committerName, info.committerEmail, info.committedDate, c.users);
    },
    history: async (s, { first, path }, { repo }) => {
      const oids = await repo.history(String(s.oid), Math.min(Number(first ?? 100), 100), path as string | undefined);
      return { __typename: 'CommitHistoryConnection', nodes: oids.map(commitSource), totalCount: oids.length };
    },
    file: async (s, { path }, { repo }) => {
      const entry = await repo.entryAt(String(s.oid), String(path));
      return entry ? { __typename: 'TreeEntry', ...entry, name: entry.path.split('/').at(-1) } : null;
    },
    tree: async (s, _a, c) => ({ __typename: 'Tree', oid: (await commitInfo(s, c)).tree }),
    // A commit's statuses (a preview build posts its own): GitHub gives null when a commit has none.
    status: (s, _a, c) => {
      const contexts = c.pulls.latest(String(s.oid));
      if (!contexts.length) return null;
      const states = contexts.map((x) => x.state);
      const state = states.includes('error')
        ? 'ERROR'
        : states.includes('failure')
          ? 'FAILURE'
          : states.includes('pending')
            ? 'PENDING'
            : 'SUCCESS';
      return { __typename: 'Status', state, contexts: contexts.map((x) => ({ __typename: 'StatusContext', ...x })) };
    },
    // A commit's deployments (Vercel's), in the order asked (`orderBy: CREATED_AT`, ASC by default).
    deployments: (s, { first, last, orderBy, environments }, c) => {
      const wanted = environments as string[] | undefined;
      let nodes = c.deploys
        .deploymentsOf(String(s.oid))
        .filter((d) => !wanted?.length || wanted.includes(d.environment));
      if ((orderBy as { direction?: string } | undefined)?.direction === 'DESC') nodes = nodes.reverse();
      return connection('DeploymentConnection', nodes.map(deploymentSource), first, last);
    },
    // Its check suites (one per poster), each with its check runs (Cloudflare Pages' is one).
    checkSuites: (s, { first, last }, c) =>
      connection(
        'CheckSuiteConnection',
        c.deploys.suitesOf(String(s.oid)).map((suite) => ({ __typename: 'CheckSuite', suite })),
        first,
        last,
      ),
  },
  Deployment: {
    id: (s) => `DE_${deploymentOf(s).id}`,
    databaseId: (s) => deploymentOf(s).id,
    environment: (s) => deploymentOf(s).environment,
    originalEnvironment: (s) => deploymentOf(s).environment,
    description: (s) => deploymentOf(s).description,
    task: (s) => deploymentOf(s).task,
    createdAt: (s) => deploymentOf(s).createdAt,
    latestStatus: (s, _a, c) => {
      const status = c.deploys.latestStatus(deploymentOf(s).id);
      return status ? { __typename: 'DeploymentStatus', status } : null;
    },
  },
  DeploymentStatus: {
    state: (s) => statusOf(s).state.toUpperCase(),
    description: (s) => statusOf(s).description || null,
    environment: (s) => statusOf(s).environment,
    environmentUrl: (s) => statusOf(s).environmentUrl || null,
    logUrl: (s) => statusOf(s).logUrl || null,
    createdAt: (s) => statusOf(s).createdAt,
  },
  CheckSuite: {
    checkRuns: (s, { first, last }) =>
      connection(
        'CheckRunConnection',
        (s.suite as { runs: CheckRun[] }).runs.map((run) => ({ __typename: 'CheckRun', run })),
        first,
        last,
      ),
  },
  CheckRunConnection: { nodes: (s) => s.nodes, totalCount: (s) => s.totalCount },
  CheckRun: {
    name: (s) => runOf(s).name,
    status: (s) => runOf(s).status.toUpperCase(),
    conclusion: (s) => runOf(s).conclusion?.toUpperCase() ?? null,
    detailsUrl: (s) => runOf(s).detailsUrl,
    title: (s) => runOf(s).title,
    summary: (s) => runOf(s).summary,
    text: (s) => runOf(s).text,
    startedAt: (s) => runOf(s).startedAt,
    completedAt: (s) => runOf(s).completedAt,
  },
  Status: { state: (s) => s.state, contexts: (s) => s.contexts },
  StatusContext: {
    context: (s) => s.context,
    state: (s) => String(s.state).toUpperCase(),
    targetUrl: (s) => s.targetUrl,
    description: (s) => s.description,
  },
  PullRequestConnection: { nodes: (s) => s.nodes, totalCount: (s) => s.totalCount },
  PullRequest: {
    id: (s) => `PR_${pullOf(s).number}`,
    number: (s) => pullOf(s).number,
    title: (s) => pullOf(s).title,
    url: (s, _a, c) => `https://github.com/${c.owner}/${c.name}/pull/${pullOf(s).number}`,
    isDraft: (s) => pullOf(s).draft,
    isCrossRepository: () => false,
    state: (s) => pullState(pullOf(s)),
    merged: (s) => pullOf(s).mergedAt !== null,
    createdAt: (s) => pullOf(s).createdAt,
    updatedAt: (s) => pullOf(s).updatedAt,
    headRefName: (s) => pullOf(s).head,
    baseRefName: (s) => pullOf(s).base,
    headRefOid: async (s, _a, c) => (await headOf(pullOf(s).head, c)) ?? pullOf(s).mergedHead,
    author: (s) => userSource(pullOf(s).author),
    labels: (s, { first }) => ({
      __typename: 'LabelConnection',
      nodes: pullOf(s)
        .labels.slice(0, Number(first ?? 100))
        .map((name) => ({ __typename: 'Label', name })),
      totalCount: pullOf(s).labels.length,
    }),
    files: async (s, { first }, c) => {
      const pull = pullOf(s);
      const [base, head] = [await headOf(pull.base, c), await headOf(pull.head, c)];
      const changed = base && head ? await c.repo.changedFiles(base, head) : [];
      const types: Record<string, string> = { A: 'ADDED', D: 'DELETED', M: 'MODIFIED', T: 'CHANGED' };
      return {
        __typename: 'PullRequestChangedFileConnection',
        nodes: changed.slice(0, Number(first ?? 100)).map((f) => ({
          __typename: 'PullRequestChangedFile',
          path: f.path,
          changeType: types[f.status] ?? 'CHANGED',
        })),
        totalCount: changed.length,
      };
    },
  },
  LabelConnection: { nodes: (s) => s.nodes, totalCount: (s) => s.totalCount },
  Label: { name: (s) => s.name },
  PullRequestChangedFileConnection: { nodes: (s) => s.nodes, totalCount: (s) => s.totalCount },
  PullRequestChangedFile: { path: (s) => s.path, changeType: (s) => s.changeType },
  CreateRefPayload: { ref: (s) => s.ref, clientMutationId: (s) => s.clientMutationId ?? null },
  ConvertPullRequestToDraftPayload: { pullRequest: (s) => s.pullRequest, clientMutationId: () => null },
  MarkPullRequestReadyForReviewPayload: { pullRequest: (s) => s.pullRequest, clientMutationId: () => null },
  DeploymentConnection: { nodes: (s) => s.nodes, totalCount: (s) => s.totalCount },
  CheckSuiteConnection: { nodes: (s) => s.nodes, totalCount: (s) => s.totalCount },
  CommitHistoryConnection: { nodes: (s) => s.nodes, totalCount: (s) => s.totalCount },
  TreeEntry: { oid: (s) => s.oid, path: (s) => s.path, name: (s) => s.name, type: (s) => s.type },
  Tree: { oid: (s) => s.oid },
  Blob: {
    oid: (s) => s.oid,
    byteSize: async (s, _a, c) => (await blobBytes(s, c)).length,
    isBinary: async (s, _a, c) => isBinary(await blobBytes(s, c)),
    isTruncated: () => false,
    // GitHub gives binary blobs no text.
    text: async (s, _a, c) => {
      const bytes = await blobBytes(s, c);
      return isBinary(bytes) ? null : bytes.toString('utf8');
    },
  },
  GitActor: {
    name: (s) => s.name,
    email: (s) => s.email,
    date: (s) => s.date,
    avatarUrl: (s) => (s.user ? avatarUrl(s.user as StandInUser) : 'https://avatars.githubusercontent.com/u/0?v=4'),
    user: (s) => (s.user ? userSource(s.user as StandInUser) : null),
  },
  User: {
    login: (s) => (s.user as StandInUser).login,
    name: (s) => (s.user as StandInUser).name,
    email: (s) => (s.user as StandInUser).email,
    databaseId: (s) => (s.user as StandInUser).id,
    id: (s) => `U_${Buffer.from(String((s.user as StandInUser).id)).toString('base64url')}`,
    avatarUrl: (s) => avatarUrl(s.user as StandInUser),
  },
  Mutation: {
    createCommitOnBranch: async (_s, { input }, context) => createCommitOnBranch(input as CommitInput, context),
    // A draft's branch, from the base branch's head (GitHub's wording when it exists already).
    createRef: async (_s, { input }, { repo, viewer }) => {
      const { repositoryId, name, oid } = input as { repositoryId: string; name: string; oid: string };
      if (repositoryId !== 'R_stand-in')
        throw new GitHubError('NOT_FOUND', `Could not resolve to a node with the global id of '${repositoryId}'`);
      if (viewer.collaborator === false)
        throw new GitHubError(
          'FORBIDDEN',
          `${viewer.login} does not have the correct permissions to execute \`CreateRef\``,
        );
      const branch = name.replace(/^refs\/heads\//, '');
      if (!name.startsWith('refs/heads/') || (await repo.objectType(oid)) !== 'commit')
        throw new GitHubError('UNPROCESSABLE', `Could not create ref "${name}".`);
      if (!(await repo.setBranch(branch, oid, '0'.repeat(40))))
        throw new GitHubError('UNPROCESSABLE', `A ref named "${name}" already exists in the repository.`);
      return { __typename: 'CreateRefPayload', ref: { __typename: 'Ref', name: branch } };
    },
    convertPullRequestToDraft: (_s, { input }, c) => draftState(input, c, true),
    markPullRequestReadyForReview: (_s, { input }, c) => draftState(input, c, false),
  },
  CreateCommitOnBranchPayload: {
    commit: (s) => s.commit,
    ref: (s) => s.ref,
    clientMutationId: (s) => s.clientMutationId ?? null,
  },
};

/** A connection of `nodes`: the first or last `n` (GitHub's pagination arguments), all when neither. */
function connection(typename: string, all: Source[], first: unknown, last: unknown): Source {
  const nodes = typeof first === 'number' ? all.slice(0, first) : typeof last === 'number' ? all.slice(-last) : all;
  return { __typename: typename, nodes, totalCount: all.length };
}
const deploymentSource = (deployment: Deployment): Source => ({ __typename: 'Deployment', deployment });
const deploymentOf = (s: Source) => s.deployment as Deployment;
const statusOf = (s: Source) => s.status as DeploymentStatus;
const runOf = (s: Source) => s.run as CheckRun;

/** A pull request's GraphQL source and its record. */
const pullSource = (pull: PullRequest): Source => ({ __typename: 'PullRequest', pull });
const pullOf = (s: Source) => s.pull as PullRequest;
const pullState = (pull: PullRequest) => (pull.mergedAt ? 'MERGED' : pull.state === 'open' ? 'OPEN' : 'CLOSED');

/** convertPullRequestToDraft / markPullRequestReadyForReview on a pull request by its node id (`PR_n`). */
function draftState(input: unknown, c: GraphQLContext, draft: boolean) {
  const id = String((input as { pullRequestId?: string }).pullRequestId ?? '');
  const pull = c.pulls.byNumber(Number(id.replace(/^PR_/, '')));
  if (!pull || !id.startsWith('PR_'))
    throw new GitHubError('NOT_FOUND', `Could not resolve to a node with the global id of '${id}'`);
  pull.draft = draft;
  pull.updatedAt = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
  const payload = draft ? 'ConvertPullRequestToDraftPayload' : 'MarkPullRequestReadyForReviewPayload';
  return { __typename: payload, pullRequest: pullSource(pull) };
}

interface CommitInput {
  branch: { repositoryNameWithOwner?: string; branchName?: string; id?: string };
  expectedHeadOid: string;
  fileChanges?: { additions?: { path: string; contents: string }[]; deletions?: { path: string }[] };
  message: { headline: string; body?: string };
  clientMutationId?: string;
}

/**
 * GitHub's createCommitOnBranch. A stale `expectedHeadOid` is refused as GitHub refuses it: HTTP
 * 200, `data: { createCommitOnBranch: null }` and one error of type STALE_DATA with path
 * ["createCommitOnBranch"] and the message `Expected branch to point to "<oid>" but it did not. Pull
 * and try again.` GitHub's reference (docs.github.com/en/graphql/reference/mutations#createcommitonbranch)
 * documents `expectedHeadOid` but not this answer; the type, path and wording are the ones public
 * clients match GitHub's real answers against (found with a code search for the sentence, 2026-11:
 * retry logic that tests `type == "STALE_DATA"`, `path == ["createCommitOnBranch"]` and this exact
 * message, and notes quoting it from failed pushes).
 */
async function createCommitOnBranch(input: CommitInput, context: GraphQLContext) {
  const { repo, owner, name, viewer } = context;
  const target = input.branch.repositoryNameWithOwner ?? '';
  if (target.toLowerCase() !== `${owner}/${name}`.toLowerCase()) {
    throw new GitHubError('NOT_FOUND', `Could not resolve to a Repository with the name '${target}'.`);
  }
  if (viewer.collaborator === false) {
    throw new GitHubError(
      'FORBIDDEN',
      `${viewer.login} does not have the correct permissions to execute \`CreateCommitOnBranch\``,
    );
  }
  const branch = input.branch.branchName ?? '';
  try {
    const oid = await repo.commitOnBranch({
      branch,
      expectedHeadOid: input.expectedHeadOid,
      additions: (input.fileChanges?.additions ?? []).map(({ path, contents }) => ({
        path,
        contents: Buffer.from(contents, 'base64'),
      })),
      deletions: (input.fileChanges?.deletions ?? []).map(({ path }) => path),
      message: input.message.body ? `${input.message.headline}\n\n${input.message.body}` : input.message.headline,
      // GitHub authors the commit as the signed-in user and commits it as itself (web-flow).
      author: { name: viewer.name || viewer.login, email: viewer.email },
      committer: { name: 'GitHub', email: 'noreply@github.com' },
    });
    return {
      __typename: 'CreateCommitOnBranchPayload',
      commit: commitSource(oid),
      ref: { __typename: 'Ref', name: branch },
      clientMutationId: input.clientMutationId,
    };
  } catch (error) {
    if (error instanceof CommitRefused) throw new GitHubError(error.type, error.message);
    throw error;
  }
}

const fieldResolver: GraphQLFieldResolver<Source, GraphQLContext> = (source, args, context, info) => {
  const resolver = resolvers[info.parentType.name]?.[info.fieldName];
  if (resolver) return resolver(source ?? { __typename: info.parentType.name }, args, context);
  if (info.fieldName === '__typename') return info.parentType.name;
  const field = `${info.parentType.name}.${info.fieldName}`;
  context.unimplemented.push(field);
  throw new GraphQLError(`The GitHub stand-in does not implement ${field} (tests/support/github-standin).`);
};

/** A GraphQL error as GitHub writes it: `type` (when GitHub gives one), `path`, `locations`, `message`. */
function formatError(error: GraphQLError) {
  const original = error.originalError;
  return {
    ...(original instanceof GitHubError ? { type: original.githubType } : {}),
    ...(error.path ? { path: error.path } : {}),
    ...(error.locations ? { locations: error.locations } : {}),
    message: error.message,
  };
}

export interface GraphQLOutcome {
  /** 200 for answers and GitHub-style errors; 501 when a field the stand-in lacks was asked for. */
  status: number;
  body: Record<string, unknown>;
  /** Why the request is one the e2e test should fail on (invalid document, unimplemented field). */
  problem?: string;
  /** The operation's type and top-level fields, for the request log: `query repository`, `mutation createCommitOnBranch`. */
  summary: string;
}

export async function runGraphQL(
  request: { query?: unknown; variables?: unknown; operationName?: unknown },
  context: GraphQLContext,
): Promise<GraphQLOutcome> {
  let document: DocumentNode;
  try {
    document = parse(String(request.query ?? ''));
  } catch (error) {
    const e = error as GraphQLError;
    return { status: 200, body: { errors: [formatError(e)] }, problem: `unparsable: ${e.message}`, summary: '?' };
  }
  const summary = document.definitions
    .map((d) =>
      d.kind === 'OperationDefinition'
        ? `${d.operation} ${d.selectionSet.selections.map((s) => (s.kind === 'Field' ? s.name.value : s.kind)).join(',')}`
        : d.kind,
    )
    .join('; ');
  const invalid = validate(schema(), document);
  if (invalid.length) {
    return {
      status: 200,
      body: { errors: invalid.map(formatError) },
      problem: `invalid against GitHub's schema: ${invalid.map((e) => e.message).join(' ')}`,
      summary,
    };
  }
  const result = (await execute({
    schema: schema(),
    document,
    contextValue: context,
    variableValues: (request.variables ?? {}) as Record<string, unknown>,
    operationName: typeof request.operationName === 'string' ? request.operationName : undefined,
    fieldResolver: fieldResolver as GraphQLFieldResolver<unknown, unknown>,
    typeResolver: (value) => (value as Source).__typename,
  })) as ExecutionResult;
  const body: Record<string, unknown> = { data: result.data ?? null };
  if (result.errors?.length) body.errors = result.errors.map(formatError);
  const failures = (result.errors ?? []).filter(
    (e) => !(e.originalError instanceof GitHubError) && !context.unimplemented.length,
  );
  if (failures.length) {
    return {
      status: 500,
      body: { message: `The GitHub stand-in failed (GraphQL ${summary})`, ...body },
      problem: `stand-in failure: ${failures.map((e) => e.message).join(' ')}`,
      summary,
    };
  }
  if (context.unimplemented.length) {
    const fields = [...new Set(context.unimplemented)].join(', ');
    return {
      status: 501,
      body: { message: `The GitHub stand-in does not implement ${fields} (GraphQL ${summary})`, ...body },
      problem: `unimplemented GraphQL fields: ${fields}`,
      summary,
    };
  }
  return { status: 200, body, summary };
}
