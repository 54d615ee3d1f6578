// @ts-check
// The contact limits live in one row, private.contact_settings (supabase/migrations/…_contact_limits.sql).
// The local backend and the tests set theirs there, through the same UPDATE the agency would run;
// whatever is not overridden goes back to the migration's production default, so `npm start`
// always shows the real behaviour.

/** The settings a local run may override, and the type each one holds. */
const LIMIT_SETTINGS = /** @type {const} */ ({
  per_client_max: 'integer',
  per_client_window: 'interval',
  per_sender_max: 'integer',
  per_sender_window: 'interval',
  global_max: 'integer',
  global_window: 'interval',
  notify_singles_per_hour: 'integer',
});

/** @typedef {Partial<Record<keyof typeof LIMIT_SETTINGS, string | number>>} LimitOverrides */

/**
 * Reads `per_client_max=100,global_max=1000,per_client_window=1 hour`.
 * @param {string} text
 * @returns {LimitOverrides}
 */
export function parseLimitOverrides(text) {
  /** @type {Record<string, string>} */
  const overrides = {};
  for (const part of text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const [name = '', ...rest] = part.split('=');
    const value = rest.join('=').trim();
    if (!(name.trim() in LIMIT_SETTINGS))
      throw new Error(`unknown limit "${name.trim()}"; known: ${Object.keys(LIMIT_SETTINGS).join(', ')}`);
    if (value === '') throw new Error(`limit "${name.trim()}" has no value`);
    const type = LIMIT_SETTINGS[/** @type {keyof typeof LIMIT_SETTINGS} */ (name.trim())];
    if (type === 'integer' && !/^\d+$/.test(value))
      throw new Error(`limit "${name.trim()}" must be a whole number, not "${value}"`);
    overrides[name.trim()] = value;
  }
  return overrides;
}

/**
 * The one UPDATE that sets every limit: the overrides given, the production default for the rest.
 * @param {LimitOverrides} overrides
 * @returns {[string, string[]]}
 */
export function limitsStatement(overrides) {
  /** @type {string[]} */
  const params = [];
  const assignments = Object.entries(LIMIT_SETTINGS).map(([name, type]) => {
    const value = overrides[/** @type {keyof typeof LIMIT_SETTINGS} */ (name)];
    if (value === undefined) return `${name} = default`;
    params.push(String(value));
    return `${name} = $${params.length}::${type}`;
  });
  return [`update private.contact_settings set ${assignments.join(', ')}`, params];
}

/**
 * @param {{ query(sql: string, params?: unknown[]): Promise<unknown> }} db
 * @param {LimitOverrides} [overrides]
 */
export async function setContactLimits(db, overrides = {}) {
  await db.query(...limitsStatement(overrides));
}
