// One lint configuration for the whole tree (`npm run check` runs it): the recommended rules of
// ESLint, typescript-eslint, eslint-plugin-astro and its jsx-a11y set for .astro and .tsx files.
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      '.astro/',
      '.local/',
      // Cloudflare's runtime bundles its shims here while it serves a build (npm run preview, the bench).
      '.wrangler/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      '.vscode/',
      'public/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  ...astro.configs['jsx-a11y-recommended'],
  // The islands: the same accessibility rules as the .astro files (eslint-plugin-astro registers the plugin).
  { files: ['**/*.tsx'], rules: jsxA11y.flatConfigs.recommended.rules },
  // Each kind of file gets the globals of where it runs: the browser's for what ships to it (the
  // islands, the client directive, the contact call, the pages' inline scripts); Node's for the
  // build, the scripts, the integrations, the studio's server side and the tests. (TypeScript checks
  // names in .ts and .tsx itself; these matter for JavaScript and the scripts inside .astro files.)
  {
    files: ['src/**', '**/*.astro', '**/*.astro/*.js', '**/*.astro/*.ts'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['scripts/**', 'integrations/**', 'studio/**', 'tests/**', 'supabase/**', '*.config.*', '*.mjs'],
    languageOptions: { globals: globals.node },
  },
  // src/lib/ by where its code runs; each folder imports only what runs there too.
  {
    files: ['src/lib/browser/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'astro:*', '../*'],
              message:
                "src/lib/browser/ ships to the visitor's browser: it imports only its siblings and browser packages.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/lib/build/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['astro:*', '../studio/*', '../../*'],
              message: 'src/lib/build/ runs in Node at build time: it imports its siblings, ../browser/ and packages.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/lib/studio/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['astro:*', '../*'],
              message:
                'src/lib/studio/ runs in the studios and their build checks: it imports its siblings and packages.',
            },
          ],
        },
      ],
    },
  },
  {
    rules: {
      // The compiler already refuses unused names in TypeScript; a leading underscore marks one kept on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
);
