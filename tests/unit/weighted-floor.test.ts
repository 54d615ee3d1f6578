// The weighted floor: the benchmark's page with nothing to do, as heavy as a page of this site, so a
// side-by-side run shows what the document's bytes alone cost (docs/performance.md).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gzipBytes, weightedFloor } from '../../scripts/bench/weighted-floor.mjs';

const FLOOR = readFileSync('tests/fixtures/floor/index.html', 'utf8');
const firstScreen = (html: string) => html.slice(0, html.indexOf('</p>') + '</p>'.length);

describe('weightedFloor', () => {
  it.each([8_000, 13_700, 16_000, 20_000])('weighs %i B of gzip, within one paragraph over', (target) => {
    const html = weightedFloor(FLOOR, target);
    expect(gzipBytes(html)).toBeGreaterThanOrEqual(target);
    expect(gzipBytes(html)).toBeLessThan(target + 400);
  });

  it("keeps the floor's head, heading and paragraph in front, the rest two screens below", () => {
    const html = weightedFloor(FLOOR, 16_000);
    expect(firstScreen(html)).toBe(firstScreen(FLOOR));
    const filler = html.slice(firstScreen(FLOOR).length);
    expect(filler).toMatch(/^\s*<div style="margin-top:200vh"><p>/);
    expect(filler).not.toMatch(/<(script|style|img|link)\b/);
    expect(html.endsWith(FLOOR.slice(FLOOR.indexOf('</main>')))).toBe(true);
  });

  it('gives one size the same page every time', () => {
    expect(weightedFloor(FLOOR, 14_000)).toBe(weightedFloor(FLOOR, 14_000));
    expect(weightedFloor(FLOOR, 14_000)).not.toBe(weightedFloor(FLOOR, 15_000));
  });

  it('leaves a page already at the size as it is but for an empty box', () => {
    expect(weightedFloor(FLOOR, gzipBytes(FLOOR) - 1)).toBe(
      FLOOR.replace('</main>', '<div style="margin-top:200vh"></div></main>'),
    );
  });

  it('refuses a page with no main to put the paragraphs in', () => {
    expect(() => weightedFloor('<!doctype html><p>x</p>', 10_000)).toThrow('</main>');
  });
});
