import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Every file under a folder (a build, an upload), relative to it with "/" separators. */
export function listBuiltFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
}
