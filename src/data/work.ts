import { getImage } from 'astro:assets';
import { getCollection } from 'astro:content';
import { srcsetWidths } from '../lib/browser/images';
import { sortByOrder } from '../lib/build/order';
import { fillCopyPlaceholders } from '../lib/build/placeholders';
import { orderWork, toWorkCard, WORK_CARD_WIDTH, workHref } from '../lib/browser/work-filter';
import { resolveReference, requireEntry } from './entries';

/** Everything the /work page shows: its copy, the cards, the process and the testimonials. */
export async function loadWorkPage() {
  const page = await requireEntry('workPage', 'work');
  const [work, testimonials, process] = await Promise.all([
    getCollection('work'),
    getCollection('testimonials').then(sortByOrder),
    resolveReference(page.data.process.process, page, 'process.process'),
  ]);
  const items = orderWork(
    await Promise.all(
      // The island takes plain URLs: a local card image is resized here (WebP, the card's widths).
      work.map(async ({ data }) => {
        const { src, alt } = data.image;
        if (typeof src === 'string') return toWorkCard({ ...data, image: { src, alt } });
        const resized = await getImage({
          src,
          width: WORK_CARD_WIDTH,
          widths: srcsetWidths(WORK_CARD_WIDTH, src.width),
          format: 'webp',
        });
        return toWorkCard({ ...data, image: { src: resized.src, srcset: resized.srcSet.attribute, alt } });
      }),
    ),
  );
  const quotes = await Promise.all(
    testimonials.map(async (testimonial) => {
      const { data } = testimonial;
      const item = data.work ? (await resolveReference(data.work, testimonial, 'work')).data : undefined;
      return { ...data, workHref: item ? workHref(item) : undefined, workName: item?.name };
    }),
  );
  return { copy: page.data, items, steps: process.data.steps, testimonials: quotes };
}

/**
 * The words every case study page shares (content/work-page.json `caseStudies`); with a name, its
 * {{name}} tokens filled with it (a study's page), without, as written (links to studies elsewhere).
 */
export async function loadCaseStudiesCopy(name?: string) {
  const copy = (await requireEntry('workPage', 'work')).data.caseStudies;
  return name === undefined ? copy : fillCopyPlaceholders(copy, { name }, 'content/work-page.json caseStudies');
}

/** Every case study with the work card it tells the story of (the card's id is the study's URL). */
export async function listCaseStudies() {
  const studies = await getCollection('caseStudies');
  return Promise.all(
    studies.map(async (study) => {
      const work = await resolveReference(study.data.work, study, 'work');
      return { id: study.id, study: study.data, work: work.data, name: study.data.title ?? work.data.name };
    }),
  );
}
