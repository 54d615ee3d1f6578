// Over the build (npm run test:dist): the W3C Nu HTML Checker finds no error in dist/, and it does
// find the errors Astro's raw output had (tests/fixtures/w3c-invalid/), so the check can fail.
import { describe, expect, it } from 'vitest';
import { w3cErrors } from './checks/w3c.mjs';

describe('the W3C Nu HTML Checker', () => {
  it('finds 0 errors in dist/', () => {
    expect(w3cErrors('dist')).toEqual([]);
  }, 120_000);

  it("finds the island style in the body, a script after </html>, Astro's refresh format and a blocking preload in the fixture", () => {
    const errors = w3cErrors(new URL('../fixtures/w3c-invalid', import.meta.url).pathname);
    expect(
      errors.some((e) => e.startsWith('index.html') && /style/i.test(e)),
      errors.join('\n'),
    ).toBe(true);
    expect(
      errors.some((e) => e.startsWith('index.html') && /Stray start tag “script”/.test(e)),
      errors.join('\n'),
    ).toBe(true);
    expect(
      errors.some((e) => e.startsWith('old/index.html') && /Bad value “0;url=/.test(e)),
      errors.join('\n'),
    ).toBe(true);
    // blocking="render" is let through on the rel="expect" link only (the checker lags the standard).
    expect(errors.filter((e) => e.startsWith('blocking/index.html')).map((e) => e.split(' ')[0])).toEqual([
      'blocking/index.html:6:5',
    ]);
  }, 120_000);
});
