import { describe, expect, it } from 'vitest';
import { buildFaqPage } from '../../src/lib/build/structured-data';

describe('buildFaqPage', () => {
  it.each<[string, { question: string; answer: string }[]]>([
    ['no questions', []],
    ['one question', [{ question: 'Q1?', answer: 'A1.' }]],
    [
      'questions in order, text untouched',
      [
        { question: 'When do we pay?', answer: 'A 40% deposit.' },
        { question: "What's <new>?", answer: 'Quotes " and & stay as they are.' },
      ],
    ],
  ])('%s', (_name, entries) => {
    const page = buildFaqPage(entries);
    expect(page['@context']).toBe('https://schema.org');
    expect(page['@type']).toBe('FAQPage');
    expect(page.mainEntity).toEqual(
      entries.map((e) => ({
        '@type': 'Question',
        name: e.question,
        acceptedAnswer: { '@type': 'Answer', text: e.answer },
      })),
    );
  });
});
