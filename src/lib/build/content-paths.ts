/**
 * Where a piece of content lives, for messages that send an editor to the file to fix. Every
 * message names a path that exists in the project (tests/build-checks/content-errors.test.ts builds
 * broken copies and checks each named path).
 */

/**
 * A file whose id field disagrees with its file name: the message naming both, else null. The
 * file name is the entry's id (and its URL), so the two must be the same word.
 */
export function idFileMismatch(
  path: string,
  idField: string | undefined,
  data: Record<string, unknown>,
): string | null {
  if (!idField) return null;
  const fileId = path
    .replace(/\.\w+$/, '')
    .split('/')
    .pop()!;
  const value = data[idField];
  if (value === fileId) return null;
  return `${path}: field "${idField}" is ${JSON.stringify(value ?? null)} but must be "${fileId}", the file's name (rename the file or change the field; both are the entry's id)`;
}

/** The file an entry was loaded from, as the project names it ("content/work/x.json"). */
export function entryPath(entry: { filePath?: string | undefined; collection: string; id: string }): string {
  return entry.filePath?.replace(/^\.\//, '') ?? `the "${entry.collection}" entry "${entry.id}"`;
}

/** A reference to an entry that does not exist: which file, which field, which missing entry. */
export function missingReference(
  from: string,
  field: string,
  to: { collection: string; id: string },
  folder: string,
): string {
  return `${from}: field "${field}" names "${to.id}", but ${folder}/ has no such entry (check the spelling, or add the file)`;
}
