// The committed files that are renderings of code (scripts/generate/files.ts) match what the code
// renders now; `npm run generate` rewrites them.
import { describe, expect, it } from 'vitest';
import { generatedFiles, readRepoFile, staleFiles, type ReadFile } from '../../scripts/generate/files';

describe('generated files', () => {
  it("lists the hosts' files and the code editor's schemas", () => {
    const paths = Object.keys(generatedFiles(readRepoFile));
    expect(paths).toEqual(
      expect.arrayContaining([
        'public/_headers',
        'vercel.json',
        '.vscode/settings.json',
        '.vscode/schemas/work.schema.json',
      ]),
    );
  });

  it('every committed one is up to date (else: npm run generate)', () => {
    expect(staleFiles(readRepoFile)).toEqual([]);
  });

  it('a committed file that drifted is found', () => {
    const drifted: ReadFile = (path) => {
      const text = readRepoFile(path);
      if (path === '.vscode/schemas/work.schema.json')
        return text?.replace('"maxLength": 300', '"maxLength": 301').replace(/"minLength": \d+/, '"minLength": 0');
      if (path === 'public/_headers') return `${text}  X-Extra: 1\n`;
      return text;
    };
    expect(staleFiles(drifted)).toEqual(['public/_headers', '.vscode/schemas/work.schema.json']);
  });

  it('a missing one is found', () => {
    expect(staleFiles((path) => (path === 'vercel.json' ? undefined : readRepoFile(path)))).toEqual(['vercel.json']);
  });

  it("keeps a developer's own settings beside the schema mapping", () => {
    const own: ReadFile = (path) => {
      const text = readRepoFile(path);
      return path === '.vscode/settings.json'
        ? JSON.stringify({ 'editor.fontSize': 15, ...JSON.parse(text ?? '{}') }, null, 2) + '\n'
        : text;
    };
    expect(staleFiles(own)).toEqual([]);
    expect(JSON.parse(generatedFiles(own)['.vscode/settings.json']!)['editor.fontSize']).toBe(15);
  });
});
