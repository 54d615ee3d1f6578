// The stand-in's history and commits, held to git's own answers over the project's real history:
// for every file of content/ at HEAD, the last commit the stand-in gives (its one walk per head,
// tests/support/github-standin/git.ts) is `git log -n1 -- path`, and the commit as it parses it
// (who, when, what) is what `git show` prints. The studio shows both for every file an editor opens.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BareRepo } from '../support/github-standin/git.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'standin-history-'));
const bare = join(dir, 'repo.git');
execFileSync('git', ['clone', '-q', '--bare', ROOT, bare]);
const git = (...args: string[]) => execFileSync('git', ['--git-dir', bare, ...args], { encoding: 'utf8' });
const head = git('rev-parse', 'HEAD').trim();
const files = git('ls-tree', '-r', '--name-only', head, '--', 'content/').split('\n').filter(Boolean);
const repo = new BareRepo(bare);
/** git's ISO dates with an offset, as GitHub gives them: UTC, whole seconds. */
const utc = (iso: string) => new Date(iso).toISOString().replace(/\.\d{3}Z$/, 'Z');

afterAll(() => {
  repo.close();
  rmSync(dir, { recursive: true, force: true });
});

it('walks a content folder with files in it', () => {
  expect(files.length).toBeGreaterThan(50);
});

describe.each(files)('%s', (path) => {
  it('has the last commit git log gives, parsed as git show prints it', async () => {
    const [oid] = await repo.history(head, 1, path);
    expect(oid).toBe(git('log', '-n1', '--format=%H', head, '--', path).trim());
    const [authorName, authorEmail, authorDate, committerName, committerEmail, committedDate] = git(
      'show',
      '-s',
      '--format=%an%n%ae%n%aI%n%cn%n%ce%n%cI',
      oid!,
    ).split('\n');
    const message = git('show', '-s', '--format=%B', oid!).replace(/\n+$/, '');
    expect(await repo.commit(oid!)).toMatchObject({
      oid,
      authorName,
      authorEmail,
      authorDate: utc(authorDate!),
      committerName,
      committerEmail,
      committedDate: utc(committedDate!),
      message,
    });
  });
});
