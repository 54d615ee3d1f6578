// Splitting a markdown content file at its front matter, as the studios and the build read it.
import { describe, expect, it } from 'vitest';
import { pageText, splitFrontMatter } from '../../src/lib/studio/front-matter';

describe('splitFrontMatter', () => {
  it('takes the YAML between the two --- lines and the text after them', () => {
    expect(splitFrontMatter('---\ntitle: Terms\n---\n\nThe text.\n')).toEqual({
      yaml: 'title: Terms',
      body: '\nThe text.\n',
    });
  });

  it('takes empty front matter and a file that is all front matter', () => {
    expect(splitFrontMatter('---\n---\nText')).toEqual({ yaml: '', body: 'Text' });
    expect(splitFrontMatter('---\ntitle: T\n---')).toEqual({ yaml: 'title: T', body: '' });
  });

  it('finds none in a file that does not start with ---', () => {
    expect(splitFrontMatter('Text\n---\ntitle: T\n---\n')).toBeUndefined();
  });
});

describe('pageText', () => {
  it('is the text after the front matter, or the whole file without one', () => {
    expect(pageText('---\ntitle: T\n---\nKept {{retention}}.\n')).toBe('Kept {{retention}}.\n');
    expect(pageText('No front matter.')).toBe('No front matter.');
  });
});
