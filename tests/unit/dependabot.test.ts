// Dependabot's configuration (.github/dependabot.yml): every dependency of package.json is in
// exactly one npm group or deliberately alone, so a new dependency never lands ungrouped unseen;
// the groups the issue asks for exist; GitHub Actions are kept current, the local action included.
import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';

interface Update {
  'package-ecosystem': string;
  directory?: string;
  directories?: string[];
  schedule: { interval: string };
  groups?: Record<string, { patterns: string[]; 'exclude-patterns'?: string[] }>;
}
const config = yaml.load(readFileSync('.github/dependabot.yml', 'utf8')) as { version: number; updates: Update[] };
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const dependencies = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)];

/** Each its own pull request, and why. */
const ALONE: Record<string, string> = {
  '@supabase/supabase-js': "the contact form's one call to the backend: its own pull request, its own CI result",
  '@sveltia/cms': 'the live studio editors use, shipped into dist/studio/: read its changelog alone',
};

/** Dependabot's patterns: `*` matches any run of characters, nothing else is special. */
const matches = (pattern: string, name: string) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\/]/g, '\\$&').replaceAll('*', '.*')}$`).test(name);

describe('.github/dependabot.yml', () => {
  const npm = config.updates.find((u) => u['package-ecosystem'] === 'npm')!;
  const groups = Object.entries(npm.groups ?? {});

  it('updates npm weekly, grouped, with the groups the issue names', () => {
    expect(config.version).toBe(2);
    expect(npm.directory).toBe('/');
    expect(npm.schedule.interval).toBe('weekly');
    expect(Object.keys(npm.groups ?? {})).toEqual(
      expect.arrayContaining(['astro', 'react', 'test-tools', 'lint-tools']),
    );
  });

  it.each(dependencies)('%s is in exactly one group, or deliberately alone', (name) => {
    const inGroups = groups
      .filter(([, group]) => group.patterns.some((p) => matches(p, name)))
      .filter(([, group]) => !(group['exclude-patterns'] ?? []).some((p) => matches(p, name)))
      .map(([group]) => group);
    expect(inGroups, `${name}: add it to one group of .github/dependabot.yml, or to ALONE here with why`).toEqual(
      name in ALONE ? [] : [expect.any(String)],
    );
  });

  it('names no group pattern or lone dependency that package.json no longer has', () => {
    for (const [group, { patterns }] of groups)
      for (const pattern of patterns)
        expect(
          dependencies.some((name) => matches(pattern, name)),
          `${group}: ${pattern}`,
        ).toBe(true);
    for (const name of Object.keys(ALONE)) expect(dependencies, name).toContain(name);
  });

  it('keeps the GitHub Actions of the workflows and of the local action current', () => {
    const actions = config.updates.find((u) => u['package-ecosystem'] === 'github-actions');
    expect(actions?.directories).toEqual(['/', '/.github/actions/*']);
    expect(actions?.groups?.['actions']?.patterns).toEqual(['*']);
  });
});
