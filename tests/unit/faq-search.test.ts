// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  countQuestions,
  duplicateQuestionIds,
  faqCategoriesIn,
  faqItemsIn,
  faqPageIn,
  faqVisibility,
  filterFaqCategories,
  matchesQuery,
  normalizeQuery,
  queryFromSearch,
  resultsAnnouncement,
  searchWithQuery,
  type FaqCategory,
} from '../../src/lib/browser/faq-search';

const pricing: FaqCategory = {
  id: 'pricing',
  title: 'Pricing & Contracts',
  questions: [
    {
      id: 'terms',
      question: 'What are the payment terms?',
      answer: 'We ask for a deposit of 30-50% before work begins.',
    },
    { id: 'owner', question: 'Who owns the work in the end?', answer: 'You do, once the final invoice is paid.' },
  ],
};
const process: FaqCategory = {
  id: 'process',
  title: 'Process & Timeline',
  questions: [
    {
      id: 'time',
      question: 'How long does a project take?',
      answer: 'A simple site takes 4-6 weeks; large platforms take 3-6 months.',
    },
  ],
};
const categories = [pricing, process];

describe('normalizeQuery', () => {
  it.each([
    ['  deposit ', 'deposit'],
    ['\tdeposit\n', 'deposit'],
    ['   ', ''],
    ['two words', 'two words'],
  ])('%j → %j', (raw, expected) => {
    expect(normalizeQuery(raw)).toBe(expected);
  });
});

describe('matchesQuery', () => {
  const item = pricing.questions[0]!;
  it.each<[string, string, boolean]>([
    ['matches in the question', 'payment', true],
    ['matches in the answer', 'deposit', true],
    ['ignores case', 'DePoSiT', true],
    ['trims the query', '   payment terms  ', true],
    ['matches a substring of a word', 'pos', true],
    ['a single character is enough', 'w', true],
    ['an empty query matches', '', true],
    ['a blank query matches', '   ', true],
    ['no match', 'blockchain', false],
    ['inner spaces are kept', 'payment  terms', false],
  ])('%s (%j)', (_name, query, expected) => {
    expect(matchesQuery(item, query)).toBe(expected);
  });
});

describe('filterFaqCategories', () => {
  it.each<[string, string, Record<string, string[]>]>([
    ['an empty query keeps everything', '', { pricing: ['terms', 'owner'], process: ['time'] }],
    ['a blank query keeps everything', '  ', { pricing: ['terms', 'owner'], process: ['time'] }],
    ['keeps only matching questions', 'invoice', { pricing: ['owner'] }],
    ['drops categories left empty', 'weeks', { process: ['time'] }],
    ['matches across categories', 'w', { pricing: ['terms', 'owner'], process: ['time'] }],
    ['matches case-insensitively and trimmed', '  DEPOSIT ', { pricing: ['terms'] }],
    ['returns nothing when nothing matches', 'zebra', {}],
  ])('%s', (_name, query, expected) => {
    const result = filterFaqCategories(categories, query);
    expect(Object.fromEntries(result.map((c) => [c.id, c.questions.map((q) => q.id)]))).toEqual(expected);
  });

  it('keeps category order and titles', () => {
    expect(filterFaqCategories(categories, 'a').map((c) => c.title)).toEqual([
      'Pricing & Contracts',
      'Process & Timeline',
    ]);
  });

  it('does not change its input', () => {
    filterFaqCategories(categories, 'invoice');
    expect(pricing.questions).toHaveLength(2);
  });
});

describe('countQuestions', () => {
  it('adds up the questions of every category', () => {
    expect(countQuestions(categories)).toBe(3);
    expect(countQuestions([])).toBe(0);
  });
});

describe('queryFromSearch / searchWithQuery', () => {
  it.each([
    ['?q=deposit', 'deposit'],
    ['?q=30-50%25', '30-50%'],
    ['?q=two+words', 'two words'],
    ['?other=1', ''],
    ['', ''],
  ])('queryFromSearch(%j) → %j', (search, expected) => {
    expect(queryFromSearch(search)).toBe(expected);
  });

  it.each([
    ['', 'deposit', '?q=deposit'],
    ['', '  deposit ', '?q=deposit'],
    ['?q=old', 'new', '?q=new'],
    ['?q=old', '', ''],
    ['?q=old', '   ', ''],
    ['?utm_source=mail&q=old', '', '?utm_source=mail'],
    ['?utm_source=mail', 'two words', '?utm_source=mail&q=two+words'],
  ])('searchWithQuery(%j, %j) → %j', (search, query, expected) => {
    expect(searchWithQuery(search, query)).toBe(expected);
  });

  it('round-trips', () => {
    expect(queryFromSearch(searchWithQuery('', '30-50% & more'))).toBe('30-50% & more');
  });
});

