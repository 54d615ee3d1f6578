import { BUILD_DATE_SETTING, parseBuildDate } from '../lib/build/build-date';

/**
 * The build's date, read once per build: `BUILD_DATE` in the build's environment, else now
 * (src/lib/build/build-date.ts). Every dated output of the build reads this one value.
 */
export const BUILD_DATE: Date = parseBuildDate(process.env[BUILD_DATE_SETTING], new Date());
