import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { inlineScript } from './inline-script.ts';
import type { AnalyticsSettings } from '../src/lib/build/analytics-settings';
import type { AnalyticsConfig } from '../src/lib/browser/analytics';

const PAGE_MODULE = fileURLToPath(new URL('../src/components/analytics/page-analytics.ts', import.meta.url));
const VIRTUAL_ID = 'virtual:analytics';

/**
 * The analytics page script for these settings (src/components/analytics/page-analytics.ts with
 * what it imports), bundled and minified into one string with the settings in it: rendered inline
 * by Analytics.astro and hashed into the CSP by astro.config.mjs. No file, no request.
 */
export function analyticsScript(config: AnalyticsConfig): string {
  return inlineScript(
    `import { installAnalytics } from ${JSON.stringify(PAGE_MODULE)}; installAnalytics(${JSON.stringify(config)}, window);`,
  );
}

/**
 * Analytics as the build's settings say (src/lib/build/analytics-settings.ts): `virtual:analytics`
 * is the page script, or '' when off (then no page carries a byte of it). A build with analytics
 * switched on and a setting missing or wrong stops, naming the setting: a site that silently
 * counts nothing is worse than no build. `astro dev` renders none: previews are not visits.
 */
export default function analytics(settings: AnalyticsSettings): AstroIntegration {
  return {
    name: 'analytics',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        const script = command === 'build' && settings.config ? analyticsScript(settings.config) : '';
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'virtual-analytics',
                resolveId: (id: string) => (id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : undefined),
                load: (id: string) =>
                  id === `\0${VIRTUAL_ID}` ? `export default ${JSON.stringify(script)};` : undefined,
              },
            ],
          },
        });
      },
      'astro:build:setup': () => {
        if (settings.problems.length > 0)
          throw new Error(
            [
              'Analytics is switched on, but:',
              ...settings.problems,
              'docs/analytics.md says what each setting is.',
            ].join('\n'),
          );
      },
    },
  };
}
