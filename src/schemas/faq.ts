import { z } from 'astro/zod';
import type { SchemaContext } from './context';
import { slug } from './shared';

/** One FAQ question, one file each: content/faq/{id}.json. The id is its anchor: /faq#{id}. */
export const faqSchema = z
  .object({
    id: slug.describe(
      'Stable anchor of the question (/faq#{id}) and its file name; keep it when rewording the question',
    ),
    question: z.string().min(5).max(200).describe('The question, as a visitor would ask it'),
    answer: z.string().min(20).max(1000).describe('The answer, plain text, one short paragraph'),
  })
  .strict();

/** Where a group of questions is shown; each page shows its groups by `order`. */
export const FAQ_PAGES = ['home', 'faq', 'contact'] as const;

/** A group of FAQ questions: a category on /faq, the home block or the contact page's cards. */
export const faqGroupSchema = ({ reference }: SchemaContext) =>
  z
    .object({
      id: slug.describe('Group id and file name, e.g. "pricing-contracts"'),
      order: z.number().int().min(1).describe('Position among the groups of its page, 1 first'),
      page: z.enum(FAQ_PAGES).describe('The page that shows this group'),
      title: z.string().min(1).describe('The category heading (on /faq) or the section title'),
      questions: z.array(reference('faq')).min(1).describe('The questions (content/faq/), in display order'),
    })
    .strict();
