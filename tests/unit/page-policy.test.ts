// A page's meta CSP with its own hashes (src/lib/build/page-policy.ts).
import { expect, it } from 'vitest';
import { pagePolicy } from '../../src/lib/build/page-policy';

const policy =
  "default-src 'self';connect-src 'self';object-src 'none'; script-src 'self' 'sha256-old1=' 'sha256-theme=' ; style-src 'self' ; style-src-elem 'self' 'sha256-oldcss=' 'sha256-empty='; style-src-attr 'unsafe-inline';";

it("names exactly the page's inline scripts and styles and the configured hashes; the rest as it was", () => {
  expect(
    pagePolicy(policy, {
      scripts: ['sha256-theme=', 'sha256-page='],
      styles: ['sha256-newcss='],
      configured: { scripts: ['sha256-theme='], styles: ['sha256-empty='] },
    }),
  ).toBe(
    "default-src 'self';connect-src 'self';object-src 'none';script-src 'self' 'sha256-theme=' 'sha256-page=';style-src 'self';style-src-elem 'self' 'sha256-empty=' 'sha256-newcss=';style-src-attr 'unsafe-inline';",
  );
});

it('writes the style hashes into style-src when the policy has no style-src-elem', () => {
  expect(
    pagePolicy("style-src 'self' 'sha256-a='", {
      scripts: [],
      styles: ['sha256-b='],
      configured: { scripts: [], styles: [] },
    }),
  ).toBe("style-src 'self' 'sha256-b='");
});
