// The gate of `npm run bench -- --budget` (what npm test holds), including rows that break each
// budget, and the tables it prints.
import { describe, expect, it } from 'vitest';
import {
  BUDGETS,
  budgetFailures,
  budgetRoutes,
  formatInteractionTable,
  formatTable,
  INTERACTION_BUDGETS,
  interactionFailures,
  lcpBrokenByTheMachine,
  type InteractionResult,
  type RouteResult,
} from '../../scripts/bench/budgets.mjs';
import { ASTROWIND_MENU, median, SCENARIOS } from '../../scripts/bench/interactions.mjs';

const task = (durationMs: number, cpuMs: number) => ({
  startMs: 40,
  durationMs,
  cpuMs,
  kind: 'script',
  breakdown: { script: cpuMs },
});
const good: RouteResult = {
  route: '/',
  performance: 100,
  lcpMs: 900,
  tbtMs: 0,
  cls: 0,
  jsBytes: 0,
  cssBytes: 0,
  documentBytes: 25 * 1024,
  domElements: 543,
  renderBlocking: 0,
  heaviestTask: task(40, 17),
  lcpFetchMisses: [],
  fonts: [{ url: '/_astro/brand.0nUMjLjb1p.woff2', fromSite: true, bytes: 16_812 }],
};
const font = (url: string, bytes = 16_812, fromSite = true) => ({ url, fromSite, bytes });

describe('budgetFailures', () => {
  it('passes a page within every budget, at the limits included', () => {
    expect(budgetFailures(good)).toEqual([]);
    const atLimits = { lcpMs: 2000, cls: 0.01, jsBytes: 10 * 1024, cssBytes: 15 * 1024, domElements: 800 };
    expect(budgetFailures({ ...good, ...atLimits, documentBytes: 32 * 1024, heaviestTask: task(300, 200) })).toEqual(
      [],
    );
  });

  it('judges no score and no simulated time a machine moves: a busy machine’s run passes', () => {
    expect(BUDGETS).not.toHaveProperty('performance');
    expect(BUDGETS).not.toHaveProperty('tbtMs');
    expect(budgetFailures({ ...good, performance: 81, tbtMs: 782, lcpMs: 1400 })).toEqual([]);
  });

  it('judges a task by the CPU time the page took, not the time it waited', () => {
    expect(budgetFailures({ ...good, heaviestTask: task(800, 200) })).toEqual([]);
    expect(budgetFailures({ ...good, heaviestTask: task(260, 250) })).toEqual([
      '/: a main-thread task took 250 ms of CPU > 200 ms (script)',
    ]);
  });

  it.each([
    [{ lcpMs: 2100 }, '/: LCP 2.10 s > 2.0 s'],
    [{ cls: 0.02 }, '/: CLS 0.02 > 0.01'],
    [
      {
        cls: 0.136,
        shifts: [
          { element: 'main > section > p', score: 0.006, causes: [] },
          { element: 'ul[data-work-grid] > li', score: 0.13, causes: ['Web font loaded'] },
        ],
      },
      '/: CLS 0.136 > 0.01 (moved: ul[data-work-grid] > li 0.130, Web font loaded; main > section > p 0.006)',
    ],
    [{ jsBytes: 10 * 1024 + 1 }, '/: JS 10.0 kB > 10.0 kB (gzip)'],
    [{ cssBytes: 16 * 1024 }, '/: CSS 16.0 kB > 15.0 kB (gzip)'],
    [{ documentBytes: 40 * 1024 }, '/: HTML 40.0 kB > 32.0 kB (gzip)'],
    [{ domElements: 900 }, '/: DOM 900 elements > 800'],
    [{ renderBlocking: 1 }, '/: 1 render-blocking request(s) > 0'],
    [
      { lcpFetchMisses: ['LCP resources should not use loading=lazy'] },
      '/: LCP photo: LCP resources should not use loading=lazy',
    ],
    [{ fonts: [] }, '/: the brand typeface was not requested'],
    [
      { fonts: [font('/_astro/brand.a.woff2'), font('/_astro/brand.a.woff2')] },
      '/: the brand typeface was requested 2 times',
    ],
    [{ fonts: [font('/_astro/brand.a.woff2', 17_501)] }, '/: the typeface 17501 B > 17500 B'],
  ])('fails %o', (change, failure) => {
    expect(budgetFailures({ ...good, ...change })).toEqual([failure]);
  });

  it('fails a run with no record of fonts', () => {
    const { fonts, ...withoutFonts } = good;
    expect(fonts).toHaveLength(1);
    expect(budgetFailures(withoutFonts)).toEqual(['/: the brand typeface was not requested']);
  });

  it('fails a font besides the brand typeface, from the site or elsewhere', () => {
    const fonts = [good.fonts![0]!, font('/_astro/inter.woff2', 20_000), font('https://cdn.example/x.woff2', 1, false)];
    expect(budgetFailures({ ...good, fonts })).toEqual([
      "/: a font besides the brand's: /_astro/inter.woff2",
      "/: a font besides the brand's: https://cdn.example/x.woff2",
    ]);
    // The typeface's name from another origin is not the site's subset.
    expect(budgetFailures({ ...good, fonts: [font('https://cdn.example/_astro/brand.a.woff2', 1, false)] })).toEqual([
      '/: the brand typeface was not requested',
      "/: a font besides the brand's: https://cdn.example/_astro/brand.a.woff2",
    ]);
  });
});

