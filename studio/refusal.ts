/**
 * A refused save in the editor's words: the field named by the labels the form shows ("Hero ›
 * Headline", not `home.hero.title`), and what to change, in plain words. Made from the schema's
 * own refusal (a zod issue) and the form's model of the file (studio/model.ts).
 */
import type { z } from 'astro/zod';
import { labelFor, type FieldModel } from './model';

type Issue = z.core.$ZodIssue;
type Path = readonly PropertyKey[];

/** The labels the form shows on the way to the field at `path`: "Offerings › Items (item 2) › Title". */
export function fieldLabel(model: FieldModel, path: Path): string {
  const labels: string[] = [];
  let current: FieldModel | undefined = model;
  for (const key of path) {
    if (current?.type === 'array' && typeof key === 'number') {
      const last = labels.pop() ?? 'List';
      labels.push(`${last} (item ${key + 1})`);
      current = current.element;
    } else if (current?.type === 'object' && typeof key === 'string') {
      labels.push(labelFor(key));
      current = current.fields[key];
    } else {
      labels.push(String(key));
      current = undefined;
    }
  }
  return labels.join(' › ');
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const valueAt = (data: unknown, path: Path): unknown =>
  path.reduce<unknown>(
    (d, k) => (d && typeof d === 'object' ? (d as Record<PropertyKey, unknown>)[k] : undefined),
    data,
  );
const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** What to change, in plain words, for one of the schema's refusals of `data`. */
function advice(issue: Issue, data: unknown): string {
  const value = valueAt(data, issue.path);
  switch (issue.code) {
    case 'invalid_type':
      if (isEmpty(value)) return 'is empty: fill it in.';
      return `has the wrong kind of value: enter ${issue.expected === 'number' ? 'a number' : 'a text'}.`;
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (isEmpty(value))
        return issue.origin === 'array'
          ? `is empty: add at least ${plural(minimum, 'item')}.`
          : 'is empty: fill it in.';
      if (issue.origin === 'string' && typeof value === 'string')
        return `is too short: add ${plural(minimum - value.length, 'more character')}; it has ${value.length}, and needs at least ${minimum}.`;
      if (issue.origin === 'array' && Array.isArray(value))
        return `has ${plural(value.length, 'item')} and needs at least ${minimum}: add ${minimum - value.length} more.`;
      return `must be at least ${minimum}.`;
    }
    case 'too_big': {
      const maximum = Number(issue.maximum);
      if (issue.origin === 'string' && typeof value === 'string')
        return `is too long: shorten it by ${plural(value.length - maximum, 'character')}; it has ${value.length}, and at most ${maximum} fit.`;
      if (issue.origin === 'array' && Array.isArray(value))
        return `has ${plural(value.length, 'item')} and at most ${maximum} fit: remove ${value.length - maximum}.`;
      return `must be at most ${maximum}.`;
    }
    case 'invalid_format':
      if (issue.format === 'url') return 'must be a full web address, starting with https://.';
      if (issue.format === 'email') return 'must be an e-mail address, such as name@example.com.';
      // The schemas write each pattern's rule in words ("must be a time like "9:00 AM"").
      return /^Invalid/.test(issue.message) ? 'does not have the form it needs.' : `${sentence(issue.message)}`;
    case 'invalid_value':
      return `must be one of the choices in its list: pick one there (${issue.values.map(String).join(', ')}).`;
    case 'unrecognized_keys':
      return `has ${issue.keys.length === 1 ? 'a field' : 'fields'} the site does not use: remove ${issue.keys.length === 1 ? 'it' : 'them'} (${issue.keys.join(', ')}).`;
    case 'invalid_union':
      return 'does not match any form it can take: check the fields inside it.';
    default:
      return sentence(issue.message);
  }
}

/** A schema's message as a sentence after the field's name. */
const sentence = (message: string) => `${message.replace(/\.?$/, '.')}`;

/**
 * One refusal as the editor reads it: `“Hero › Headline” is too long: …`. `model` is the form's
 * model of `data` (a singleton's inner object, its key left out: the editor is on that page).
 */
export function describeIssue(issue: Issue, model: FieldModel, data: unknown): string {
  const label = issue.path.length ? `“${fieldLabel(model, issue.path)}”` : 'This entry';
  const text = advice(issue, data);
  return `${label} ${/^(is|has|must|does) /.test(text) ? text : `: ${text}`}`.replace(' : ', ': ');
}

/**
 * The whole refusal, as it follows the studio's own words (Sveltia: "There was an error while
 * saving the entry. Please try again later.", which a site cannot change): what to do, then the
 * file, for whoever looks it up.
 */
export function refusalMessage(path: string, problems: readonly string[]): string {
  const what = problems.length === 1 ? 'this field is' : `these ${problems.length} fields are`;
  return `Not saved, and trying again will not help until ${what} changed: ${problems.join(' ')} (${path})`;
}
