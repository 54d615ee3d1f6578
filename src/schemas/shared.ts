/** Shapes several collections share; each field is described once, here. */
import { z } from 'astro/zod';
import type { ImageMetadata } from 'astro';
import { ICON_NAMES } from '../lib/build/icons';
import { siteLink } from '../lib/browser/urls';
import type { SchemaContext } from './context';

/** A site-relative path ("/about") or an absolute http(s) URL, as an editor writes it. */
// A pattern, not a refinement, so the studio's form checks the same rule before it saves.
export const anyHref = z
  .string()
  .regex(/^(\/|https?:\/\/)/, 'must start with "/" (a page of this site) or "http(s)://" (another site)');

/**
 * A link: editors may write a page as "/about" or "/about/"; the site always links the served form
 * "/about/", and a redirect alias as its target (src/lib/browser/urls.ts `siteLink`), so no click pays a
 * redirect.
 */
export const href = anyHref
  .transform(siteLink)
  .describe('A path on this site ("/about", linked as "/about/") or a full URL');

/** Entry ids become URL segments. */
export const slug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens, e.g. "my-project"');

export const link = z
  .object({
    label: z.string().min(1).describe('The visible text of the link'),
    href,
  })
  .strict();

/** An image as components get it: a URL (stock host or public/) or a file the build optimises. */
export interface ContentImage {
  src: string | ImageMetadata;
  alt: string;
}

/**
 * Alt text is required wherever an image is: a photo nobody can see must still say what it shows.
 * The picture is either a URL (`src`) or a file in the content folder (`file`, through Astro's
 * image pipeline); pages get one `src` either way.
 */
export const imageSchema = ({ image }: Pick<SchemaContext, 'image'>) =>
  z
    .object({
      src: z
        .string()
        .regex(/^(\/|https:\/\/)/, 'must be a site path or an https URL')
        .optional()
        .describe(
          'A stock-photo URL (https://images.unsplash.com/…) or a file in public/ ("/images/…"); leave it empty when you upload a file',
        ),
      file: image()
        .optional()
        .describe('A photo from your computer, kept in content/images/; the build makes small AVIF and WebP copies'),
      alt: z
        .string()
        .min(1, 'describe the image for people who cannot see it')
        .describe('Alternative text: what the picture shows, for people who cannot see it'),
    })
    .strict()
    .refine((v) => (v.src === undefined) !== (v.file === undefined), {
      message: 'give either an image URL or an uploaded file (one of the two)',
      path: ['src'],
    })
    .transform((v): ContentImage => ({ src: v.file ?? (v.src as string), alt: v.alt }));

/** An icon drawn by src/components/ui/Icon.astro; the names are listed in src/lib/build/icons.ts. */
export const icon = z.enum(ICON_NAMES).describe('An icon from the list, e.g. "rocket"');
export const text = (what: string) => z.string().min(1).describe(what);

/** A stat tile: a figure and what it counts ("15+" / "Projects Completed"). */
export const stat = z
  .object({
    value: z
      .string()
      .regex(/^[\d.,]+(%|\+|x|\/\d+)?$/, 'must be a figure such as "15+", "98%", "2x" or "4.9/5"')
      .describe('The figure, as shown'),
    label: text('What the figure counts, shown under it'),
  })
  .strict();

/** A titled section's heading copy. */
export const sectionCopy = {
  eyebrow: z.string().min(1).optional().describe('A short label above the heading'),
  title: text("The section's heading (an h2)"),
  intro: z.string().min(1).optional().describe('A sentence or two under the heading'),
};

/** A process step: its two-digit number (01, 02…) comes from its position. */
export const step = z
  .object({
    title: text('Step name'),
    description: z.string().min(20).describe('What happens in this step'),
    details: z.array(z.string().min(1)).optional().describe('Optional bullet list of activities or deliverables'),
  })
  .strict();

/** A call to action closing a page: a heading, a sentence and its buttons (usually to /contact). */
export const ctaCopy = z
  .object({
    title: text('Heading of the call-to-action block'),
    text: text('A sentence under the heading'),
    actions: z.array(link).min(1).max(3).describe('Buttons, the first one primary'),
  })
  .strict();

export const seo = z
  .object({
    title: z.string().min(2).max(60).describe('The <title> (the agency name is added)'),
    description: z.string().min(50).max(170).describe('Meta description for search results'),
  })
  .strict();

/**
 * The top of a page: the headline every page has, and the parts some pages add (a badge, buttons,
 * a picture). One shape for every page, so a hero reads and edits the same everywhere.
 */
export const heroSchema = (ctx: Pick<SchemaContext, 'image'>) =>
  z
    .object({
      eyebrow: z.string().min(1).max(60).optional().describe('A short badge above the headline'),
      title: z.string().min(1).max(90).describe('The headline (h1)'),
      description: z.string().min(40).max(300).describe('The sentence or two under the headline'),
      actions: z.array(link).min(1).max(2).optional().describe('Buttons under the headline, the first one primary'),
      image: imageSchema(ctx)
        .optional()
        .describe('The picture beside the headline; loaded first, as a phone shows it at the top'),
    })
    .strict();
export type Hero = z.output<ReturnType<typeof heroSchema>>;
