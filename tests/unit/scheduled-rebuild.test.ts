// The scheduled rebuild (docs/hosting.md, "Scheduled rebuilds"): when a scheduled run rebuilds,
// read from the workflows' own schedules and content/site.json, so security.txt always keeps at
// least SECURITY_TXT_FLOOR_DAYS left; and the workflows that run on a schedule name it and only
// call scripts (no logic lives only in YAML).
import { readdirSync, readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import {
  liveBuildDate,
  rebuildDue,
  scheduledDay,
  SCHEDULE_LATENESS_DAYS,
  scheduleIntervalDays,
  SECURITY_TXT_FLOOR_DAYS,
  securityTxtExpires,
} from '../../src/lib/build/scheduled-rebuild';
import { buildSecurityTxt, securityTxtExpiry } from '../../src/lib/build/security-txt';
import { parseSecurityTxt } from '../support/security-txt';

const DAY = 24 * 60 * 60 * 1000;
interface Step {
  name?: string;
  run?: string;
  uses?: string;
}
interface Workflow {
  name?: string;
  on: { schedule?: { cron: string }[] } & Record<string, unknown>;
  jobs: Record<string, { steps: Step[] }>;
}
const workflows = readdirSync('.github/workflows')
  .filter((file) => /\.ya?ml$/.test(file))
  .map((file) => ({ file, flow: yaml.load(readFileSync(`.github/workflows/${file}`, 'utf8')) as Workflow }));
const scheduled = workflows.filter(({ flow }) => flow.on.schedule);
const site = JSON.parse(readFileSync('content/site.json', 'utf8')) as {
  agency: { url: string; securityTxt: { contacts: string[]; expiresInDays: number; preferredLanguages: string[] } };
};
const { expiresInDays } = site.agency.securityTxt;
const SCHEDULED_SCRIPTS: Record<string, string> = {
  'deploy-pages.yml': 'scripts/schedule/deploy-lane.mjs',
  'scheduled-rebuild.yml': 'scripts/schedule/trigger-build-hook.mjs',
};
/** The scheduled checks, which build nothing live: each has its own test of the script it calls. */
const SCHEDULED_CHECKS = ['contact-form-check.yml', 'links-out.yml'];
/** The schedules that rebuild the live site, the ones security.txt's floor depends on. */
const rebuilds = scheduled.filter(({ file }) => file in SCHEDULED_SCRIPTS);

describe('scheduleIntervalDays', () => {
  it.each([
    ['17 5 * * *', 1],
    ['0 6 * * 1', 7],
  ])('%s runs every %i days', (cron, days) => expect(scheduleIntervalDays(cron)).toBe(days));
  it.each(['*/5 * * * *', '0 6 1 * *', '0 6 * * 1-5', '0 6 * *'])('refuses %s, naming it', (cron) =>
    expect(() => scheduleIntervalDays(cron)).toThrow(`The schedule "${cron}"`),
  );
});

describe('securityTxtExpires', () => {
  it('reads the Expires a build writes, and nothing from a file without one', () => {
    const now = new Date('2027-03-01T05:17:00Z');
    const text = buildSecurityTxt(site.agency.securityTxt, site.agency.url, now);
    expect(securityTxtExpires(text)?.toISOString()).toBe(new Date(now.getTime() + expiresInDays * DAY).toISOString());
    expect(liveBuildDate(securityTxtExpires(text)!, expiresInDays)).toEqual(now);
    expect(securityTxtExpires('Contact: mailto:a@example.com\n')).toBeUndefined();
    expect(securityTxtExpires('Expires: next year\n')).toBeUndefined();
  });
});

describe('rebuildDue', () => {
  const ask = (built: string, now: string, days = expiresInDays) =>
    rebuildDue({
      liveExpires: new Date(new Date(built).getTime() + days * DAY),
      expiresInDays: days,
      intervalDays: 1,
      now: new Date(now),
    });

  it('rebuilds on the day an article dated after the live build is due, and not before or after it is live', () => {
    const ask = (built: string, now: string, articleDays: string[]) =>
      rebuildDue({
        liveExpires: new Date(new Date(built).getTime() + expiresInDays * DAY),
        expiresInDays,
        intervalDays: 1,
        now: new Date(now),
        articleDays,
      });
    const days = ['2027-01-04', '2027-03-10'];
    expect(ask('2027-03-01T05:17:00Z', '2027-03-09T05:17:00Z', days)).toMatchObject({ due: false });
    expect(ask('2027-03-01T05:17:00Z', '2027-03-10T05:17:00Z', days)).toEqual({
      due: true,
      reason: 'an article dated 2027-03-10 is due and the live site was built on 2027-03-01: rebuilding to publish it',
    });
    // A run that did not happen on the day: the next one still publishes it.
    expect(ask('2027-03-01T05:17:00Z', '2027-03-12T05:17:00Z', days)).toMatchObject({ due: true });
    // Built on or after its day: it is live, nothing to do.
    expect(ask('2027-03-10T05:17:00Z', '2027-03-11T05:17:00Z', days)).toMatchObject({ due: false });
  });

  it('rebuilds when the live site cannot say when it was built', () => {
    expect(rebuildDue({ liveExpires: undefined, expiresInDays, intervalDays: 1, now: new Date() }).due).toBe(true);
  });
  it('rebuilds on the first run of a new year (the footer), not on the last of the old', () => {
    expect(ask('2026-12-20T05:17:00Z', '2026-12-31T05:17:00Z')).toMatchObject({ due: false });
    expect(ask('2026-12-20T05:17:00Z', '2027-01-01T05:17:00Z')).toEqual({
      due: true,
      reason: "the live site was built in 2026 and it is 2027: rebuilding for the footer's year",
    });
  });
  it('renews security.txt before the next run could find it under the floor, and not earlier', () => {
    const renewAfter = expiresInDays - SECURITY_TXT_FLOOR_DAYS - 1 - SCHEDULE_LATENESS_DAYS;
    const built = new Date('2027-02-01T05:17:00Z');
    const at = (days: number) => new Date(built.getTime() + days * DAY).toISOString();
    expect(ask(built.toISOString(), at(renewAfter)).due).toBe(false);
    expect(ask(built.toISOString(), at(renewAfter + 1))).toMatchObject({ due: true });
    expect(ask(built.toISOString(), at(renewAfter + 1)).reason).toMatch(/^security\.txt expires in \d+ days/);
  });
});

describe('the schedules', () => {
  it('are the GitHub Pages deploy, the build hook and the checks, each named, daily or weekly', () => {
    expect(scheduled.map(({ file }) => file).sort()).toEqual(
      [...Object.keys(SCHEDULED_SCRIPTS), ...SCHEDULED_CHECKS].sort(),
    );
    for (const { file, flow } of scheduled) {
      expect(flow.name, file).toBeTruthy();
      for (const { cron } of flow.on.schedule!)
        expect(scheduleIntervalDays(cron), `${file}: ${cron}`).toBeGreaterThan(0);
      expect(flow.on, `${file} can be started by hand too`).toHaveProperty('workflow_dispatch');
    }
  });

  it('only call their script, handing it the schedule that started the run', () => {
    for (const { file, flow } of rebuilds) {
      const runs = Object.values(flow.jobs).flatMap((job) => job.steps.map((step) => step.run?.trim()).filter(Boolean));
      const calls = runs.filter((run) => run!.includes(SCHEDULED_SCRIPTS[file]!));
      expect(calls, file).toEqual([`node ${SCHEDULED_SCRIPTS[file]} --schedule "\${{ github.event.schedule }}"`]);
    }
    // The hook workflow does nothing else; no step of either holds a shell branch of its own.
    const hook = rebuilds.find(({ file }) => file === 'scheduled-rebuild.yml')!.flow;
    expect(Object.values(hook.jobs).flatMap((job) => job.steps.filter((step) => step.run))).toHaveLength(1);
    for (const { file, flow } of rebuilds)
      for (const step of Object.values(flow.jobs).flatMap((job) => job.steps))
        expect(step.run ?? '', `${file}: ${step.run}`).not.toMatch(/\bif \[|\bgh run list|\bcurl\b/);
  });

  it(`keep security.txt at least ${SECURITY_TXT_FLOOR_DAYS} days from expiring, on every day of two years`, () => {
    for (const { file, flow } of rebuilds)
      for (const { cron } of flow.on.schedule!) {
        const interval = scheduleIntervalDays(cron);
        // content/site.json's period must leave room for a run that comes a day late.
        expect(expiresInDays - interval - SCHEDULE_LATENESS_DAYS, `${file}: ${cron}`).toBeGreaterThanOrEqual(
          SECURITY_TXT_FLOOR_DAYS,
        );
        // A run every interval (each a day late at worst), from a build on 2026-03-04.
        let live = new Date('2026-03-04T05:17:00Z');
        let rebuilds = 0;
        for (let day = interval; day <= 730; day += interval) {
          const now = new Date(
            Date.parse('2026-03-04T05:17:00Z') + day * DAY + (day % 3 === 0 ? SCHEDULE_LATENESS_DAYS * DAY : 0),
          );
          const liveText = buildSecurityTxt(site.agency.securityTxt, site.agency.url, live);
          const expires = securityTxtExpires(liveText)!;
          // Before this run: never under the floor, and a valid file by RFC 9116's rules.
          expect((expires.getTime() - now.getTime()) / DAY, `${file} on day ${day}`).toBeGreaterThanOrEqual(
            SECURITY_TXT_FLOOR_DAYS,
          );
          expect(parseSecurityTxt(liveText, `${site.agency.url}/.well-known/security.txt`, now).problems).toEqual([]);
          if (rebuildDue({ liveExpires: expires, expiresInDays, intervalDays: interval, now }).due) {
            live = now;
            rebuilds++;
          }
          expect(new Date(securityTxtExpiry(live, expiresInDays)).getTime() - now.getTime()).toBeGreaterThanOrEqual(
            SECURITY_TXT_FLOOR_DAYS * DAY,
          );
        }
        // A deploy every few weeks, not every day (docs/hosting.md gives the figures).
        expect(rebuilds, `${file}: ${cron}`).toBeLessThan(730 / interval / 10);
      }
  });
});

describe('scheduledDay', () => {
  it("is an article's published day from its front matter, none for a draft", () => {
    expect(scheduledDay('---\ntitle: A\npublished: 2027-03-10\n---\n\ndraft: true in the text\n')).toBe('2027-03-10');
    expect(scheduledDay('---\npublished: 2027-03-10\ndraft: true\n---\n')).toBeUndefined();
    expect(scheduledDay('---\npublished: 2027-03-10\ndraft: false\n---\n')).toBe('2027-03-10');
  });
});
