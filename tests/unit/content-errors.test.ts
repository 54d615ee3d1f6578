// A broken content file must stop the build with a message naming the file and the field.
// Each case copies the project to a temp dir, breaks one field, and runs `astro sync` there.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const made: string[] = [];

/** A copy of what `astro sync` reads; node_modules is linked entry by entry so Vite's cache stays in the copy. */
function copyProject(): string {
  const dir = mkdtempSync(join(tmpdir(), 'content-errors-'));
  made.push(dir);
  for (const name of ['content', 'src', 'integrations', 'public', 'astro.config.mjs', 'tsconfig.json', 'package.json']) {
    cpSync(join(root, name), join(dir, name), { recursive: true });
  }
  mkdirSync(join(dir, 'node_modules'));
  for (const entry of readdirSync(join(root, 'node_modules'))) {
    if (entry !== '.vite' && entry !== '.astro') symlinkSync(join(root, 'node_modules', entry), join(dir, 'node_modules', entry));
  }
  return dir;
}

function sync(dir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [join(dir, 'node_modules/astro/bin/astro.mjs'), 'sync'], {
      cwd: dir,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0' },
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('close', (code) => done({ code, output }));
  });
}

const edit = (dir: string, file: string, change: (text: string) => string) => {
  const path = join(dir, file);
  const before = readFileSync(path, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`the fixture edit did not change ${file}`);
  writeFileSync(path, after);
};

const cases = [
  {
    name: 'a missing field in a list entry (stat label)',
    file: 'content/stats/home.json',
    change: (t: string) => t.replace('"label": "Projects Completed"', '"caption": "Projects Completed"'),
    field: 'items.1.label',
  },
  {
    name: 'a wrong value in markdown frontmatter (unknown icon)',
    file: 'content/services/branding.md',
    change: (t: string) => t.replace(/^ {2}icon: palette$/m, '  icon: paintbrush'),
    field: 'card.icon',
  },
  {
    name: 'a missing field in page copy (home hero headline)',
    file: 'content/home.json',
    change: (t: string) => t.replace(/"title": "Unlocking Your Potential in the Digital Landscape\.",\n\s*/, ''),
    field: 'hero.title',
  },
] as const;

describe('a broken content file fails the build, naming the file and the field', () => {
  afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  // All copies sync at once so the whole table costs about one sync.
  const runs = cases.map((c) => {
    const dir = copyProject();
    edit(dir, c.file, c.change);
    return sync(dir);
  });

  it.each(cases.map((c, i) => [c.name, c, i] as const))('%s', async (_name, c, i) => {
    const { code, output } = await runs[i]!;
    expect(code).not.toBe(0);
    expect(output).toContain('does not match collection schema');
    expect(output).toContain(c.file);
    expect(output).toContain(c.field);
  });
}, 90_000);