describe('lcpBrokenByTheMachine', () => {
  const busy = { ...good, lcpMs: 2060, waitedMs: 344 };
  it('measures again a run whose only broken budget is the LCP and whose tasks waited for a core', () => {
    expect(lcpBrokenByTheMachine(busy)).toBe(true);
    expect(budgetFailures(busy)).toEqual(['/: LCP 2.06 s > 2.0 s (a task of the load waited 344 ms for a core)']);
  });
  it('keeps the verdict of a quiet run, of a run within the budget, and of a page breaking another budget', () => {
    expect(lcpBrokenByTheMachine({ ...busy, waitedMs: 40 })).toBe(false);
    expect(lcpBrokenByTheMachine({ ...busy, lcpMs: 1400 })).toBe(false);
    expect(lcpBrokenByTheMachine({ ...busy, jsBytes: 80 * 1024 })).toBe(false);
    expect(lcpBrokenByTheMachine({ ...busy, documentBytes: 40 * 1024 })).toBe(false);
  });
});

describe('budgetRoutes', () => {
  it('takes home, work, FAQ, contact, about and the first case study, service and industry', () => {
    const routes = [
      '/',
      '/about/',
      '/contact/',
      '/faq/',
      '/work/',
      '/work/marty-party-podcast/',
      '/work/central-highlands-coffee/',
      '/services/',
      '/services/design/',
      '/services/branding/',
      '/industries/',
      '/industries/startups/',
      '/industries/ai-agents/',
    ];
    expect(budgetRoutes(routes)).toEqual({
      routes: [
        '/',
        '/work/',
        '/faq/',
        '/contact/',
        '/about/',
        '/work/central-highlands-coffee/',
        '/services/branding/',
        '/industries/ai-agents/',
      ],
      missing: [],
    });
  });

  it('names the routes a build lacks', () => {
    expect(budgetRoutes(['/'])).toEqual({
      routes: ['/'],
      missing: [
        '/work/',
        '/faq/',
        '/contact/',
        '/about/',
        '/work/<case study>/',
        '/services/<service>/',
        '/industries/<industry>/',
      ],
    });
  });
});

