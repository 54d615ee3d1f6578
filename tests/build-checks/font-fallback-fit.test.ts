// scripts/font-fallback-fit.mjs over the build, as docs/performance.md quotes it: a row for every
// fallback face, each measured over the built heroes (the figures themselves are the fonts' and the
// copy's, so only their shape is held here).
import { spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';
import { FALLBACK_FACES } from '../../src/lib/build/brand-font';

it('sets the built heroes in every fallback face: a row each, median ≤ 90th percentile ≤ worst', () => {
  const result = spawnSync(process.execPath, ['scripts/font-fallback-fit.mjs', 'dist'], { encoding: 'utf8' });
  expect(result.status, result.stderr).toBe(0);
  const rows = result.stdout
    .trim()
    .split('\n')
    .slice(2)
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  expect(rows.map(([face, text]) => [face, text])).toEqual(
    FALLBACK_FACES.map((face) => [face.local[0], face.weight === 'bold' ? 'headline' : 'paragraph']),
  );
  for (const [face, , , ...sizings] of rows)
    for (const figures of sizings) {
      const [median, p90, worst] = figures!.split(', ').map(Number);
      expect(
        [median, p90, worst].every((n) => Number.isFinite(n) && n! >= 0),
        `${face}: ${figures}`,
      ).toBe(true);
      expect(median! <= p90! && p90! <= worst!, `${face}: ${figures}`).toBe(true);
    }
});

it('says there is no build to measure, in one line', () => {
  const result = spawnSync(process.execPath, ['scripts/font-fallback-fit.mjs', 'no-such-dist'], { encoding: 'utf8' });
  expect(result.status).toBe(1);
  expect(result.stderr.trim()).toBe('no build at no-such-dist: run npm run build first');
});
