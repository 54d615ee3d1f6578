// Over the build (npm run test:dist, after astro build): every HTML file is valid under
// .htmlvalidate.json (html-validate's recommended rules and two justified tweaks, see README).
import { expect, it } from 'vitest';
import { htmlProblems } from './checks/html.mjs';

it('every HTML file in dist/ is valid', async () => {
  expect(await htmlProblems('dist')).toEqual([]);
}, 120_000);
