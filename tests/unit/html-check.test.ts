// The HTML check with the project's .htmlvalidate.json on fixtures: invalid markup is reported,
// and what Astro and React legitimately write is not (tests/fixtures/{invalid,valid}-html/).
import { describe, expect, it } from 'vitest';
import { htmlProblems } from '../build-checks/checks/html.mjs';

const fixture = (name: string) => new URL(`../fixtures/${name}`, import.meta.url).pathname;

describe('htmlProblems', () => {
  it('reports invalid markup with file, position and rule', async () => {
    const rules = (await htmlProblems(fixture('invalid-html'))).map((line) =>
      line.replace(/^index\.html:\d+:\d+ ([\w/-]+):.*$/, '$1'),
    );
    expect(rules).toEqual(
      expect.arrayContaining(['no-implicit-close', 'element-permitted-content', 'wcag/h37', 'no-dup-id']),
    );
  });

  it("accepts React's useId ids", async () => {
    expect(await htmlProblems(fixture('valid-html'))).toEqual([]);
  });
});
