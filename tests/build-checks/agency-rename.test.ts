// Every fact of the agency lives in content/: rename the agency, its domain and its street there,
// build, and no built text file may still carry the old words.
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { astro, copyProject, removeCopies } from '../support/project-copy';

/** Old word → new word, in every case the content writes it ("Kilele", "kilele", "kileledigital.com"). */
const RENAMES: [RegExp, string][] = [
  [/kileledigital\.com/gi, 'tidewater.example'],
  [/Kilele/g, 'Tidewater'],
  [/kilele/g, 'tidewater'],
  [/Collins Street/g, 'Harbour Road'],
  [/Collins/g, 'Harbour'],
];
const OLD_WORDS = /kilele|collins/i;
const TEXT = /\.(html|css|js|mjs|json|xml|txt|svg|webmanifest|md)$|^_(headers|redirects)$/;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)],
  );
}

afterAll(removeCopies);

it('a renamed agency leaves no trace of its old name, domain or street in the build', async () => {
  const dir = copyProject('agency-rename-');
  let renamed = 0;
  for (const path of files(join(dir, 'content')).filter((p) => /\.(json|yaml|md)$/.test(p))) {
    const before = readFileSync(path, 'utf8');
    const after = RENAMES.reduce((text, [from, to]) => text.replace(from, to), before);
    if (after !== before) renamed++;
    writeFileSync(path, after);
    // A file named after the agency (an FAQ question's id) is renamed with it, as an editor would.
    const name = path.split('/').pop()!;
    const newName = RENAMES.reduce((text, [from, to]) => text.replace(from, to), name);
    if (newName !== name) renameSync(path, join(path, '..', newName));
  }
  expect(renamed).toBeGreaterThan(10);
  const { code, output } = await astro(dir, 'build');
  expect(code, output.slice(-3000)).toBe(0);
  const dist = join(dir, 'dist');
  const traces = files(dist)
    .filter((p) => TEXT.test(p.split('/').pop()!))
    .flatMap((p) =>
      readFileSync(p, 'utf8')
        .split('\n')
        .flatMap((line) => {
          const m = OLD_WORDS.exec(line);
          return m ? [`${relative(dist, p)}: …${line.slice(Math.max(0, m.index - 60), m.index + 60)}…`] : [];
        }),
    );
  expect(traces).toEqual([]);
}, 240_000);
