// Over the build (npm run test:dist, after astro build): nothing of the content studio reaches
// visitors. It is added to the config for `astro dev` only, so dist/ has no /keystatic or
// /api/keystatic route and no file of it: no script, no style, no page that names it.
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const TRACES = /keystatic|keystar|@keystar\/ui|virtual:keystatic-config/i;

/** Files under `dir` whose path or text shows the studio. */
function studioTraces(dir: string): string[] {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  return files.filter((file) => {
    if (TRACES.test(file)) return true;
    const path = join(dir, file);
    try {
      return TRACES.test(readFileSync(path, 'utf8'));
    } catch {
      return false; // a directory
    }
  });
}

it('dist/ holds no route, script, style or page of the content studio', () => {
  expect(readdirSync('dist').length).toBeGreaterThan(0);
  expect(studioTraces('dist')).toEqual([]);
});

it('the check finds a studio route or bundle left in a build', () => {
  const dir = mkdtempSync(join(tmpdir(), 'dist-studio-'));
  mkdirSync(join(dir, 'keystatic'));
  writeFileSync(join(dir, 'keystatic', 'index.html'), '<!doctype html><title>Studio</title>');
  mkdirSync(join(dir, '_astro'));
  writeFileSync(join(dir, '_astro', 'ui.js'), 'import"@keystar/ui";');
  expect(studioTraces(dir).sort()).toEqual(['_astro/ui.js', 'keystatic', 'keystatic/index.html']);
});
