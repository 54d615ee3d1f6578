#!/usr/bin/env node
// `npm run generate`: rewrites the committed files that are renderings of code (the hosts' headers
// and redirects, the code editor's content schemas; scripts/generate/files.ts says which). Run it
// after changing src/lib/build/security-headers.ts, the redirects or a content schema; a unit test fails
// until then.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { createServer } from 'vite';
import { parseOptions } from './cli.mjs';

const USAGE = `Usage: npm run generate [-- --check]

Rewrites the generated files: public/_headers, vercel.json, .vscode/schemas/*.json and the
schema mapping in .vscode/settings.json.

  --check   write nothing; list the files that are out of date and exit 1 if any
  --help    show this help`;

const { values } = parseOptions(parseArgs, { check: { type: 'boolean' } }, USAGE);

// The generator is TypeScript that imports the site's modules: Vite loads it as the build does.
const vite = await createServer({
  configFile: false,
  logLevel: 'error',
  server: { middlewareMode: true },
  appType: 'custom',
  optimizeDeps: { noDiscovery: true, include: [] },
});
try {
  const { generatedFiles, staleFiles, readRepoFile } = await vite.ssrLoadModule('/scripts/generate/files.ts');
  const stale = staleFiles(readRepoFile);
  if (values.check) {
    for (const path of stale) console.log(`out of date: ${path}`);
    process.exitCode = stale.length > 0 ? 1 : 0;
  } else {
    const files = generatedFiles(readRepoFile);
    for (const path of stale) {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, files[path]);
      console.log(`wrote ${path}`);
    }
    if (stale.length === 0) console.log('every generated file is up to date');
  }
} finally {
  await vite.close();
}
