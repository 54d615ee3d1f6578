/**
 * The live studio's links at save: a link (a link field, or one written in a text) to a page the
 * site does not have is refused like every other refusal, with the nearest page offered
 * (studio/draft-links.ts). The studio knows the pages of the build it came with (handed over at
 * build time: integrations/live-studio.ts) and, from each save on, the page the saved entry makes
 * at the address the site's rule gives it, so a link to a case study added earlier in the same
 * session saves.
 */
import { saveLinkProblems, type SitePages } from '../draft-links';
import { pageOfContentFile } from '../site-pages';

/** The build's addresses as the studio page carries them (a JSON value). */
export interface StudioSitePages {
  pages: string[];
  siteUrl?: string;
  otherSystems?: string[];
}

export interface SaveLinkCheck {
  /** The refusals of the links in an entry about to be saved (its data as the save writes it). */
  problems: (path: string, data: Record<string, unknown>) => string[];
  /** A saved entry's page, known from now on. */
  saved: (path: string) => void;
}

export function saveLinkCheck(built: StudioSitePages): SaveLinkCheck {
  const site: SitePages & { pages: Set<string> } = { ...built, pages: new Set(built.pages) };
  return {
    problems: (path, data) => {
      const { body, ...fields } = data;
      return path.endsWith('.md')
        ? saveLinkProblems(path, fields, body, site)
        : saveLinkProblems(path, data, undefined, site);
    },
    saved: (path) => {
      const page = pageOfContentFile(path);
      if (page) site.pages.add(page);
    },
  };
}
