// Over the build (npm run test:dist; npm test builds with the studio's settings, tests/support/
// live-studio.ts): the live studio is in dist/studio/ with its own policy, and nothing of it
// reaches a public page: no page names its folder or a file of it, and its code is nowhere else.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { listBuiltPages } from '../../scripts/site-pages.mjs';
import { IMAGE_ORIGINS, STUDIO_PATH, studioPolicy } from '../../src/lib/build/security-headers';

const studioDir = join('dist', STUDIO_PATH);
const studioFiles = readdirSync(studioDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.includes('.'));

it('dist/studio/ holds the studio page, with its own policy, and its script', () => {
  const html = readFileSync(join(studioDir, 'index.html'), 'utf8');
  const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
  // The header's policy less frame-ancestors, which a <meta> cannot carry.
  expect(policy).toBe(studioPolicy({ imageOrigins: IMAGE_ORIGINS }).replace("; frame-ancestors 'none'", ''));
  expect(html).toMatch(/<meta name="robots" content="noindex"/);
  const scripts = [...html.matchAll(/<script\b[^>]*src="([^"]+)"/g)].map((m) => m[1]!);
  expect(scripts).toHaveLength(1);
  expect(scripts[0]).toMatch(new RegExp(`^${STUDIO_PATH}assets/[\\w-]+\\.js$`));
  expect(readFileSync(join('dist', scripts[0]!), 'utf8')).toMatch(/sveltia/i);
});

it('no public page names the studio or one of its files', () => {
  const names = studioFiles.map((file) => file.split('/').pop()!);
  const found = listBuiltPages('dist').flatMap(({ file }) => {
    const html = readFileSync(join('dist', file), 'utf8');
    return [STUDIO_PATH, ...names].filter((name) => html.includes(name)).map((name) => `${file}: ${name}`);
  });
  expect(found).toEqual([]);
});

it("the studio's code is only in dist/studio/", () => {
  const outside = readdirSync('dist', { recursive: true, encoding: 'utf8' }).filter(
    (file) => !file.startsWith(STUDIO_PATH.slice(1)) && /\.(?:js|mjs|css|html)$/.test(file),
  );
  expect(outside.filter((file) => /sveltia/i.test(readFileSync(join('dist', file), 'utf8')))).toEqual([]);
});
