// Where the main thread goes: tasks read from a Lighthouse trace, what each spent its time on, the
// longest after the first paint, and the CPU's speed factored out.
import { describe, expect, it } from 'vitest';
import {
  blockingSources,
  describeBlocking,
  describeTask,
  heaviestTask,
  longestTaskAfterPaint,
  mainThreadTasks,
  pageWork,
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

describe('longestTaskAfterPaint', () => {
  it('takes the longest task that ends after the first paint, never one that ends before it', () => {
    const tasks = mainThreadTasks([fcp, task(800, 200), task(1010, 30, 25), task(1100, 45, 3), task(1200, 20)]);
    expect(longestTaskAfterPaint(tasks)?.durationMs).toBe(45);
    expect(longestTaskAfterPaint(tasks, 'cpuMs')?.cpuMs).toBe(25);
    expect(longestTaskAfterPaint(tasks.slice(0, 1))).toBeUndefined();
  });

  it('counts a task that starts before the first paint and ends after it, as TBT does', () => {
    // The paint is presented while the main thread is already busy: 23 ms before it, 544 ms long.
    const tasks = mainThreadTasks([fcp, task(800, 150), task(977, 544, 514), task(1600, 40)]);
    expect(longestTaskAfterPaint(tasks)).toMatchObject({ startMs: -23, durationMs: 544 });
    expect(longestTaskAfterPaint(tasks, 'cpuMs')?.cpuMs).toBe(514);
    // One that ends exactly at the paint has blocked nothing after it.
    expect(longestTaskAfterPaint(mainThreadTasks([fcp, task(900, 100)]))).toBeUndefined();
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

describe('pageWork', () => {
  const cpuEvent = (name: string, at: number, dur: number, cpu: number): TraceEvent => ({
    ...event(name, at, dur),
    tdur: ms(cpu),
  });
  it("sums the page thread's CPU time by kind, counts font lookups and the time they waited", () => {
    const events = [
      fcp,
      task(900, 40, 20),
      cpuEvent('ParseHTML', 901, 30, 15),
      cpuEvent('ParseAuthorStyleSheet', 902, 4, 4), // inside the parse: the same kind, counted once
      task(1020, 60, 25),
      cpuEvent('UpdateLayoutTree', 1021, 12, 10),
      cpuEvent('Layout', 1034, 40, 12),
      cpuEvent('FontCache::GetFontPlatformData', 1040, 3, 0.2),
      cpuEvent('FontCache::GetFontPlatformData', 1050, 2, 0.1),
      task(1200, 80, 80, { pid: 2, tid: 3 }), // another thread
      task(1300, 4, 3), // short tasks count too
    ];
    expect(pageWork(events)).toEqual({
      cpuMs: 48,
      cpuByKind: { parse: 15, style: 10, layout: 12 },
      fontLookups: 2,
      fontWaitMs: 5,
    });
  });
  it('reads nothing from a trace without a first paint', () => expect(pageWork([task(0, 20)])).toBeUndefined());
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
