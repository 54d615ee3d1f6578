import { z } from 'astro/zod';
import type { SchemaContext } from './context';
import { imageSchema, slug } from './shared';

/** A client's words on /work, one file each: content/testimonials/{id}.json. */
export const testimonialSchema = (ctx: SchemaContext) =>
  z
    .object({
      id: slug.describe('Testimonial id and file name'),
      order: z.number().int().min(1).describe('Position on the page, 1 first'),
      quote: z.string().min(20).max(400).describe("The client's words, without quotation marks"),
      author: z.string().min(1).describe('Who said it'),
      position: z.string().min(1).describe('Their role and company, e.g. "Founder, Dealer Playbook"'),
      image: imageSchema(ctx).describe('Portrait of the author'),
      work: ctx.reference('work').optional().describe('The project it is about (content/work/)'),
    })
    .strict();
