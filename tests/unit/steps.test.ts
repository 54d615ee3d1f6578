// The step runner of npm test and the content runs: in order, stopping at the first failure with its status.
import { describe, expect, it, vi } from 'vitest';
import { runSteps } from '../../scripts/steps.mjs';

const node = (code: string): [string, string[]] => [process.execPath, ['-e', code]];

describe('runSteps', () => {
  it('runs every step in order and answers 0 when all pass, each with the common env and its own', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const status = runSteps(
      [
        ['first', ...node('process.exit(process.env.COMMON === "1" ? 0 : 9)')],
        ['second', ...node('process.exit(process.env.OWN === "2" ? 0 : 9)'), { OWN: '2' }],
      ],
      { env: { ...process.env, COMMON: '1' } },
    );
    expect(status).toBe(0);
    expect(log.mock.calls.map(([line]) => String(line)).filter((line) => line.startsWith('✔'))).toHaveLength(2);
    log.mockRestore();
  });

  it('stops at the first failing step and answers its exit status', () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const status = runSteps([
      ['fails', ...node('process.exit(3)')],
      ['never', ...node('process.exit(0)')],
    ]);
    expect(status).toBe(3);
    expect(String(error.mock.calls[0]?.[0])).toMatch(/✘ fails failed after/);
    vi.restoreAllMocks();
  });
});
