// Each inline script carries only its own code: a module that also writes a `<head>` script as a
// string gives it as a function, so a bundle importing the module's helpers drops the string.
import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { firstActsFor, firstActsScript } from '../../integrations/interaction-directive';
import { ISLAND_ACTS } from '../../src/directives/first-acts';
import { themeInitScript } from '../../src/lib/browser/theme';

/** The theme script after its storage key: what a bundle kept verbatim when it held it as dead code. */
const themeScriptBody = () => themeInitScript().slice(themeInitScript().indexOf(',d=document'));

describe('the first-act script', () => {
  it('uses the theme helpers without carrying the theme head script', () => {
    const script = firstActsScript();
    expect(script).toContain('"vite-ui-theme"');
    expect(themeScriptBody().length).toBeGreaterThan(400);
    expect(script).not.toContain(themeScriptBody());
  });
});

describe("a page's first-act script", () => {
  const marks = {
    SiteNav: 'data-menu-open',
    ThemeToggle: 'data-theme-option',
    FaqAccordion: 'data-faq-trigger',
    FaqExplorer: 'data-faq-clear',
    Carousel: 'data-carousel-step',
    ContactForm: 'data-contact-form',
  };

  it('knows the first acts of every island (or that it has none)', () => {
    const islands = readdirSync('src/islands').map((file) => file.replace(/\.tsx$/, ''));
    expect(Object.keys(ISLAND_ACTS).sort()).toEqual(islands.sort());
  });

  it("carries its islands' acts and no other island's", () => {
    const header = firstActsFor(['SiteNav', 'ThemeToggle', 'WorkFilter']);
    expect(header).toContain(marks.SiteNav);
    expect(header).toContain(marks.ThemeToggle);
    for (const other of [marks.FaqAccordion, marks.FaqExplorer, marks.Carousel, marks.ContactForm])
      expect(header).not.toContain(other);
    expect(firstActsFor(['FaqExplorer'])).toContain(marks.FaqAccordion);
    expect(firstActsFor(['SiteNav', 'Carousel'])).toContain(marks.Carousel);
  });

  it("is the layout's whole script on a page with every island", () => {
    const whole = firstActsScript();
    for (const mark of Object.values(marks)) expect(whole).toContain(mark);
    expect(firstActsFor(Object.keys(ISLAND_ACTS))).toBe(whole);
    expect(firstActsFor([]).length).toBeLessThan(whole.length / 2);
  });
});
