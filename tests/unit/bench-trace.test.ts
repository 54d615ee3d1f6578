// Where the main thread goes: tasks read from a Lighthouse trace, what each spent its time on, the
// longest after the first paint, and the CPU's speed factored out.
import { describe, expect, it } from 'vitest';
import {
  describeTask,
  longestTaskAfterPaint,
  mainThreadTasks,
  referenceMs,
  type TraceEvent,
} from '../../scripts/bench/trace.mjs';

const MAIN = { pid: 1, tid: 7 };
const ms = (n: number) => n * 1000;
const task = (at: number, dur: number, thread = MAIN): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ts: ms(at),
  dur: ms(dur),
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
      task(1200, 80, { pid: 2, tid: 3 }), // another thread (another frame, the browser)
      task(1300, 30),
    ];
    expect(mainThreadTasks(events)).toEqual([
      { startMs: -100, durationMs: 40, kind: 'parse', breakdown: { parse: 30, script: 10 } },
      { startMs: 20, durationMs: 60, kind: 'layout', breakdown: { style: 12, layout: 40 } },
      { startMs: 300, durationMs: 30, kind: 'other', breakdown: {} },
    ]);
  });

  it('finds nothing in a trace without a first paint', () => {
    expect(mainThreadTasks([task(0, 100)])).toEqual([]);
  });
});

describe('longestTaskAfterPaint', () => {
  it('takes the longest task that starts after the first paint, never one before it', () => {
    const tasks = mainThreadTasks([fcp, task(800, 200), task(1010, 30), task(1100, 45), task(1200, 20)]);
    expect(longestTaskAfterPaint(tasks)?.durationMs).toBe(45);
    expect(longestTaskAfterPaint(tasks.slice(0, 1))).toBeUndefined();
  });
});

describe('referenceMs', () => {
  it('scales a task by the machine’s benchmark index against the reference 2000', () => {
    expect(referenceMs(100, 2000)).toBe(100);
    expect(referenceMs(100, 1000)).toBe(50);
    expect(referenceMs(40, 3000)).toBe(60);
  });
});

describe('describeTask', () => {
  it('names the task’s main kind and its next two', () => {
    expect(
      describeTask({
        startMs: 0,
        durationMs: 52.4,
        kind: 'layout',
        breakdown: { layout: 26, paint: 12.9, style: 3.9, script: 0.2 },
      }),
    ).toBe('52 ms layout (paint 13, style 4)');
    expect(describeTask(undefined)).toBe('none');
  });
});
