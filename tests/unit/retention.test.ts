// How long contact messages are kept has one owner, the database's migrations: the privacy page
// states their period through {{retention}}, and a privacy page stating another is refused (by
// the content check and the build, integrations/retention-check.ts, and by both studios).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { migrationsIn, retentionMismatch } from '../../integrations/retention-check';
import { CONTENT_MODEL } from '../../src/schemas/index';
import { PRIVACY_PAGE, privacyPeriodProblems, retentionMonthsOf, retentionText } from '../../src/lib/build/retention';
import { HOUSE_FORMATS } from '../../studio/live/formats';
import { modelOf, studioContext } from '../../studio/model';
import { prepareSave, saveProblems } from '../../studio/save';

const MONTHS = retentionMonthsOf(migrationsIn('.'));
const privacy = readFileSync(PRIVACY_PAGE, 'utf8');
/** The privacy page with its period typed in as another number of months. */
const otherPeriod = retentionText(MONTHS + 6);
const changed = privacy.replaceAll('{{retention}}', otherPeriod);

describe('retentionText', () => {
  it.each([
    [24, '24 months'],
    [1, '1 month'],
    [6, '6 months'],
  ])('%i → %s', (months, text) => expect(retentionText(months)).toBe(text));

  it.each([0, -3, 2.5, Number.NaN])('refuses %s', (months) => expect(() => retentionText(months)).toThrow(/months/));
});

describe('retentionMonthsOf: the period the migrations leave the database with', () => {
  const add = "alter table s add column if not exists message_retention interval not null default '24 months';";
  it.each<[string, Record<string, string>, number]>([
    ['the column as added', { '1.sql': add }, 24],
    [
      'a later default, in name order',
      { '2.sql': "alter column message_retention set default '12 months';", '1.sql': add },
      12,
    ],
    ['a later update of the row', { '1.sql': add, '3.sql': "update s set message_retention = '2 years';" }, 24],
    ['a comment is not a setting', { '1.sql': `${add}\n-- alter column message_retention set default '6 months'` }, 24],
  ])('%s', (_, files, months) => expect(retentionMonthsOf(files)).toBe(months));

  it('refuses migrations that set no period, or one that is not months or years', () => {
    expect(() => retentionMonthsOf({ '1.sql': 'select 1;' })).toThrow(/no migration sets/);
    expect(() => retentionMonthsOf({ '1.sql': add.replace('24 months', '90 days') })).toThrow(/months or years/);
  });
});

describe('the privacy page states the database period and no other', () => {
  it('as it is, through {{retention}}, with no period of its own', () => {
    expect(privacy).toContain('{{retention}}');
    expect(privacyPeriodProblems(privacy, MONTHS)).toEqual([]);
    expect(retentionMismatch('.')).toBeUndefined();
  });

  it('refuses a period typed in that differs from the database', () => {
    const problems = privacyPeriodProblems(changed, MONTHS);
    expect(problems).toHaveLength(privacy.split('{{retention}}').length - 1);
    for (const problem of problems)
      expect(problem).toContain(
        `"${otherPeriod}", but the database deletes contact messages after ${retentionText(MONTHS)}`,
      );
    expect(privacyPeriodProblems(privacy.replaceAll('{{retention}}', retentionText(MONTHS)), MONTHS)).toEqual([]);
    expect(privacyPeriodProblems(privacy.replaceAll('{{retention}}', 'two years'), 24)).toEqual([]);
  });

  it('refuses a privacy page that no longer states the period', () => {
    expect(privacyPeriodProblems(privacy.replaceAll('{{retention}}', 'a while'), MONTHS)).toEqual([
      expect.stringMatching(/must say how long contact messages are kept: write \{\{retention\}\}/),
    ]);
  });

  it('is no field an editor can change in either studio: the site facts have no period', () => {
    const site = modelOf(CONTENT_MODEL.site.schema(studioContext));
    expect(site.type === 'object' && Object.keys(site.fields).filter((k) => /retention/i.test(k))).toEqual([]);
  });

  it('both studios refuse a privacy page stating another period, naming the page text', () => {
    const md = HOUSE_FORMATS.find((f) => f.extension === 'md')!;
    const live = prepareSave(PRIVACY_PAGE, md.fromFile(changed)).problems;
    expect(live[0]).toMatch(/^“Page text”: it says ".+", but the database deletes contact messages after/);
    expect(saveProblems(PRIVACY_PAGE, changed)).toEqual(live);
    expect(prepareSave(PRIVACY_PAGE, md.fromFile(privacy)).problems).toEqual([]);
  });
});
