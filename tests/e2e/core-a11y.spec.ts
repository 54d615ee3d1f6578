// axe on every page this part builds, in light and dark.
import { test } from '@playwright/test';
import { THEMES, expectNoAxeViolations, openIn } from './core-helpers';

const PATHS = [
  '/',
  '/about',
  '/process',
  '/services',
  '/services/branding',
  '/services/design',
  '/services/development',
  '/services/consulting',
  '/services/podcast-management',
  '/services/content',
  '/privacy',
  '/terms',
  '/careers',
];

for (const theme of THEMES) {
  test.describe(`axe, ${theme} theme`, () => {
    // axe over a long page takes several seconds; on a busy machine more than the default 30 s.
    test.slow();
    for (const path of PATHS) {
      test(path, async ({ page }) => {
        await openIn(page, path, theme);
        await expectNoAxeViolations(page);
      });
    }
  });
}
