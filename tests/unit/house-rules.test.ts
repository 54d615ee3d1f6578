// Rules of the tree a newcomer relies on, checked so they stay true.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIELD_DESCRIPTIONS as all } from '../support/field-descriptions';

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)],
  );

/** A pointer to a document or tracker that is not in the repository. */
const OUTSIDE_POINTER = /\bSPEC\b|DESIGN\.md|\b[Ii]ssue \d+/;

describe('help texts speak to editors', () => {
  it('there are help texts to check', () => expect(all.length).toBeGreaterThan(200));
  it('none points at a document editors never see', () => {
    expect(all.filter(([, text]) => OUTSIDE_POINTER.test(text))).toEqual([]);
  });
});

describe('the code says why, not where a reason was written down', () => {
  // Everything in the repository but what others wrote or a run made, and the migrations: once
  // landed, a migration is the record of what a database ran, and stays as it was.
  const SKIPPED = new Set([
    '.git',
    'node_modules',
    'dist',
    '.astro',
    '.local',
    '.wrangler',
    'test-results',
    'playwright-report',
  ]);
  const tree = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const path = dir === '.' ? e.name : join(dir, e.name);
      if (SKIPPED.has(e.name) || path === join('supabase', 'migrations') || path === join('tests', 'fixtures'))
        return [];
      return e.isDirectory() ? tree(path) : [path];
    });
  const checked = tree('.').filter(
    (f) =>
      /\.(ts|tsx|mjs|js|astro|css|json|yaml|yml|md|sql|toml)$|^\.ci\/run$/.test(f) &&
      !f.endsWith('house-rules.test.ts') &&
      f !== 'package-lock.json',
  );

  it('covers the whole tree', () => {
    for (const dir of ['src', 'studio', 'content', 'integrations', 'scripts', 'tests', 'supabase', 'docs'])
      expect(checked.some((f) => f.startsWith(`${dir}/`))).toBe(true);
    expect(checked).toContain('README.md');
  });

  it('no file points at a document outside the repository', () => {
    const hits = checked.flatMap((f) =>
      readFileSync(f, 'utf8')
        .split('\n')
        .flatMap((line, i) => (OUTSIDE_POINTER.test(line) ? [`${f}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(hits).toEqual([]);
  });
});

describe('src/ has a room for everything', () => {
  it('its top level holds only the files Astro looks for there', () => {
    expect(
      readdirSync('src', { withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => e.name)
        .sort(),
    ).toEqual(['content.config.ts', 'env.d.ts']);
  });
  it('only src/data/ reads collections or processes images', () => {
    const reads = /\b(getCollection|getEntry|getEntries|getImage|render)\s*\(/;
    const offenders = files('src')
      .filter((f) => !f.startsWith('src/data/') && /\.(ts|tsx|astro)$/.test(f))
      .filter(
        (f) => /from 'astro:(content|assets)'/.test(readFileSync(f, 'utf8')) && reads.test(readFileSync(f, 'utf8')),
      );
    expect(offenders).toEqual([]);
  });
});