describe('formatTable', () => {
  it('prints one row per route with the verdict when the routes were held to the gate, and the build time', () => {
    const table = formatTable(
      [
        {
          ...good,
          lcpElement: 'img photo-1',
          photoBytes: 30 * 1024,
          photoCount: 1,
          blocking: { unattributedMs: 0, pageMs: 0, pageTasks: 0 },
          benchmarkIndex: 1500,
          observed: { performance: 100, fcpMs: 700, lcpMs: 949, tbtMs: 17.4, cls: 0 },
        },
        { ...good, route: '/about', tbtMs: 96, blocking: { unattributedMs: 54, pageMs: 42, pageTasks: 3 } },
        { ...good, route: '/work', domElements: 900 },
      ],
      { buildSeconds: 12.34, budgeted: true },
    );
    const lines = table.split('\n');
    expect(lines[0]).toMatch(
      /^\| Route +\| Perf \| +LCP \| LCP element +\| +TBT \| TBT from +\| Heaviest task +\| +CLS \| +HTML \| DOM \| +JS \| +CSS \| +Photos \| +Font \| Observed: Perf, LCP, TBT, CLS \| Budget \|$/,
    );
    expect(lines[2]).toMatch(
      /^\| \/ +\| +100 \| 0\.90 s \| img photo-1 +\| +0 ms \| none +\| 40 ms, CPU 17 ms: script \| 0\.000 \| 25\.0 kB \| 543 \| 0\.0 kB \| 0\.0 kB \| 30\.0 kB \(1\) \| 16\.4 kB \(1\) \| +100, 0\.95 s, 17 ms, 0\.000 \| +ok \|$/,
    );
    expect(lines[3]).toMatch(/\| +96 ms \| commit 54 \+ page 42 \(3\) \|/);
    expect(lines[4]).toMatch(/\| \/work .*\| 900 \| .*\| +FAIL \|$/);
    expect(table).toContain('Build: 12.3 s');
    expect(table).toContain('Lighthouse benchmarkIndex (CPU): 1500-1500');
    expect(formatTable([{ ...good, fonts: [] }])).toMatch(/\| +none \| +none \| +\| +\|\n/);
  });
});

describe('first interaction', () => {
  const row: InteractionResult = {
    route: '/faq/',
    action: 'tap the search, type a letter',
    answer: 'the list filtered',
    network: 'slow 4G',
    answerMs: 64,
    answerMsRuns: [70, 64, 58],
    loadJsBytes: 0,
    jsBytes: 66 * 1024,
    jsBeforeAnswerBytes: 0,
    answeredByPage: true,
  };

  it('an answer from the page, within a second, passes; the limit included', () => {
    expect(interactionFailures(row)).toEqual([]);
    expect(interactionFailures({ ...row, answerMs: INTERACTION_BUDGETS.answerMs })).toEqual([]);
  });

  it('an answer that waited for React on a slow network fails, however fast; on a fast one React may answer', () => {
    expect(interactionFailures({ ...row, answeredByPage: false })).toEqual([
      '/faq/ tap the search, type a letter (slow 4G): the list filtered only once React had hydrated the island (66.0 kB of JavaScript)',
    ]);
    expect(interactionFailures({ ...row, network: 'unthrottled', answeredByPage: false })).toEqual([]);
  });

  it('an answer after more than a second fails', () => {
    expect(interactionFailures({ ...row, answerMs: 1001 })).toEqual([
      '/faq/ tap the search, type a letter (slow 4G): the list filtered after 1001 ms > 1000 ms (phone profile)',
    ]);
  });

  it("another site's row (AstroWind's menu) is measured, not judged", () => {
    expect(
      interactionFailures({ ...row, action: ASTROWIND_MENU.action, answerMs: 5000, answeredByPage: false }),
    ).toEqual([]);
  });

  it('acts on every budget route that has an island, in the served URL form', () => {
    const { routes } = budgetRoutes(['/', '/work/', '/faq/', '/contact/', '/work/central-highlands-coffee/']);
    expect([...new Set(SCENARIOS.map((s) => s.route))]).toEqual(routes);
  });

  it('prints one row per act and network', () => {
    const table = formatInteractionTable([row]).split('\n');
    expect(table[0]).toMatch(
      /^\| Route +\| First act +\| Network +\| JS at load \| JS fetched by it \| JS in by the answer \| Answered by \| Until the answer shows \| Runs \(ms\) +\| Answer +\|$/,
    );
    expect(table[2]).toMatch(
      /\| slow 4G \| +0\.0 kB \| +66\.0 kB \| +0\.0 kB \| the page +\| +64 ms \| 70, 64, 58 \| the list filtered \|$/,
    );
  });
});

describe('median', () => {
  it.each<[number[], number]>([
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
    [[7], 7],
  ])('of %j is %d', (values, expected) => {
    expect(median(values)).toBe(expected);
  });
});
