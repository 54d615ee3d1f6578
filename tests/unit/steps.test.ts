// The step runner of npm test and the content runs: in order, stopping at the first failure with its
// status; lanes side by side, the first printing as it goes, the others when they end, a failure in
// one stopping the rest.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runSteps } from '../../scripts/steps.mjs';

const node = (code: string): [string, string[]] => [process.execPath, ['-e', code]];

afterEach(() => vi.restoreAllMocks());

/** Silences the runner's own lines and answers what it writes to stdout (where later lanes print). */
function captureOutput(): string[] {
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const written: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (written.push(String(chunk)), true));
  return written;
}

describe('runSteps', () => {
  it('runs every step in order and answers 0 when all pass, each with the common env and its own', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const status = await runSteps(
      [
        ['first', ...node('process.exit(process.env.COMMON === "1" ? 0 : 9)')],
        ['second', ...node('process.exit(process.env.OWN === "2" ? 0 : 9)'), { OWN: '2' }],
      ],
      { env: { ...process.env, COMMON: '1' } },
    );
    expect(status).toBe(0);
    expect(log.mock.calls.map(([line]) => String(line)).filter((line) => line.startsWith('✔'))).toHaveLength(2);
  });

  it('stops at the first failing step and answers its exit status', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const status = await runSteps([
      ['fails', ...node('process.exit(3)')],
      ['never', ...node('process.exit(0)')],
    ]);
    expect(status).toBe(3);
    expect(String(error.mock.calls[0]?.[0])).toMatch(/✘ fails failed after/);
  });

  it('runs lanes side by side and prints a later lane whole when it ends', async () => {
    const written = captureOutput();
    const started = Date.now();
    const status = await runSteps([
      {
        lanes: [
          [['waits', ...node('setTimeout(() => {}, 2500)')]],
          [['waits too', ...node('console.log("from the second lane"); setTimeout(() => {}, 2500)')]],
        ],
      },
      ['after them', ...node('process.exit(0)')],
    ]);
    expect(status).toBe(0);
    expect(Date.now() - started).toBeLessThan(4500); // side by side, not 5 s one after the other
    const second = written.join('');
    expect(second).toMatch(/▶ waits too[\s\S]*from the second lane[\s\S]*✔ waits too/);
  });

  it('stops the other lanes when one fails, and answers the failed step’s status', async () => {
    const written = captureOutput();
    const started = Date.now();
    const status = await runSteps([
      {
        lanes: [
          [
            ['long', ...node('setTimeout(() => {}, 20000)')],
            ['never', ...node('process.exit(0)')],
          ],
          [['fails soon', ...node('setTimeout(() => process.exit(4), 300)')]],
        ],
      },
    ]);
    expect(status).toBe(4);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(written.join('')).toMatch(/✘ fails soon failed after/);
  });
});
