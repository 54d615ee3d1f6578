/**
 * The content model in one table: every collection, where its files are and its schema. Astro's
 * collections (src/content.config.ts), the content studio (studio/keystatic.config.ts) and the
 * code editor's JSON Schemas (.vscode/settings.json) are all derived from it.
 */
import type { z } from 'astro/zod';
import { aboutSchema } from './about';
import { caseStudySchema, podcastCaseStudySchema, projectCaseStudySchema } from './case-study';
import type { SchemaContext } from './context';
import { faqGroupSchema, faqSchema } from './faq';
import { homeSchema } from './home';
import { industrySchema } from './industry';
import { insightSchema, insightsPageSchema, insightTagSchema } from './insight';
import {
  contactPageSchema,
  faqPageSchema,
  industriesPageSchema,
  notFoundPageSchema,
  workPageSchema,
} from './listing-pages';
import { clientSchema, processSchema, statsSchema, teamMemberSchema, timelineSchema, valueSchema } from './lists';
import { pageSchema } from './page';
import { processPageSchema } from './process-page';
import { serviceSchema } from './service';
import { servicesPageSchema } from './services-page';
import { siteSchema } from './site';
import { testimonialSchema } from './testimonial';
import { workSchema } from './work';

type Schema = (ctx: SchemaContext) => z.ZodType;

/** A schema that needs neither images nor references. */
const fixed =
  <T extends z.ZodType>(schema: T) =>
  (_ctx: SchemaContext) =>
    schema;

/** One JSON file holding one object under `key` (the entry's id); stays a single file. */
export interface SingletonStorage {
  kind: 'singleton';
  file: string;
  key: string;
}
/** A folder with one file per entry, named by the entry's `idField` (JSON/YAML) or its file name. */
export interface FolderStorage {
  kind: 'folder';
  folder: string;
  extension: 'json' | 'yaml' | 'md';
  idField?: string;
  /** The folder may hold no file at all (no article ships): the build then says nothing about it. */
  mayBeEmpty?: boolean;
  /**
   * Markdown whose text may show photos uploaded in the studio (kept in content/images/, rendered
   * through Astro's image pipeline by `render()`): both studios' markdown editors then upload there.
   */
  bodyImages?: boolean;
}

export interface CollectionModel {
  /** What editors see in the studio's sidebar. */
  label: string;
  /** One entry of a folder, in words, for the studio's buttons and commit messages ("service page"). */
  singular?: string;
  storage: SingletonStorage | FolderStorage;
  schema: Schema;
  /** Parts of one Astro collection kept in separate folders, each with its own schema (case studies). */
  parts?: { name: string; label: string; singular: string; folder: string; schema: Schema }[];
}

