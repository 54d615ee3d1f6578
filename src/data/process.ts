import { resolveReference, requireEntry } from './entries';

/** Everything the process page shows. */
export async function loadProcessPage() {
  const page = await requireEntry('processPage', 'process');
  const [process, stats] = await Promise.all([
    resolveReference(page.data.steps.process, page, 'steps.process'),
    resolveReference(page.data.results.stats, page, 'results.stats'),
  ]);
  return { copy: page.data, steps: process.data.steps, stats: stats.data.items };
}
