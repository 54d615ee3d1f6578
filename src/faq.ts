import { getCollection, getEntry } from 'astro:content';
import type { FAQ_PAGES } from './content.config';
import { duplicateQuestionIds, type FaqCategory } from './lib/faq-search';
import { sortByOrder } from './lib/order';

/**
 * The FAQ groups a page shows (content/faq-groups.json, by `order`), each with its questions
 * resolved from content/faq.json: plain data the islands and the structured data can take.
 */
export async function getFaqCategories(page: (typeof FAQ_PAGES)[number]): Promise<FaqCategory[]> {
  const groups = sortByOrder((await getCollection('faqGroups')).filter((g) => g.data.page === page));
  if (groups.length === 0) throw new Error(`content/faq-groups.json has no group with "page": "${page}"`);
  const categories = await Promise.all(
    groups.map(async ({ data: group }) => ({
      id: group.id,
      title: group.title,
      questions: await Promise.all(
        group.questions.map(async (ref) => {
          const entry = await getEntry(ref);
          if (!entry) throw new Error(`content/faq-groups.json, group "${group.id}": no question "${ref.id}" in content/faq.json`);
          return { id: entry.data.id, question: entry.data.question, answer: entry.data.answer };
        }),
      ),
    })),
  );
  const duplicates = duplicateQuestionIds(categories);
  if (duplicates.length > 0) {
    throw new Error(`content/faq-groups.json: the ${page} page lists ${duplicates.map((d) => `"${d}"`).join(', ')} more than once; each question appears once per page`);
  }
  return categories;
}

/** The questions of a page's only group (the home block, the contact cards). */
export async function getFaqGroup(page: 'home' | 'contact'): Promise<FaqCategory> {
  const [group, ...rest] = await getFaqCategories(page);
  if (!group || rest.length > 0) throw new Error(`content/faq-groups.json: the ${page} page takes exactly one group`);
  return group;
}
