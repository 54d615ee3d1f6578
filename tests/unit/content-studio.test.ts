// The local studio takes its page from @keystatic/astro's own integration (integrations/content-studio.ts),
// not by naming the package's internal file: an upgrade that stops injecting it fails here.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test } from 'vitest';
import { keystaticPageRoute } from '../../integrations/content-studio';

test("the studio's page is the one @keystatic/astro injects, rendered on request, and its file exists", () => {
  const root = new URL('../../', import.meta.url);
  const route = keystaticPageRoute(root);
  expect(route).toMatchObject({ pattern: '/keystatic/[...params]', prerender: false });
  const entry = createRequire(import.meta.url).resolve(String(route.entrypoint));
  expect(existsSync(entry)).toBe(true);
});
