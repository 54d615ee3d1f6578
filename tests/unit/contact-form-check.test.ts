// The contact form's daily check: what each answer Supabase gives means (calibrated on its
// documented and reported answers: docs/backend.md, "The daily check from outside"), when it tries
// again, what it does with the one issue, and the workflow that only runs the script.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import {
  backoffBefore,
  CHECK_SETTINGS,
  issueBody,
  judgeAttempt,
  judgeRun,
  sinceWords,
  verdictWords,
  worksAgainComment,
  type Attempt,
  type Verdict,
} from '../../src/lib/schedule/contact-health';

const answer = (status: number, body: unknown = ''): Attempt => ({
  kind: 'answer',
  status,
  body: typeof body === 'string' ? body : JSON.stringify(body),
});
const NOW = new Date('2026-12-01T06:17:00Z');

describe('what an answer means', () => {
  it.each<[string, Attempt, Partial<Verdict>]>([
    ['the check accepted', answer(200, { ok: true }), { kind: 'healthy', retry: false }],
    [
      'the policy refusing',
      answer(200, {
        ok: false,
        refused_by: 'policy',
        sqlstate: '42501',
        message: 'new row violates row-level security policy',
      }),
      { kind: 'refused', refusedBy: 'policy', retry: false },
    ],
    [
      'a grant missing',
      answer(200, { ok: false, refused_by: 'privileges', sqlstate: '42501' }),
      { refusedBy: 'privileges' },
    ],
    [
      'a constraint',
      answer(200, { ok: false, refused_by: 'constraint', constraint: 'x' }),
      { refusedBy: 'constraint' },
    ],
    ['the limits', answer(200, { ok: false, refused_by: 'limit', sqlstate: 'PT429' }), { refusedBy: 'limit' }],
    // supabase.com/docs/guides/platform/http-status-codes: 540 Project Paused, 544 gateway timeout, 402 restriction.
    ['a paused project (540)', answer(540, 'Project paused'), { kind: 'paused', retry: false }],
    ['the gateway timing out (544)', answer(544), { kind: 'timeout', retry: true }],
    ['a restricted project (402)', answer(402, { message: 'exceed_egress_quota' }), { kind: 'restricted' }],
    // The gateway's answers to a key: legacy, newer (legacy keys switched off) and an empty 401.
    [
      'an invalid key',
      answer(401, { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' }),
      { kind: 'wrong-key', retry: false },
    ],
    ['legacy keys disabled', answer(401, { message: 'Legacy API keys are disabled' }), { kind: 'wrong-key' }],
    ['an empty 401', answer(401), { kind: 'wrong-key' }],
    // PostgREST's own 401 for anon without EXECUTE carries its code.
    [
      'EXECUTE revoked',
      answer(401, { code: '42501', message: 'permission denied for function contact_health' }),
      { kind: 'refused', refusedBy: 'privileges' },
    ],
    ['the function missing', answer(404, { code: 'PGRST202' }), { kind: 'other', retry: false }],
    ['a gateway error', answer(502, 'Bad Gateway'), { kind: 'other', retry: true }],
    // A paused project's address is withdrawn from DNS.
    [
      'an address that does not resolve',
      { kind: 'network', code: 'ENOTFOUND', message: 'x' },
      { kind: 'paused', retry: true },
    ],
    ['a refused connection', { kind: 'network', code: 'ECONNREFUSED', message: 'x' }, { kind: 'other', retry: true }],
    ['no answer in time', { kind: 'timeout', afterMs: 15_000 }, { kind: 'timeout', retry: true }],
  ])('%s', (_label, attempt, expected) => expect(judgeAttempt(attempt)).toMatchObject(expected));

  it('says every failure in words that start with when it began, and a pass in none', () => {
    const kinds: Attempt[] = [
      answer(540),
      answer(401),
      answer(401, { message: 'Legacy API keys are disabled' }),
      answer(402),
      answer(502),
      { kind: 'timeout', afterMs: 1 },
      ...(['policy', 'privileges', 'constraint', 'limit', 'other'] as const).map((part) =>
        answer(200, { ok: false, refused_by: part }),
      ),
    ];
    const words = kinds.map((attempt) => verdictWords(judgeAttempt(attempt), NOW));
    for (const line of words)
      expect(line).toMatch(
        /^The contact form(?: cannot reach its database|'s database refuses every message) since 06:17 UTC on 1 December 2026: /,
      );
    expect(new Set(words).size).toBe(words.length);
    expect(verdictWords(judgeAttempt(answer(200, { ok: true })), NOW)).toBeNull();
    expect(words[0]).toBe(
      'The contact form cannot reach its database since 06:17 UTC on 1 December 2026: the project is paused. Restore it in Supabase: Project → Restore (the dashboard\'s "Restore project"). A paused free project can be restored for 90 days.',
    );
    expect(sinceWords(new Date('2027-01-01T00:05:00Z'))).toBe('00:05 UTC on 1 January 2027');
  });
});

describe('tries', () => {
  it('waits 30 s then 60 s between three tries, under three minutes in all', () => {
    expect(CHECK_SETTINGS.attempts).toBe(3);
    expect([2, 3].map((next) => backoffBefore(next))).toEqual([30_000, 60_000]);
    expect(CHECK_SETTINGS.attempts * CHECK_SETTINGS.timeoutMs + 90_000).toBeLessThan(180_000);
  });

  it('judges the run by its last try, and says how many it took', () => {
    const run = judgeRun([
      { kind: 'timeout', afterMs: 15_000 },
      { kind: 'timeout', afterMs: 15_000 },
      answer(200, { ok: true }),
    ]);
    expect(run).toMatchObject({ kind: 'healthy', tries: 3 });
    expect(judgeRun(Array(3).fill({ kind: 'timeout', afterMs: 15_000 }))).toMatchObject({
      kind: 'timeout',
      detail: 'no answer within 15 s, 3 tries',
    });
  });
});

// Opened once, kept and closed by scripts/schedule/github-issue.mjs (tests/unit/github-issue.test.ts;
// the whole run against the GitHub stand-in in tests/db/contact-form-check.test.ts).
describe('the one issue', () => {
  const failing = { ...judgeAttempt(answer(540, 'Project paused')), tries: 1 };

  it('says the words, what was answered and the run', () => {
    const body = issueBody(failing, NOW, 'https://github.com/o/r/actions/runs/1');
    expect(body.split('\n')[0]).toBe(verdictWords(failing, NOW));
    expect(body).toContain('What the backend answered: HTTP 540: Project paused (1 try).');
    expect(body).toContain('https://github.com/o/r/actions/runs/1');
    expect(issueBody(failing, NOW)).not.toContain('actions/runs');
  });

  it('is closed with when the form works again', () => {
    expect(worksAgainComment(NOW)).toBe(
      'The contact form works again: the check at 06:17 UTC on 1 December 2026 was accepted.',
    );
    expect(worksAgainComment(NOW, 'https://github.com/o/r/actions/runs/2')).toMatch(
      /\(https:\/\/github.com\/o\/r\/actions\/runs\/2\)$/,
    );
  });
});

describe('the workflow', () => {
  interface Step {
    run?: string;
    uses?: string;
    env?: Record<string, string>;
  }
  const file = '.github/workflows/contact-form-check.yml';
  const text = readFileSync(file, 'utf8');
  const flow = yaml.load(text) as {
    on: { schedule: { cron: string }[]; workflow_dispatch: unknown };
    permissions: Record<string, string>;
    jobs: Record<string, { steps: Step[]; 'timeout-minutes': number }>;
  };
  const steps = Object.values(flow.jobs).flatMap((job) => job.steps);
  const runs = steps.filter((step) => step.run);

  it('runs once a day on a named schedule, and by hand', () => {
    expect(flow.on.schedule).toEqual([{ cron: '17 6 * * *' }]);
    expect(text).toMatch(/# daily-contact-form-check: every day at 06:17 UTC/);
    expect(flow.on).toHaveProperty('workflow_dispatch');
  });

  it('may open and close issues, and read the code, nothing else', () => {
    expect(flow.permissions).toEqual({ contents: 'read', issues: 'write' });
  });

  it('only runs the script, installing nothing, with settings the script reads', () => {
    expect(runs.map((step) => step.run)).toEqual(['node scripts/schedule/check-contact-backend.mjs']);
    expect(steps.map((step) => step.uses).filter(Boolean)).toEqual(['actions/checkout@v4', 'actions/setup-node@v4']);
    const usage = execFileSync(process.execPath, ['scripts/schedule/check-contact-backend.mjs', '--help'], {
      encoding: 'utf8',
    });
    const names = Object.keys(runs[0]!.env ?? {});
    expect(names).toEqual(expect.arrayContaining(['PUBLIC_SUPABASE_URL', 'PUBLIC_SUPABASE_ANON_KEY', 'GITHUB_TOKEN']));
    for (const name of names) expect(usage, name).toContain(name);
  });
});
