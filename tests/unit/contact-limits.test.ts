/**
 * The form's limits (CONTACT_LIMITS) against the migration's CHECK constraints: whatever the
 * form lets a visitor send, the database accepts. Read from the SQL itself, so changing either
 * side alone fails here. (tests/db/contact-table.test.ts inserts the longest message for real.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUDGET_OPTIONS, buildContactMessage, CONTACT_LIMITS } from '../../src/lib/browser/contact-message';
import { LEAD_SOURCE_LIMITS } from '../../src/lib/browser/lead-source';

const dir = new URL('../../supabase/migrations/', import.meta.url);
const sql = readdirSync(dir)
  .filter((name) => name.endsWith('.sql'))
  .map((name) => readFileSync(new URL(name, dir), 'utf8'))
  .join('\n');

/** The upper bound a CHECK constraint puts on `char_length(column)`. */
function bound(column: string): number {
  const match = new RegExp(String.raw`char_length\(${column}\)\s*<=\s*(\d+)`).exec(sql);
  if (!match?.[1]) throw new Error(`no CHECK bounds char_length(${column}) in supabase/migrations`);
  return Number(match[1]);
}

const longestBudget = [...BUDGET_OPTIONS].sort((a, b) => b.length - a.length)[0] ?? '';

describe('the form’s limits fit the contact_messages CHECK constraints', () => {
  it.each(['name', 'email', 'subject'] as const)('%s: the form’s maxLength is within the column’s bound', (column) => {
    expect(CONTACT_LIMITS[column]).toBeLessThanOrEqual(bound(column));
  });

  it('message: the longest message plus the appended phone and budget lines is within the bound', () => {
    const { message } = buildContactMessage({
      name: 'n',
      email: 'e@example.com',
      phone: '9'.repeat(CONTACT_LIMITS.phone),
      subject: 's',
      message: 'm'.repeat(CONTACT_LIMITS.message),
      budget: longestBudget,
    });
    // maxLength counts UTF-16 units, char_length code points: ASCII is the longest case.
    expect(message.length).toBe(
      CONTACT_LIMITS.message + '\n\nPhone: '.length + CONTACT_LIMITS.phone + '\nBudget: '.length + longestBudget.length,
    );
    expect(message.length).toBeLessThanOrEqual(bound('message'));
  });

  it('message: the bound is only a little higher than the form allows', () => {
    expect(bound('message')).toBeLessThanOrEqual(CONTACT_LIMITS.message + 200);
  });

  it('every column the form fills is bounded', () => {
    expect(['name', 'email', 'subject', 'message'].map(bound).every((value) => value > 0)).toBe(true);
  });
});

describe('the lead source’s bounds are the contact_messages CHECK constraints', () => {
  it.each(Object.entries(LEAD_SOURCE_LIMITS))('%s: the browser cuts to the column’s bound', (column, limit) => {
    expect(limit).toBe(bound(column));
  });

  it.each(Object.entries(LEAD_SOURCE_LIMITS))('%s: the database’s trigger cuts to the same bound', (column, limit) => {
    const trigger = /function private\.clean_contact_lead_source\(\)[\s\S]*?\n\$\$;/.exec(sql)?.[0] ?? '';
    const cut = column.startsWith('utm_')
      ? /left\(tag, (\d+)\)/.exec(trigger)?.[1]
      : column === 'landing_page'
        ? /left\(new\.landing_page, (\d+)\)/.exec(trigger)?.[1]
        : /char_length\(new\.referrer_host\) <= (\d+)/.exec(trigger)?.[1];
    expect(Number(cut)).toBe(limit);
  });
});

describe('the contact-limits migration agrees with the site', () => {
  it('names the agency e-mail of content/site.json in its refusals (the settings default)', async () => {
    const site = (await import('../../content/site.json', { with: { type: 'json' } })).default as {
      agency: { email: string };
    };
    expect(/agency_email\s+text\s+not null default '([^']+)'/.exec(sql)?.[1]).toBe(site.agency.email);
  });

  it('calls blank exactly what the form’s trim() empties (and NEL, U+0085, Unicode white space)', () => {
    const classes = [...sql.matchAll(/_not_blank\s+check \(\w+ ~ '\[\^([^\]]+)\]'\)/g)].map((match) => match[1]);
    expect(classes).toHaveLength(3);
    expect(new Set(classes).size).toBe(1);
    const blank = new RegExp(`^[${classes[0]}]$`, 'u');
    for (let code = 0; code <= 0xffff; code += 1) {
      const char = String.fromCharCode(code);
      expect(blank.test(char), `U+${code.toString(16).padStart(4, '0')}`).toBe(char.trim() === '' || code === 0x85);
    }
  });
});
