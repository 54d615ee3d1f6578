// Files a failed test leaves for whoever reads it: in the test's folder of test-results/, attached
// by path (the list reporter writes no attached body to disk).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { TestInfo } from '@playwright/test';

/** Writes `body` as `file` in the test's folder and attaches it under `name`. */
export async function keepInTestFolder(
  testInfo: TestInfo,
  file: string,
  name: string,
  body: string | Buffer,
  contentType: string,
): Promise<void> {
  const path = testInfo.outputPath(file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, body);
  await testInfo.attach(name, { path, contentType });
}
