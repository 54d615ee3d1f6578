import { getCollection } from 'astro:content';
import type { FAQ_PAGES } from '../content.config';
import { entryPath } from '../lib/build/content-paths';
import { duplicateQuestionIds, type FaqCategory } from '../lib/browser/faq-search';
import { sortByOrder } from '../lib/build/order';
import { collectionLocation, requireEntry, resolveReference } from './entries';

/**
 * The FAQ groups a page shows (content/faq-groups/, by `order`), each with its questions resolved
 * from content/faq/: plain data the islands and the structured data can take.
 */
async function getFaqCategories(page: (typeof FAQ_PAGES)[number]): Promise<FaqCategory[]> {
  const groups = sortByOrder((await getCollection('faqGroups')).filter((g) => g.data.page === page));
  if (groups.length === 0)
    throw new Error(`${collectionLocation('faqGroups')}/: no group has "page": "${page}"; add one`);
  const categories = await Promise.all(
    groups.map(async (group) => ({
      id: group.data.id,
      title: group.data.title,
      questions: await Promise.all(
        group.data.questions.map(async (ref, i) => {
          const { data } = await resolveReference(ref, group, `questions.${i}`);
          return { id: data.id, question: data.question, answer: data.answer };
        }),
      ),
    })),
  );
  const duplicates = duplicateQuestionIds(categories);
  if (duplicates.length > 0) {
    const files = groups.map(entryPath).join(', ');
    throw new Error(
      `${files}: the ${page} page lists ${duplicates.map((d) => `"${d}"`).join(', ')} more than once; each question appears once per page`,
    );
  }
  return categories;
}

/** The questions of a page's only group (the home block, the contact cards). */
export async function getFaqGroup(page: 'home' | 'contact'): Promise<FaqCategory> {
  const [group, ...rest] = await getFaqCategories(page);
  if (!group || rest.length > 0)
    throw new Error(`${collectionLocation('faqGroups')}/: the ${page} page takes exactly one group`);
  return group;
}

/** Everything the /faq page shows. */
export async function loadFaqPage() {
  const [{ data: copy }, categories] = await Promise.all([requireEntry('faqPage', 'faq'), getFaqCategories('faq')]);
  return { copy, categories };
}
