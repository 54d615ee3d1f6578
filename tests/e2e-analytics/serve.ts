// Builds the site once per analytics provider (one after the other: two builds at once share
// Astro's caches) and serves each build on Cloudflare's runtime until stopped. The Playwright
// webServer of tests/e2e-analytics/playwright.config.ts.
import { spawnSync } from 'node:child_process';
import { LOCAL_BUILD_ENV } from '../../scripts/local-backend/config.mjs';
import { startPagesDev } from '../../scripts/pages-dev.mjs';
import { ANALYTICS_SITES } from './sites.ts';

for (const site of ANALYTICS_SITES) {
  const built = spawnSync('npx', ['astro', 'build', '--outDir', site.outDir], {
    stdio: 'inherit',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...LOCAL_BUILD_ENV, ...site.env },
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const servers: Awaited<ReturnType<typeof startPagesDev>>[] = [];
for (const site of ANALYTICS_SITES)
  servers.push(await startPagesDev({ root: site.outDir, port: site.port, inspectorPort: site.inspectorPort }));
const stop = async () => {
  await Promise.all(servers.map((server) => server.close()));
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
console.log(`analytics builds served: ${ANALYTICS_SITES.map((s) => `${s.provider} ${s.origin}`).join(', ')}`);
