import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { PRIVACY_PAGE, privacyPeriodProblems, retentionMonthsOf } from '../src/lib/build/retention';
import { pageText } from '../src/lib/studio/front-matter';

/** The migrations' SQL by file name, as supabase/migrations/ holds it under `root`. */
export function migrationsIn(root: string): Record<string, string> {
  const dir = join(root, 'supabase', 'migrations');
  return Object.fromEntries(
    readdirSync(dir)
      .filter((name) => name.endsWith('.sql'))
      .map((name) => [name, readFileSync(join(dir, name), 'utf8')]),
  );
}

/** What is wrong with the privacy page's period under `root`, as one message naming the file. */
export function retentionMismatch(root: string): string | undefined {
  const text = readFileSync(join(root, PRIVACY_PAGE), 'utf8');
  const problems = privacyPeriodProblems(pageText(text), retentionMonthsOf(migrationsIn(root)));
  return problems.length ? `${PRIVACY_PAGE}: ${problems.join('; ')}` : undefined;
}

/**
 * The privacy page cannot promise a retention period the database does not keep: `astro sync`
 * (the content check every deploy path runs first, `npm run test:content` included) and
 * `astro build` stop on a privacy page that states another period than supabase/migrations/;
 * `astro dev` says so in the terminal and the studios refuse such a save (studio/save.ts).
 */
export default function retentionCheck(): AstroIntegration {
  return {
    name: 'retention-check',
    hooks: {
      'astro:config:setup': ({ config, command, logger }) => {
        const mismatch = retentionMismatch(fileURLToPath(config.root));
        if (!mismatch) return;
        if (command === 'dev') logger.error(mismatch);
        else throw new Error(mismatch);
      },
    },
  };
}
