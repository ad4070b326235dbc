/**
 * The main thread's work in a Lighthouse trace, by the CPU time each task had rather than the time
 * it took: on a shared machine another process's turn stretches a task's wall time (and with it
 * Lighthouse's Total Blocking Time, which multiplies each task by four), not the CPU time it used.
 *
 *   node bench/lighthouse-trace.ts <run>-0.trace.json…      (lighthouse … --save-assets writes them)
 *
 * For each trace: the renderer's main-thread tasks from the first contentful paint on, their CPU
 * and wall time, "TBT from CPU" (Σ max(0, 4 × CPU time − 50 ms), what the run's blocking time
 * would have been had no other process taken turns), the same from wall time (≈ Lighthouse's TBT)
 * and the longest tasks' CPU times. Figures: bench/RESULTS.md, twentieth session.
 */
import { readFileSync } from 'node:fs';

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
};

for (const file of process.argv.slice(2)) {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const thread = (event: TraceEvent) => `${event.pid}:${event.tid}`;
  const renderers = new Set(
    events
      .filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map(thread),
  );
  const tasks = events.filter((event) => event.name === 'RunTask' && event.ph === 'X' && renderers.has(thread(event)));
  // The page's main thread: the renderer that ran the most tasks.
  const perThread = new Map<string, number>();
  for (const task of tasks) perThread.set(thread(task), (perThread.get(thread(task)) ?? 0) + 1);
  const main = [...perThread].sort((a, b) => b[1] - a[1])[0]?.[0];
  const paint = events
    .filter((event) => event.name === 'firstContentfulPaint' && thread(event) === main)
    .sort((a, b) => a.ts - b.ts)[0];
  if (!main || !paint) {
    console.log(file, 'no main thread or first contentful paint found');
    continue;
  }
  let cpu = 0;
  let wall = 0;
  let tbtFromCpu = 0;
  let tbtFromWall = 0;
  const longest: number[] = [];
  for (const task of tasks.filter((event) => thread(event) === main && event.ts >= paint.ts)) {
    const taskCpu = (task.tdur ?? 0) / 1000;
    const taskWall = (task.dur ?? 0) / 1000;
    cpu += taskCpu;
    wall += taskWall;
    tbtFromCpu += Math.max(0, 4 * taskCpu - 50);
    tbtFromWall += Math.max(0, 4 * taskWall - 50);
    longest.push(taskCpu);
  }
  longest.sort((a, b) => b - a);
  console.log(
    JSON.stringify({
      file: file.replace(/^.*\//, ''),
      cpuAfterFcpMs: Math.round(cpu),
      wallAfterFcpMs: Math.round(wall),
      tbtFromCpuMs: Math.round(tbtFromCpu),
      tbtFromWallMs: Math.round(tbtFromWall),
      tasksOver12ms: longest.filter((ms) => ms > 12.5).length,
      longestCpuMs: longest.slice(0, 6).map(Math.round),
    }),
  );
}
