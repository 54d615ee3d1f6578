/**
 * The live content studio (Sveltia CMS at /studio/ on the deployed site): the same forms as the
 * local studio, made from src/schemas/ (studio/sveltia.ts), files written in the house format
 * (./formats.ts), and a save the build would refuse refused here, naming the file and the field.
 * integrations/live-studio.ts builds this page into dist/studio/ when the build has the studio's
 * settings (src/lib/studio/studio-settings.ts); nothing of it reaches a public page.
 */
import CMS from '@sveltia/cms';
import type { StudioSettings } from '../../src/lib/studio/studio-settings';
import { refusalMessage } from '../refusal';
import { prepareSave } from '../save';
import { sveltiaCollections, sveltiaConfig } from '../sveltia';
import { watchDraftChecks } from './draft-checks';
import { HOUSE_FORMATS } from './formats';
import { watchPublishes } from './publish-notice';
import { saveLinkCheck, type StudioSitePages } from './save-links';
import { watchPublishing } from './publish-status';

declare const __STUDIO_SETTINGS__: StudioSettings & { siteUrl: string };
declare const __SITE_PAGES__: StudioSitePages;

const links = saveLinkCheck(__SITE_PAGES__);

for (const format of HOUSE_FORMATS) CMS.registerCustomFormat(format.name, format.extension, format);

/** Sveltia builds the entry map with Immutable's `fromJS`, so its data is a nested map at run time. */
const plain = (value: unknown): Record<string, unknown> =>
  (typeof (value as { toJS?: unknown }).toJS === 'function'
    ? (value as { toJS: () => unknown }).toJS()
    : value) as Record<string, unknown>;

CMS.registerEventListener({
  name: 'preSave',
  // Sveltia hands the entry as an Immutable map and writes back the `data` of the map returned.
  handler: ({ entry }) => {
    const path = entry.get('path');
    const prepared = prepareSave(path, plain(entry.get('data')));
    const { data } = prepared;
    const problems = [...prepared.problems, ...links.problems(path, data as Record<string, unknown>)];
    // "saving_failed" with a cause is how Sveltia's editor shows a failed save: a dialog with its
    // own sentence, then the cause's message (the field by its label), the form kept as it is.
    if (problems.length) throw new Error('saving_failed', { cause: new Error(refusalMessage(path, problems)) });
    return entry.set('data', data as Record<string, unknown>);
  },
});

// A saved entry's page is a page of the site from now on: a later save may link it.
CMS.registerEventListener({ name: 'postSave', handler: ({ entry }) => links.saved(entry.get('path')) });

void CMS.init({ config: sveltiaConfig(__STUDIO_SETTINGS__) });
// Review mode: a draft whose content check failed says why, beside the entry.
if (__STUDIO_SETTINGS__.review) watchDraftChecks(__STUDIO_SETTINGS__.repo);
// Review mode: Publish refused (what is missing) or done, in words.
if (__STUDIO_SETTINGS__.review) watchPublishes(__STUDIO_SETTINGS__.repo);
// Direct mode: each save's way to the live site, beside the entry.
if (!__STUDIO_SETTINGS__.review) {
  const saved = watchPublishing({ ...__STUDIO_SETTINGS__, collections: sveltiaCollections() });
  CMS.registerEventListener({ name: 'postSave', handler: ({ entry }) => saved(entry.get('path')) });
}
