// The Speculation Rules every page carries, and the script that holds the loading screen while a
// page is prerendered (both hashed into the CSP by astro.config.mjs).
import { describe, expect, it } from 'vitest';
import {
  PRERENDER_SCRIPT,
  excludedPaths,
  speculationRules,
  speculationRulesScript,
} from '../../src/lib/browser/speculation';

describe('speculationRules', () => {
  const rule = speculationRules('/client-portal/login').prerender[0]!;

  it('prerenders on intent (moderate: a hover that rests, or a touch starting)', () => {
    expect(rule).toMatchObject({ source: 'document', eagerness: 'moderate' });
  });

  it("matches this origin's pages only: relative patterns for / and paths ending in /", () => {
    expect(rule.where).toMatchObject({ and: [{ href_matches: ['/', '/*/'] }, expect.anything(), expect.anything()] });
  });

  it('never the client portal, downloads, links that open elsewhere, external or nofollow links', () => {
    const [, portal, links] = (rule.where as { and: unknown[] }).and;
    expect(portal).toEqual({ not: { href_matches: ['/client-portal', '/client-portal/*'] } });
    expect(links).toEqual({
      not: { selector_matches: 'a[download], a[target], a[rel~="external"], a[rel~="nofollow"]' },
    });
  });

  it("excludes the portal's whole section whichever form the setting takes, and nothing for a portal elsewhere", () => {
    expect(excludedPaths('/client-portal/login/')).toEqual(['/client-portal', '/client-portal/*']);
    expect(excludedPaths('/portal')).toEqual(['/portal', '/portal/*']);
    expect(excludedPaths('https://portal.example.com/login')).toEqual([]);
    expect(
      (speculationRules('https://portal.example.com/login').prerender[0]!.where as { and: unknown[] }).and,
    ).toHaveLength(2);
  });

  it('is one JSON text, the exact text the layout renders and the CSP hashes', () => {
    expect(JSON.parse(speculationRulesScript('/client-portal/login'))).toEqual(
      speculationRules('/client-portal/login'),
    );
  });
});

describe('PRERENDER_SCRIPT', () => {
  const run = (prerendering: boolean) => {
    const classes = new Set<string>();
    const listeners: Record<string, () => void> = {};
    const document = {
      prerendering,
      documentElement: { classList: { add: (c: string) => classes.add(c), remove: (c: string) => classes.delete(c) } },
      addEventListener: (type: string, fn: () => void) => (listeners[type] = fn),
    };
    new Function('document', PRERENDER_SCRIPT)(document);
    return { classes, listeners };
  };

  it('marks a prerendered page until it is shown', () => {
    const { classes, listeners } = run(true);
    expect([...classes]).toEqual(['prerendering']);
    listeners.prerenderingchange?.();
    expect([...classes]).toEqual([]);
  });

  it('leaves a page loaded the ordinary way alone', () => {
    expect([...run(false).classes]).toEqual([]);
  });
});
