// @ts-check
// One sender's data, for an access or erasure request: the database functions do the work
// (supabase/migrations/…_contact_retention.sql); this is what `npm run messages -- --export` /
// `--erase` send them and how their answers are printed.

/** The statement of each action; the e-mail address is its one parameter. */
export const SENDER_SQL = /** @type {const} */ ({
  export: 'select private.export_contact_sender($1) as result',
  erase: 'select private.erase_contact_sender($1) as result',
});

/** @typedef {keyof typeof SENDER_SQL} SenderAction */

/**
 * @typedef {{
 *   email: string,
 *   found: boolean,
 *   deleted: Record<string, number>,
 *   digests_trimmed: number,
 * }} Erasure
 */

/**
 * JSON that stays exact and is safe on a terminal: JSON.stringify leaves DEL, the C1 controls
 * and the line separators raw, so they are written as \u escapes, which parse back the same.
 * @param {unknown} value
 */
export function safeJson(value) {
  return JSON.stringify(value, null, 2).replace(
    /[\u007f-\u009f\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The tables in the order a person reads them: the messages, then what refers to them. */
const TABLE_ORDER = ['public.contact_messages', 'private.contact_notifications', 'private.contact_rate_buckets'];
/** @param {string} table */
const rank = (table) => (TABLE_ORDER.includes(table) ? TABLE_ORDER.indexOf(table) : TABLE_ORDER.length);

/**
 * What an erasure did, for the operator: one line per table, or that nothing was held.
 * @param {Erasure} result
 * @returns {string}
 */
export function describeErasure(result) {
  if (!result.found) return `Nothing is held under ${result.email}: nothing was erased.`;
  const tables = Object.entries(result.deleted).sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
  const width = Math.max(...tables.map(([table]) => table.length));
  const lines = [
    `Erased everything held under ${result.email}:`,
    ...tables.map(([table, rows]) => `  ${table.padEnd(width)}  ${rows} row${rows === 1 ? '' : 's'} deleted`),
  ];
  if (result.digests_trimmed > 0) {
    const n = result.digests_trimmed;
    lines.push(
      `  ${n} digest e-mail${n === 1 ? '' : 's'} to the agency also carr${n === 1 ? 'ies' : 'y'} other senders' messages: ` +
        `kept, without this sender's.`,
    );
  }
  return lines.join('\n');
}

/**
 * The one line an export adds on stderr (stdout is the JSON alone, ready to send).
 * @param {{ email: string, found: boolean }} result
 */
export function describeExport(result) {
  return result.found ? `Everything held under ${result.email}, as JSON.` : `Nothing is held under ${result.email}.`;
}