export const CONTENT_MODEL = {
  site: {
    label: 'Site facts, menus and footer',
    storage: { kind: 'singleton', file: 'content/site.json', key: 'agency' },
    schema: fixed(siteSchema),
  },
  home: {
    label: 'Home page',
    storage: { kind: 'singleton', file: 'content/home.json', key: 'home' },
    schema: homeSchema,
  },
  about: {
    label: 'About page',
    storage: { kind: 'singleton', file: 'content/about.json', key: 'about' },
    schema: aboutSchema,
  },
  processPage: {
    label: 'Process page',
    storage: { kind: 'singleton', file: 'content/process-page.json', key: 'process' },
    schema: processPageSchema,
  },
  workPage: {
    label: 'Work page',
    storage: { kind: 'singleton', file: 'content/work-page.json', key: 'work' },
    schema: workPageSchema,
  },
  faqPage: {
    label: 'FAQ page',
    storage: { kind: 'singleton', file: 'content/faq-page.json', key: 'faq' },
    schema: faqPageSchema,
  },
  contactPage: {
    label: 'Contact page',
    storage: { kind: 'singleton', file: 'content/contact-page.json', key: 'contact' },
    schema: contactPageSchema,
  },
  industriesPage: {
    label: 'Industries page',
    storage: { kind: 'singleton', file: 'content/industries-page.json', key: 'industries' },
    schema: industriesPageSchema,
  },
  notFoundPage: {
    label: 'Page not found (404)',
    storage: { kind: 'singleton', file: 'content/not-found-page.json', key: 'notFound' },
    schema: notFoundPageSchema,
  },
  insightsPage: {
    label: 'Insights: section words',
    storage: { kind: 'singleton', file: 'content/insights-page.json', key: 'insights' },
    schema: fixed(insightsPageSchema),
  },
  servicesPage: {
    label: 'Services page',
    storage: { kind: 'singleton', file: 'content/services-page.json', key: 'services' },
    schema: servicesPageSchema,
  },
  work: {
    label: 'Work (portfolio cards)',
    singular: 'work card',
    storage: { kind: 'folder', folder: 'content/work', extension: 'json', idField: 'id' },
    schema: workSchema,
  },
  caseStudies: {
    label: 'Case studies',
    singular: 'case study',
    storage: { kind: 'folder', folder: 'content/case-studies', extension: 'yaml', idField: 'work' },
    schema: caseStudySchema,
    parts: [
      {
        name: 'caseStudyProjects',
        label: 'Case studies: web projects',
        singular: 'case study',
        folder: 'content/case-studies/projects',
        schema: projectCaseStudySchema,
      },
      {
        name: 'caseStudyPodcasts',
        label: 'Case studies: podcasts',
        singular: 'podcast case study',
        folder: 'content/case-studies/podcasts',
        schema: podcastCaseStudySchema,
      },
    ],
  },
  services: {
    label: 'Services (one page each)',
    singular: 'service page',
    storage: { kind: 'folder', folder: 'content/services', extension: 'md' },
    schema: serviceSchema,
  },
  industries: {
    label: 'Industries (one page each)',
    singular: 'industry page',
    storage: { kind: 'folder', folder: 'content/industries', extension: 'yaml' },
    schema: industrySchema,
  },
  insights: {
    label: 'Insights (articles)',
    singular: 'article',
    storage: { kind: 'folder', folder: 'content/insights', extension: 'md', mayBeEmpty: true, bodyImages: true },
    schema: insightSchema,
  },
  insightTags: {
    label: 'Insights: tags',
    singular: 'tag',
    storage: { kind: 'folder', folder: 'content/insight-tags', extension: 'json', idField: 'slug' },
    schema: fixed(insightTagSchema),
  },
  pages: {
    label: 'Privacy, terms, careers',
    singular: 'page',
    storage: { kind: 'folder', folder: 'content/pages', extension: 'md' },
    schema: fixed(pageSchema),
  },
  faq: {
    label: 'FAQ questions',
    singular: 'FAQ question',
    storage: { kind: 'folder', folder: 'content/faq', extension: 'json', idField: 'id' },
    schema: fixed(faqSchema),
  },
  faqGroups: {
    label: 'FAQ groups',
    singular: 'FAQ group',
    storage: { kind: 'folder', folder: 'content/faq-groups', extension: 'json', idField: 'id' },
    schema: faqGroupSchema,
  },
  testimonials: {
    label: 'Testimonials',
    singular: 'testimonial',
    storage: { kind: 'folder', folder: 'content/testimonials', extension: 'json', idField: 'id' },
    schema: testimonialSchema,
  },
  team: {
    label: 'Team',
    singular: 'team member',
    storage: { kind: 'folder', folder: 'content/team', extension: 'json', idField: 'slug' },
    schema: teamMemberSchema,
  },
  timeline: {
    label: 'Timeline',
    singular: 'timeline entry',
    storage: { kind: 'folder', folder: 'content/timeline', extension: 'json', idField: 'slug' },
    schema: fixed(timelineSchema),
  },
  values: {
    label: 'Values',
    singular: 'value',
    storage: { kind: 'folder', folder: 'content/values', extension: 'json', idField: 'slug' },
    schema: fixed(valueSchema),
  },
  clients: {
    label: 'Clients (home page row)',
    singular: 'client',
    storage: { kind: 'folder', folder: 'content/clients', extension: 'json', idField: 'slug' },
    schema: fixed(clientSchema),
  },
  stats: {
    label: 'Stat groups',
    singular: 'stat group',
    storage: { kind: 'folder', folder: 'content/stats', extension: 'json', idField: 'slug' },
    schema: fixed(statsSchema),
  },
  processes: {
    label: 'Processes (numbered steps)',
    singular: 'process',
    storage: { kind: 'folder', folder: 'content/processes', extension: 'json', idField: 'slug' },
    schema: fixed(processSchema),
  },
} as const satisfies Record<string, CollectionModel>;

/** Local images uploaded in the studio live here (Astro's image pipeline optimises them). */
export const CONTENT_IMAGES_FOLDER = 'content/images';

export * from './shared';
export { siteSchema, type Site } from './site';
export { WORK_CATEGORIES, type WorkItem } from './work';
export { FAQ_PAGES } from './faq';
export type { Service } from './service';
export type { Industry } from './industry';
export type { CaseStudy, PodcastCaseStudy, ProjectCaseStudy } from './case-study';
export type { HomeCopy } from './home';
export type { Insight, InsightsCopy } from './insight';
export type { AboutCopy } from './about';
export type { CaseStudiesCopy, ContactFormCopy, ContactPageCopy } from './listing-pages';
