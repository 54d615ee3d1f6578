import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { linkNodeModules } from '../../scripts/support/node-modules.mjs';

const made: string[] = [];
afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function project(): string {
  const root = mkdtempSync(join(tmpdir(), 'node-modules-root-'));
  made.push(root);
  mkdirSync(join(root, 'node_modules/astro'), { recursive: true });
  mkdirSync(join(root, 'node_modules/.vite'), { recursive: true });
  mkdirSync(join(root, 'node_modules/.astro/assets'), { recursive: true });
  writeFileSync(join(root, 'node_modules/.astro/data-store.json'), '{"the project":"content"}');
  writeFileSync(join(root, 'node_modules/.astro/assets/photo.Ab12_Cd3.avif'), 'encoded');
  return root;
}

function copyDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'node-modules-copy-'));
  made.push(dir);
  return dir;
}

describe('linkNodeModules', () => {
  it("links the packages, keeps Vite's and Astro's content caches out, and copies the image cache", () => {
    const root = project();
    const dir = copyDir();
    linkNodeModules(root, dir);
    expect(lstatSync(join(dir, 'node_modules/astro')).isSymbolicLink()).toBe(true);
    expect(existsSync(join(dir, 'node_modules/.vite'))).toBe(false);
    expect(existsSync(join(dir, 'node_modules/.astro/data-store.json'))).toBe(false);
    const image = join(dir, 'node_modules/.astro/assets/photo.Ab12_Cd3.avif');
    expect(lstatSync(image).isSymbolicLink()).toBe(false);
    expect(readFileSync(image, 'utf8')).toBe('encoded');
    // A copy's build writes its own entries, never the project's.
    writeFileSync(join(dir, 'node_modules/.astro/assets/other.Ef45_Gh6.avif'), 'the copy’s');
    expect(existsSync(join(root, 'node_modules/.astro/assets/other.Ef45_Gh6.avif'))).toBe(false);
  });

  it('links the packages when the project has not built yet (no image cache)', () => {
    const root = project();
    rmSync(join(root, 'node_modules/.astro'), { recursive: true });
    const dir = copyDir();
    linkNodeModules(root, dir);
    expect(lstatSync(join(dir, 'node_modules/astro')).isSymbolicLink()).toBe(true);
    expect(existsSync(join(dir, 'node_modules/.astro'))).toBe(false);
  });
});
