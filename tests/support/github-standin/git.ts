/**
 * The stand-in's storage: a real bare git repository, read and written with the git CLI. Every read
 * comes from its objects; a save is a real commit, and the branch moves by compare-and-swap
 * (`git update-ref NAME NEW OLD`), so a save on a stale head is refused atomically. Objects are
 * read through one `git cat-file --batch-command` and the history in one walk per head, as GitHub
 * answers a query for ninety files at once: a process per file kept the studio waiting seconds.
 */
import { execFile, spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TreeEntry {
  mode: string;
  type: 'blob' | 'tree' | 'commit';
  oid: string;
  /** Bytes of a blob; undefined for a tree. */
  size: number | undefined;
  path: string;
}

export interface CommitInfo {
  oid: string;
  tree: string;
  parents: string[];
  authorName: string;
  authorEmail: string;
  authorDate: string;
  committerName: string;
  committerEmail: string;
  committedDate: string;
  message: string;
}

export interface Signature {
  name: string;
  email: string;
}

/** Why a commit was refused, in GitHub's GraphQL error types (STALE_DATA, NOT_FOUND, UNPROCESSABLE). */
export class CommitRefused extends Error {
  readonly type: string;
  constructor(type: string, message: string) {
    super(message);
    this.type = type;
  }
}

const OID = /^[0-9a-f]{40}$/;

/** GitHub's timestamps: ISO 8601 in UTC, whole seconds (`2026-11-24T20:55:00Z`). */
const githubTime = (date: string | Date) => new Date(date).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** git's own test for binary content: a NUL byte in the first 8000 bytes. */
export const isBinary = (bytes: Buffer) => bytes.subarray(0, 8000).includes(0);

/** One `git cat-file --batch-command` for a repository's life: `info` and `contents` answered in order. */
class ObjectReader {
  private readonly child: ChildProcessByStdio<Writable, Readable, null>;
  private buffer = Buffer.alloc(0);
  private readonly waiting: {
    contents: boolean;
    done: (found: { type: string; bytes?: Buffer } | undefined) => void;
  }[] = [];

  constructor(dir: string) {
    this.child = spawn('git', ['--git-dir', dir, 'cat-file', '--batch-command'], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    this.child.stdout.on('data', (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.drain();
    });
  }

  /** The object's type (and with `contents`, its bytes), or undefined when there is none by that id. */
  ask(oid: string, contents: boolean): Promise<{ type: string; bytes?: Buffer } | undefined> {
    return new Promise((done) => {
      this.waiting.push({ contents, done });
      this.child.stdin.write(`${contents ? 'contents' : 'info'} ${oid}\n`);
    });
  }

  /** Answers come back as `<oid> <type> <size>` (then the bytes and a newline) or `<oid> missing`. */
  private drain() {
    for (let next = this.waiting[0]; next; next = this.waiting[0]) {
      const eol = this.buffer.indexOf(10);
      if (eol < 0) return;
      const [, type = '', size] = this.buffer.subarray(0, eol).toString('utf8').split(' ');
      if (size === undefined || !next.contents) {
        this.buffer = this.buffer.subarray(eol + 1);
        this.waiting.shift();
        next.done(size === undefined ? undefined : { type });
        continue;
      }
      const end = eol + 1 + Number(size);
      if (this.buffer.length < end + 1) return;
      const bytes = Buffer.from(this.buffer.subarray(eol + 1, end));
      this.buffer = this.buffer.subarray(end + 1);
      this.waiting.shift();
      next.done({ type, bytes });
    }
  }

  close() {
    this.child.stdin.end();
  }
}

export class BareRepo {
  readonly dir: string;
  private readonly commits = new Map<string, CommitInfo>();
  private readonly objects: ObjectReader;
  /** Per commit: every commit reachable from it, newest first, with the paths each changed. */
  private readonly walks = new Map<string, Promise<{ oid: string; paths: string[] }[]>>();

  constructor(dir: string) {
    this.dir = dir;
    this.objects = new ObjectReader(dir);
  }

  /** Ends the object reader (the stand-in's close). */
  close(): void {
    this.objects.close();
  }

  run(args: string[], options: { input?: Buffer | string; env?: Record<string, string> } = {}): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      const child = execFile(
        'git',
        ['--git-dir', this.dir, ...args],
        { encoding: 'buffer', maxBuffer: 256 * 1024 * 1024, env: { ...process.env, ...options.env } },
        (error, stdout, stderr) => {
          if (error) reject(Object.assign(error, { stderr: stderr.toString() }));
          else resolve(stdout);
        },
      );
      child.stdin?.end(options.input);
    });
  }

  async text(args: string[], options?: Parameters<BareRepo['run']>[1]) {
    return (await this.run(args, options)).toString('utf8').trim();
  }

  /** The commit a branch points to, or undefined. */
  async branchHead(branch: string): Promise<string | undefined> {
    if (!/^[\w./-]+$/.test(branch) || branch.startsWith('-')) return undefined;
    const out = await this.text(['rev-parse', '--verify', '-q', `refs/heads/${branch}^{commit}`]).catch(() => '');
    return out || undefined;
  }

  /**
   * An object id for a revision GitHub accepts (a sha, a branch, a tag; GraphQL's `object(expression:)`
   * also `branch:path`), or undefined.
   */
  async resolve(revision: string, peel: 'commit' | 'tree' | 'object' = 'object'): Promise<string | undefined> {
    const [rev = '', path] = revision.split(/:(.*)/s);
    if (!/^[\w./-]+$/.test(rev) || rev.startsWith('-') || rev.includes('..')) return undefined;
    if (path !== undefined) {
      if (peel !== 'object' || path.includes('..')) return undefined;
      const commit = (await this.branchHead(rev)) ?? (await this.resolve(rev, 'commit'));
      return commit ? (await this.entryAt(commit, path))?.oid : undefined;
    }
    const spec = peel === 'object' ? revision : `${revision}^{${peel}}`;
    const out = await this.text(['rev-parse', '--verify', '-q', spec]).catch(() => '');
    return out || undefined;
  }

  /** The type of an object, or undefined when the repository has none by that id. */
  async objectType(oid: string): Promise<TreeEntry['type'] | 'tag' | undefined> {
    if (!OID.test(oid)) return undefined;
    return (await this.objects.ask(oid, false))?.type as TreeEntry['type'] | 'tag' | undefined;
  }

  async blob(oid: string): Promise<Buffer> {
    const found = OID.test(oid) ? await this.objects.ask(oid, true) : undefined;
    if (found?.type !== 'blob' || !found.bytes) throw new Error(`no blob ${oid} in ${this.dir}`);
    return found.bytes;
  }

  /** A tree's entries: its own (`recursive` false) or every entry below it, trees included, as GitHub lists them. */
  async tree(treeish: string, recursive: boolean): Promise<TreeEntry[]> {
    const format = '%(objectmode) %(objecttype) %(objectname) %(objectsize)%x09%(path)';
    const out = await this.run(['ls-tree', ...(recursive ? ['-r', '-t'] : []), '-z', `--format=${format}`, treeish]);
    return out
      .toString('utf8')
      .split('\0')
      .filter(Boolean)
      .map((line) => {
        const tab = line.indexOf('\t');
        const [mode = '', type = '', oid = '', size = ''] = line.slice(0, tab).split(' ');
        return {
          mode,
          type: type as TreeEntry['type'],
          oid,
          size: type === 'blob' ? Number(size) : undefined,
          path: line.slice(tab + 1),
        };
      });
  }

  /** The entry at a path in a commit's tree, or undefined. */
  async entryAt(commit: string, path: string): Promise<TreeEntry | undefined> {
    const entries = await this.tree(`${commit}:${path.split('/').slice(0, -1).join('/')}`, false).catch(() => []);
    const name = path.split('/').at(-1);
    const entry = entries.find((e) => e.path === name);
    return entry && { ...entry, path };
  }

  async commit(oid: string): Promise<CommitInfo> {
    const cached = this.commits.get(oid);
    if (cached) return cached;
    const found = OID.test(oid) ? await this.objects.ask(oid, true) : undefined;
    if (found?.type !== 'commit' || !found.bytes) throw new Error(`no commit ${oid} in ${this.dir}`);
    // A commit object: header lines (a continued one starts with a space), a blank line, the message.
    const text = found.bytes.toString('utf8');
    const blank = text.indexOf('\n\n');
    const headers = (blank < 0 ? text : text.slice(0, blank)).split('\n').filter((line) => !line.startsWith(' '));
    const values = (key: string) => headers.filter((h) => h.startsWith(`${key} `)).map((h) => h.slice(key.length + 1));
    /** `Name <email> 1764000000 +0300` */
    const person = (key: string) => {
      const [, name = '', email = '', seconds = '0'] = /^(.*) <(.*)> (\d+) [+-]\d{4}$/.exec(values(key)[0] ?? '') ?? [];
      return { name, email, date: githubTime(new Date(Number(seconds) * 1000)) };
    };
    const author = person('author');
    const committer = person('committer');
    const info: CommitInfo = {
      oid,
      tree: values('tree')[0] ?? '',
      parents: values('parent'),
      authorName: author.name,
      authorEmail: author.email,
      authorDate: author.date,
      committerName: committer.name,
      committerEmail: committer.email,
      committedDate: committer.date,
      message: blank < 0 ? '' : text.slice(blank + 2).replace(/\n+$/, ''),
    };
    this.commits.set(oid, info);
    return info;
  }

  /** The first `max` commits reachable from `from`, newest first, only those touching `path` when given. */
  async history(from: string, max: number, path?: string): Promise<string[]> {
    if (!path) return (await this.text(['log', '--format=%H', `-n${max}`, from])).split('\n').filter(Boolean);
    // One walk per head answers every file's "last commit" (Sveltia asks for each file at once).
    // A merge lists no paths of its own, so a file's history is the commits that changed it, as
    // `git log -- path` gives it on the linear history a studio writes.
    const changes = await this.walk(from);
    return changes
      .filter((c) => c.paths.some((p) => p === path || p.startsWith(`${path}/`)))
      .slice(0, max)
      .map((c) => c.oid);
  }

  private walk(from: string) {
    let walk = this.walks.get(from);
    if (!walk) {
      walk = this.run([
        '-c',
        'core.quotePath=false',
        'log',
        '--format=%x00%H',
        '--name-only',
        '--no-renames',
        from,
      ]).then((out) =>
        out
          .toString('utf8')
          .split('\0')
          .filter(Boolean)
          .map((chunk) => {
            const [oid = '', ...paths] = chunk.split('\n').filter(Boolean);
            return { oid, paths };
          }),
      );
      this.walks.set(from, walk);
    }
    return walk;
  }

  /** Moves (or, with `old` the zero id, creates) a branch by compare-and-swap; false when refused. */
  async setBranch(branch: string, to: string, old?: string): Promise<boolean> {
    const args = ['update-ref', `refs/heads/${branch}`, to, ...(old === undefined ? [] : [old])];
    return this.run(args).then(
      () => true,
      () => false,
    );
  }

  /** Deletes a branch; false when there is none. */
  async deleteBranch(branch: string): Promise<boolean> {
    if (!(await this.branchHead(branch))) return false;
    await this.run(['update-ref', '-d', `refs/heads/${branch}`]);
    return true;
  }

  /** Commits on `head` not on `base`. */
  async countBetween(base: string, head: string): Promise<number> {
    return Number(await this.text(['rev-list', '--count', `${base}..${head}`]));
  }

  /** The files a pull request changes: from the merge base of `base` and `head` to `head`, with git's status letter. */
  async changedFiles(base: string, head: string): Promise<{ status: string; path: string }[]> {
    const out = await this.text([
      '-c',
      'core.quotePath=false',
      'diff',
      '--name-status',
      '--no-renames',
      `${base}...${head}`,
    ]);
    return out
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [status = '', path = ''] = line.split('\t');
        return { status: status.charAt(0), path };
      });
  }

  /**
   * GitHub's merge of a pull request (merge_method "merge"): a merge commit of `head` into `base`,
   * committed as GitHub, the base moved only if it still points where it did. Undefined on a conflict.
   */
  async merge(base: string, head: string, message: string, author: Signature): Promise<string | undefined> {
    const baseOid = await this.branchHead(base);
    const headOid = await this.branchHead(head);
    if (!baseOid || !headOid) return undefined;
    const tree = await this.text(['merge-tree', '--write-tree', baseOid, headOid]).catch(() => undefined);
    if (!tree) return undefined;
    const when = `${Math.floor(Date.now() / 1000)} +0000`;
    const commit = await this.text(
      ['commit-tree', tree.split('\n')[0] ?? '', '-p', baseOid, '-p', headOid, '-F', '-'],
      {
        input: message,
        env: {
          GIT_AUTHOR_NAME: author.name,
          GIT_AUTHOR_EMAIL: author.email,
          GIT_AUTHOR_DATE: when,
          GIT_COMMITTER_NAME: 'GitHub',
          GIT_COMMITTER_EMAIL: 'noreply@github.com',
          GIT_COMMITTER_DATE: when,
        },
      },
    );
    return (await this.setBranch(base, commit, baseOid)) ? commit : undefined;
  }

  /**
   * GitHub's createCommitOnBranch over git: the expected head's tree, the additions and deletions
   * applied in a temporary index, a commit whose parent is the expected head, and the branch moved
   * only if it still points there.
   */
  async commitOnBranch(change: {
    branch: string;
    expectedHeadOid: string;
    additions: { path: string; contents: Buffer }[];
    deletions: string[];
    message: string;
    author: Signature;
    committer: Signature;
    date?: Date;
  }): Promise<string> {
    const { branch, expectedHeadOid } = change;
    const head = await this.branchHead(branch);
    if (!head) throw new CommitRefused('NOT_FOUND', `A ref named "refs/heads/${branch}" does not exist.`);
    // GitHub's wording and error type: see createCommitOnBranch in graphql.ts.
    const stale = new CommitRefused(
      'STALE_DATA',
      `Expected branch to point to "${expectedHeadOid}" but it did not. Pull and try again.`,
    );
    if (head !== expectedHeadOid) throw stale;
    const scratch = await mkdtemp(join(tmpdir(), 'github-standin-index-'));
    // An index of its own, and an empty work tree so update-index may run in a bare repository.
    const env = { GIT_INDEX_FILE: join(scratch, 'index'), GIT_WORK_TREE: scratch };
    try {
      await this.run(['read-tree', `${head}^{tree}`], { env });
      for (const path of change.deletions) {
        if (!(await this.entryAt(head, path))) {
          throw new CommitRefused(
            'UNPROCESSABLE',
            `A path was requested for deletion which does not exist as of commit oid \`${head}\``,
          );
        }
        await this.run(['update-index', '--force-remove', '--', path], { env });
      }
      for (const { path, contents } of change.additions) {
        const blob = await this.text(['hash-object', '-w', '--stdin'], { input: contents });
        await this.run(['update-index', '--add', '--cacheinfo', `100644,${blob},${path}`], { env });
      }
      const tree = await this.text(['write-tree'], { env });
      const when = `${Math.floor((change.date ?? new Date()).getTime() / 1000)} +0000`;
      const commit = await this.text(['commit-tree', tree, '-p', head, '-F', '-'], {
        input: change.message,
        env: {
          GIT_AUTHOR_NAME: change.author.name,
          GIT_AUTHOR_EMAIL: change.author.email,
          GIT_AUTHOR_DATE: when,
          GIT_COMMITTER_NAME: change.committer.name,
          GIT_COMMITTER_EMAIL: change.committer.email,
          GIT_COMMITTER_DATE: when,
        },
      });
      // Compare-and-swap: refused if another save moved the branch since the check above.
      await this.run(['update-ref', `refs/heads/${branch}`, commit, head]).catch(() => {
        throw stale;
      });
      return commit;
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  }
}
