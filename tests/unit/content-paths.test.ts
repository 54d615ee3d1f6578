import { describe, expect, it } from 'vitest';
import { entryPath, idFileMismatch, missingReference } from '../../src/lib/build/content-paths';

describe('idFileMismatch', () => {
  it.each([
    ['no id field: the file name is the id', 'content/services/branding.md', undefined, {}, null],
    ['the field agrees with the file name', 'content/work/x-y.json', 'id', { id: 'x-y' }, null],
    [
      'a nested folder: only the last segment counts',
      'content/case-studies/podcasts/show.yaml',
      'work',
      { work: 'show' },
      null,
    ],
  ] as const)('%s', (_name, path, field, data, out) => expect(idFileMismatch(path, field, data)).toBe(out));

  it('names the file, the field, its value and the name it must have', () => {
    expect(
      idFileMismatch('content/case-studies/podcasts/femininity-podcast.yaml', 'work', { work: 'marty-party-podcast' }),
    ).toBe(
      'content/case-studies/podcasts/femininity-podcast.yaml: field "work" is "marty-party-podcast" but must be "femininity-podcast", the file\'s name (rename the file or change the field; both are the entry\'s id)',
    );
  });

  it('says when the field is missing', () =>
    expect(idFileMismatch('content/faq/a.json', 'id', {})).toContain('field "id" is null'));
});

describe('entryPath', () => {
  it('is the file the entry came from, without "./"', () =>
    expect(entryPath({ filePath: './content/work/a.json', collection: 'work', id: 'a' })).toBe('content/work/a.json'));
  it('names the collection and id when the loader gave no file', () =>
    expect(entryPath({ collection: 'work', id: 'a' })).toBe('the "work" entry "a"'));
});

describe('missingReference', () => {
  it('names the file, the field, the missing id and where it was looked for', () => {
    expect(
      missingReference(
        'content/faq-groups/general.json',
        'questions.2',
        { collection: 'faq', id: 'nope' },
        'content/faq',
      ),
    ).toBe(
      'content/faq-groups/general.json: field "questions.2" names "nope", but content/faq/ has no such entry (check the spelling, or add the file)',
    );
  });
});
