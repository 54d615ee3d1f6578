// Where the main thread goes: tasks read from a Lighthouse trace, what each spent its time on, and
// the heaviest of the load, before, across or after the first paint.
import { describe, expect, it } from 'vitest';
import {
  blockingSources,
  describeBlocking,
  describeTask,
  heaviestTask,
  longestWaitMs,
  mainThreadTasks,
  type TraceEvent,
} from '../../scripts/bench/trace.mjs';

const MAIN = { pid: 1, tid: 7 };
const ms = (n: number) => n * 1000;
const task = (at: number, dur: number, cpu = dur, thread = MAIN): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ts: ms(at),
  dur: ms(dur),
  tdur: ms(cpu),
  ...thread,
});
const event = (name: string, at: number, dur: number): TraceEvent => ({
  name,
  ph: 'X',
  ts: ms(at),
  dur: ms(dur),
  ...MAIN,
});
const fcp: TraceEvent = { name: 'firstContentfulPaint', ph: 'I', ts: ms(1000), ...MAIN };

describe('mainThreadTasks', () => {
  it('lists the page thread’s tasks of 10 ms or more from the first paint, with what they did', () => {
    const events = [
      fcp,
      task(900, 40),
      event('ParseHTML', 901, 30),
      event('EvaluateScript', 905, 10), // inside the parse: counted as script, the parse keeps its own time
      task(1020, 60),
      event('UpdateLayoutTree', 1021, 12),
      event('Layout', 1034, 40),
      event('Layout', 1040, 5), // nested in the same kind: counted once
      task(1100, 5), // too short to list
      task(1200, 80, 80, { pid: 2, tid: 3 }), // another thread (another frame, the browser)
      task(1300, 30, 2), // waited 28 ms: for a core, or for the compositor
    ];
    expect(mainThreadTasks(events)).toEqual([
      { startMs: -100, durationMs: 40, cpuMs: 40, kind: 'parse', breakdown: { parse: 30, script: 10 } },
      { startMs: 20, durationMs: 60, cpuMs: 60, kind: 'layout', breakdown: { style: 12, layout: 40 } },
      { startMs: 300, durationMs: 30, cpuMs: 2, kind: 'other', breakdown: {} },
    ]);
  });

  it('finds nothing in a trace without a first paint', () => {
    expect(mainThreadTasks([task(0, 100)])).toEqual([]);
  });
});

describe('heaviestTask', () => {
  it('takes the task with the most CPU of the whole load, before, across or after the paint', () => {
    // Before: a task that held the paint back; across: one the paint landed inside; after.
    const before = mainThreadTasks([fcp, task(300, 600, 550), task(977, 100, 90), task(1200, 300, 20)]);
    expect(heaviestTask(before)).toMatchObject({ startMs: -700, cpuMs: 550 });
    const across = mainThreadTasks([fcp, task(800, 150, 40), task(977, 544, 514), task(1600, 40)]);
    expect(heaviestTask(across)).toMatchObject({ startMs: -23, cpuMs: 514 });
    const after = mainThreadTasks([fcp, task(800, 150, 40), task(1050, 544, 514)]);
    expect(heaviestTask(after)).toMatchObject({ startMs: 50, cpuMs: 514 });
    expect(heaviestTask([])).toBeUndefined();
  });
});

describe('longestWaitMs', () => {
  it('is the most real time one task spent off its thread, not the sum', () => {
    // The busy run of 2026-12-02: a task of 355 ms real time held 11 ms of CPU.
    const busy = mainThreadTasks([fcp, task(300, 40, 30), task(977, 355, 11), task(1500, 200, 100)]);
    expect(longestWaitMs(busy)).toBe(344);
    expect(longestWaitMs(mainThreadTasks([fcp, task(300, 40, 38)]))).toBe(2);
    expect(longestWaitMs([])).toBe(0);
  });
});

describe('describeTask', () => {
  it('names the task’s main kind and its next two', () => {
    expect(
      describeTask({
        startMs: 0,
        durationMs: 52.4,
        cpuMs: 21.2,
        kind: 'layout',
        breakdown: { layout: 26, paint: 12.9, style: 3.9, script: 0.2 },
      }),
    ).toBe('52 ms, CPU 21 ms: layout (paint 13, style 4)');
    expect(describeTask(undefined)).toBe('none');
  });
});

describe('blockingSources', () => {
  // Lighthouse's simulated long tasks of a run whose FCP estimate is 950 ms.
  const items = [
    { url: 'Unattributable', startTime: 770, duration: 292 }, // the commit: 112 ms after the FCP
    { url: 'http://127.0.0.1:4322/', startTime: 1062, duration: 91 },
    { url: 'http://127.0.0.1:4322/', startTime: 1153, duration: 92 },
    { url: 'http://127.0.0.1:4322/', startTime: 1245, duration: 45 }, // short of 50 ms
    { url: 'http://127.0.0.1:4322/', startTime: 700, duration: 120 }, // over before the FCP
  ];
  it("splits the blocking time after the FCP estimate into the commit's and the page's", () => {
    expect(blockingSources(items, 950)).toEqual({ unattributedMs: 62, pageMs: 83, pageTasks: 2 });
    expect(describeBlocking(blockingSources(items, 950))).toBe('commit 62 + page 83 (2)');
  });
  it('says none when nothing blocked, and nothing when the run has no figures', () => {
    expect(describeBlocking(blockingSources([], 950))).toBe('none');
    expect(describeBlocking(undefined)).toBe('');
  });
});