describe('resultsAnnouncement', () => {
  /** The editors' words (content/faq-page.json's launch copy has the same shape). */
  const copy = {
    placeholder: 'Search…',
    emptyTitle: 'Nothing here',
    emptyText: 'Try other words.',
    clear: 'Clear',
    showingAll: 'All {{count}} questions',
    showingSome: '“{{query}}”: {{count}} {{match}}',
    showingNone: 'Nothing matches',
    matchesOne: 'question has',
    matchesMany: 'questions have',
  };
  it.each<[number, string, string]>([
    [16, '', 'All 16 questions'],
    [16, '   ', 'All 16 questions'],
    [0, 'zebra', 'Nothing matches'],
    [1, ' deposit ', '“deposit”: 1 question has'],
    [3, 'site', '“site”: 3 questions have'],
  ])('%i results for %j', (count, query, expected) => {
    expect(resultsAnnouncement(count, query, copy)).toBe(expected);
  });
});

describe('duplicateQuestionIds', () => {
  it.each<[string, FaqCategory[], string[]]>([
    ['none', categories, []],
    [
      'across categories',
      [pricing, { ...process, questions: [...process.questions, pricing.questions[0]!] }],
      ['terms'],
    ],
    ['within a category', [{ ...pricing, questions: [...pricing.questions, pricing.questions[1]!] }], ['owner']],
  ])('%s', (_name, input, expected) => {
    expect(duplicateQuestionIds(input)).toEqual(expected);
  });
});

describe('faqVisibility', () => {
  it('shows every category and question for an empty search', () => {
    const shown = faqVisibility(categories, '  ');
    expect([...shown.categories]).toEqual(categories.map((c) => c.id));
    expect([...shown.questions]).toEqual(categories.flatMap((c) => c.questions.map((q) => q.id)));
    expect(shown.count).toBe(countQuestions(categories));
  });

  it.each(['deposit', 'PAYMENT', 'zebra', 'e'])('hides what filterFaqCategories drops (%s)', (query) => {
    const kept = filterFaqCategories(categories, query);
    const shown = faqVisibility(categories, query);
    expect([...shown.categories]).toEqual(kept.map((c) => c.id));
    expect([...shown.questions]).toEqual(kept.flatMap((c) => c.questions.map((q) => q.id)));
    expect(shown.count).toBe(countQuestions(kept));
  });
});

describe('faqCategoriesIn / faqItemsIn', () => {
  it('reads the categories and questions back from the markup the islands render them into', () => {
    document.body.innerHTML = `<div data-faq-root>
      <section data-faq-category="general" hidden><h2 id="general-heading">General &amp; more</h2>
        <details data-faq-item data-faq-id="who" name="faq"><summary data-faq-trigger><h3 data-faq-question>Who are you?</h3></summary>
          <section><p data-faq-answer>A studio in "two" cities &lt;3</p></section></details>
      </section>
      <section data-faq-category="process"><h2>Process</h2>
        <details data-faq-item data-faq-id="how" name="faq" hidden><summary data-faq-trigger><h3 data-faq-question>How?</h3></summary>
          <section><p data-faq-answer>Answer B.</p></section></details>
      </section></div>`;
    const root = document.querySelector('[data-faq-root]')!;
    expect(faqCategoriesIn(root)).toEqual([
      {
        id: 'general',
        title: 'General & more',
        questions: [{ id: 'who', question: 'Who are you?', answer: 'A studio in "two" cities <3' }],
      },
      { id: 'process', title: 'Process', questions: [{ id: 'how', question: 'How?', answer: 'Answer B.' }] },
    ]);
    expect(faqItemsIn(document.querySelectorAll('details[name="faq"]')).map((q) => q.id)).toEqual(['who', 'how']);
  });
});

describe('faqPageIn', () => {
  const copy = {
    placeholder: 'Search',
    emptyTitle: 'None',
    emptyText: 'Try again',
    clear: 'Clear',
    showingAll: 'All {{count}}',
    showingSome: '{{count}} {{match}}',
    showingNone: 'No {{match}} for {{query}}',
    matchesOne: 'match',
    matchesMany: 'matches',
  };
  const page = (status: string) =>
    (document.body.innerHTML = `<div data-faq-root>${status}
      <section data-faq-category="general"><h2>General</h2>
        <details data-faq-item data-faq-id="who"><summary><h3 data-faq-question>Who?</h3></summary>
          <p data-faq-answer>Us.</p></details></section></div>`);

  it('reads the words from the status line and the categories from the island around it', () => {
    page(`<p id="s" role="status" data-copy='${JSON.stringify(copy)}'></p>`);
    expect(faqPageIn(document.getElementById('s'))).toEqual({
      copy,
      categories: [{ id: 'general', title: 'General', questions: [{ id: 'who', question: 'Who?', answer: 'Us.' }] }],
    });
  });

  it('throws, naming what is missing, when the markup lacks the status line, its data-copy or a word', () => {
    page('');
    expect(() => faqPageIn(document.getElementById('s'))).toThrow(/the status line is missing/);
    page('<p id="s" role="status"></p>');
    expect(() => faqPageIn(document.getElementById('s'))).toThrow(/data-copy is missing/);
    const { clear: _clear, matchesMany: _many, ...partial } = copy;
    page(`<p id="s" role="status" data-copy='${JSON.stringify(partial)}'></p>`);
    expect(() => faqPageIn(document.getElementById('s'))).toThrow(/lacks clear, matchesMany$/);
  });
});
