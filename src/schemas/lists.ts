/** The small lists pages reference by id; one file per entry, named by its id. */
import { z } from 'astro/zod';
import type { SchemaContext } from './context';
import { icon, imageSchema, slug, stat, step, text } from './shared';

/** Stat groups (home 2+/15+/5+/1, process 98%/2x/35%/15+, services 150%/200%/85%/4.9/5). */
export const statsSchema = z
  .object({
    slug: slug.describe('Id of the group and its file name, referenced by the page that shows it'),
    items: z.array(stat).min(1).max(8).describe('The tiles, in order'),
  })
  .strict();

/** The row of client names in the home page's closing call to action. */
export const clientSchema = z
  .object({
    slug: slug.describe('Id of the entry and its file name'),
    order: z.number().int().min(1).describe('Position in the list (1 first)'),
    name: text("The client's name as shown"),
  })
  .strict();

/** A milestone of the about page's timeline. */
export const timelineSchema = z
  .object({
    slug: slug.describe('Id of the entry and its file name'),
    year: z.number().int().min(2000).max(2100).describe('The year of the milestone'),
    month: z.number().int().min(1).max(12).describe('The month (1-12); orders milestones within a year, not shown'),
    title: text('The milestone in a few words'),
    description: z.string().min(20).describe('What happened'),
  })
  .strict();

/** About page values (Innovation, Excellence, Collaboration, Integrity). */
export const valueSchema = z
  .object({
    slug: slug.describe('Id of the entry and its file name'),
    order: z.number().int().min(1).describe('Position in the list (1 first)'),
    title: text('The value'),
    description: z.string().min(20).describe('What it means in practice'),
    icon,
  })
  .strict();

/** A member of the team on the about page. */
export const teamMemberSchema = (ctx: SchemaContext) =>
  z
    .object({
      slug: slug.describe('Id of the entry and its file name'),
      order: z.number().int().min(1).describe('Position in the list (1 first)'),
      name: text('Full name'),
      role: text('Role at the agency'),
      location: text('The office they work from'),
      image: imageSchema(ctx).describe('Portrait'),
      bio: z.string().min(40).max(600).describe('A short biography'),
    })
    .strict();

/** Numbered processes shown on several pages. */
export const processSchema = z
  .object({
    slug: slug.describe('Id of the process and its file name, referenced by the page that shows it'),
    steps: z.array(step).min(3).max(8).describe('The steps, in order; numbered 01, 02…'),
  })
  .strict();
