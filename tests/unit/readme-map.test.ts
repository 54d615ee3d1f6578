// The README's map of the tree ("What is where") stays true: every path it names exists, and every
// folder of src/, tests/ and scripts/ is on it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The paths the map names, each with its parent folder prefixed ("src/", "tests/"…). */
export function mapPaths(readme: string): string[] {
  const map = /## What is where\n+```\n([\s\S]*?)```/.exec(readme)?.[1];
  if (!map) throw new Error('README.md has no "## What is where" code block');
  const paths: string[] = [];
  let parent = '';
  for (const line of map.split('\n')) {
    // A name runs to the first two spaces; what follows is its description.
    const [, spaces = '', name = ''] = /^( *)(\S(?:\S| (?! ))*)/.exec(line) ?? [];
    const indent = spaces.length;
    if (!name || indent > 2) continue;
    if (indent === 0) parent = name.endsWith('/') ? name : '';
    for (const token of name.split(/,\s*/).filter(Boolean)) paths.push(indent === 0 ? token : `${parent}${token}`);
  }
  return paths;
}

const readme = readFileSync('README.md', 'utf8');
const named = mapPaths(readme);

describe("the README's map", () => {
  it('names what it should', () =>
    expect(named).toEqual(expect.arrayContaining(['content/', 'src/data/', 'tests/unit/', 'docs/'])));

  it.each(named)('%s exists', (path) => expect(existsSync(path.replace(/\/$/, ''))).toBe(true));

  it.each(['src', 'tests', 'scripts'])('every folder of %s/ is on it', (top) => {
    const folders = readdirSync(top, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => `${top}/${e.name}/`);
    expect(folders.filter((f) => !named.includes(f))).toEqual([]);
  });

  it('a line it cannot place is caught', () => {
    expect(mapPaths('## What is where\n\n```\nsrc/\n  nowhere/           x\n```\n')).toEqual(['src/', 'src/nowhere/']);
  });
});
