import { retentionMonthsOf } from '../lib/build/retention';

/**
 * How many months the database keeps contact messages, read from supabase/migrations/ (the one
 * owner of the period) when the site or the live studio is built: the privacy page states it.
 */
export const RETENTION_MONTHS = retentionMonthsOf(
  import.meta.glob<string>('../../supabase/migrations/*.sql', { query: '?raw', import: 'default', eager: true }),
);
