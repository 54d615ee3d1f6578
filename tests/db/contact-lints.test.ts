/**
 * Supabase's database linter (supabase/splinter) rules 0008, 0011, 0013, 0024, 0028 and 0029 on
 * the migrations, on a real PostgreSQL 15 server with a Supabase project's roles: none fires.
 * Each rule is then shown to fire on a deliberately bad fixture (created in a transaction that is
 * rolled back), so a silent query cannot pass for a clean schema.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../scripts/local-backend/database.mjs';
import { applySchema } from '../../scripts/local-backend/schema.mjs';
import { POSTGRES_15, SETUP_TIMEOUT } from '../support/engines';
import { EXPOSED_SCHEMAS_SETTING, LINTS, type LintFinding } from '../support/splinter-lints';

/** For each rule, a bad object and what the rule must then report. */
const BAD_FIXTURES: Record<string, { sql: string; finding: string }> = {
  '0008_rls_enabled_no_policy': {
    sql: 'create table public.lint_closed (id int); alter table public.lint_closed enable row level security;',
    finding: 'public.lint_closed',
  },
  '0011_function_search_path_mutable': {
    sql: "create function private.lint_mutable() returns int language sql as 'select 1';",
    finding: 'private.lint_mutable',
  },
  '0013_rls_disabled_in_public': {
    // Supabase's default privileges hand anon SELECT on a new table in public (supabase/local/roles.sql).
    sql: 'create table public.lint_open (id int);',
    finding: 'public.lint_open',
  },
  '0024_rls_policy_always_true': {
    sql: `create table public.lint_anyone (id int); alter table public.lint_anyone enable row level security;
          revoke all on public.lint_anyone from anon; grant insert on public.lint_anyone to anon;
          create policy "anyone" on public.lint_anyone for insert to anon with check (true);`,
    finding: 'public.lint_anyone:anyone',
  },
  '0028_anon_security_definer_function_executable': {
    sql: "create function public.lint_definer() returns int language sql security definer set search_path = '' as 'select 1';",
    finding: 'public.lint_definer()',
  },
  '0029_authenticated_security_definer_function_executable': {
    sql: `create function public.lint_signed_in(n int) returns int language sql security definer set search_path = '' as 'select n';
          revoke all on function public.lint_signed_in(int) from public, anon; grant execute on function public.lint_signed_in(int) to authenticated;`,
    finding: 'public.lint_signed_in(n integer)',
  },
};

class Rollback extends Error {}

describe('splinter’s security lints on the migrations (PostgreSQL 15)', () => {
  let db: Database;
  let close = async () => {};

  beforeAll(async () => {
    ({ db, close } = await POSTGRES_15.open());
    await applySchema(db);
    await db.query(EXPOSED_SCHEMAS_SETTING);
  }, SETUP_TIMEOUT);
  afterAll(() => close(), SETUP_TIMEOUT);

  const run = async (on: Queryable, lint: string) =>
    (await on.query(LINTS[lint] ?? '')).rows as unknown as LintFinding[];

  it('covers the six rules the issue names', () => {
    expect(Object.keys(LINTS)).toEqual(Object.keys(BAD_FIXTURES));
  });

  it.each(Object.keys(LINTS))('%s does not fire on supabase/migrations', async (lint) => {
    await db.transaction(async (tx) => {
      await tx.query(EXPOSED_SCHEMAS_SETTING);
      expect(await run(tx, lint)).toEqual([]);
    });
  });

  it.each(Object.entries(BAD_FIXTURES))('%s fires on a bad fixture', async (lint, { sql, finding }) => {
    const found = await db
      .transaction(async (tx) => {
        await tx.query(EXPOSED_SCHEMAS_SETTING);
        for (const statement of sql.split(/;\s*/).filter((part) => part.trim() !== '')) await tx.query(statement);
        const findings = await run(tx, lint);
        throw Object.assign(new Rollback(), { findings });
      })
      .catch((error: unknown) => {
        if (error instanceof Rollback) return (error as Rollback & { findings: LintFinding[] }).findings;
        throw error;
      });
    expect(found).toEqual([{ lint, object: finding }]);
  });
});
