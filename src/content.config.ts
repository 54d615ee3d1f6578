/**
 * The content model's wiring: each collection of src/schemas/index.ts (the schemas, one file each
 * in src/schemas/) gets its loader. A wrong or missing field fails `astro dev`/`astro build`/
 * `astro check` with the file and the field named.
 */
import { defineCollection, reference } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { CONTENT_MODEL, type CollectionModel } from './schemas';

function loaderFor(model: CollectionModel) {
  const { storage } = model;
  if (storage.kind === 'singleton') return file(storage.file);
  return glob({
    base: `./${storage.folder}`,
    pattern: `**/*.${storage.extension}`,
    // One file per entry, named by its id (tests/unit/content-files.test.ts): the file name is the id.
    generateId: ({ entry }) => entry.replace(/\.\w+$/, '').split('/').pop()!,
  });
}

/** Each collection written out, so Astro types each one's entries from its own schema. */
const M = CONTENT_MODEL;
export const collections = {
  site: defineCollection({ loader: loaderFor(M.site), schema: ({ image }) => M.site.schema({ image, reference }) }),
  home: defineCollection({ loader: loaderFor(M.home), schema: ({ image }) => M.home.schema({ image, reference }) }),
  about: defineCollection({ loader: loaderFor(M.about), schema: ({ image }) => M.about.schema({ image, reference }) }),
  processPage: defineCollection({ loader: loaderFor(M.processPage), schema: ({ image }) => M.processPage.schema({ image, reference }) }),
  servicesPage: defineCollection({ loader: loaderFor(M.servicesPage), schema: ({ image }) => M.servicesPage.schema({ image, reference }) }),
  work: defineCollection({ loader: loaderFor(M.work), schema: ({ image }) => M.work.schema({ image, reference }) }),
  caseStudies: defineCollection({ loader: loaderFor(M.caseStudies), schema: ({ image }) => M.caseStudies.schema({ image, reference }) }),
  services: defineCollection({ loader: loaderFor(M.services), schema: ({ image }) => M.services.schema({ image, reference }) }),
  industries: defineCollection({ loader: loaderFor(M.industries), schema: ({ image }) => M.industries.schema({ image, reference }) }),
  pages: defineCollection({ loader: loaderFor(M.pages), schema: ({ image }) => M.pages.schema({ image, reference }) }),
  faq: defineCollection({ loader: loaderFor(M.faq), schema: ({ image }) => M.faq.schema({ image, reference }) }),
  faqGroups: defineCollection({ loader: loaderFor(M.faqGroups), schema: ({ image }) => M.faqGroups.schema({ image, reference }) }),
  testimonials: defineCollection({ loader: loaderFor(M.testimonials), schema: ({ image }) => M.testimonials.schema({ image, reference }) }),
  team: defineCollection({ loader: loaderFor(M.team), schema: ({ image }) => M.team.schema({ image, reference }) }),
  timeline: defineCollection({ loader: loaderFor(M.timeline), schema: ({ image }) => M.timeline.schema({ image, reference }) }),
  values: defineCollection({ loader: loaderFor(M.values), schema: ({ image }) => M.values.schema({ image, reference }) }),
  clients: defineCollection({ loader: loaderFor(M.clients), schema: ({ image }) => M.clients.schema({ image, reference }) }),
  stats: defineCollection({ loader: loaderFor(M.stats), schema: ({ image }) => M.stats.schema({ image, reference }) }),
  processes: defineCollection({ loader: loaderFor(M.processes), schema: ({ image }) => M.processes.schema({ image, reference }) }),
};

export * from './schemas';
