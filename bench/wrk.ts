import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LoadResult } from './lib.ts';

/** wrk (Debian package `wrk`) costs a fraction of the CPU of a Node load generator per request. */
export function hasWrk(): boolean {
  return spawnSync('wrk', ['--version']).error === undefined;
}

const lua = (paths: string[], token: string) => `
local paths = { ${paths.map((p) => JSON.stringify(p)).join(', ')} }
local headers = { ["Authorization"] = "Bearer ${token}" }
local next = 0
request = function()
  next = next + 1
  return wrk.format("GET", paths[(next % #paths) + 1], headers)
end
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('{"requests":%d,"micros":%d,"errors":%d,"p50":%d,"p95":%d,"p99":%d,"max":%d}\\n',
    summary.requests, summary.duration, e.connect + e.read + e.write + e.status + e.timeout,
    latency:percentile(50), latency:percentile(95), latency:percentile(99), latency.max))
end
`;

/**
 * `connections` keep-alive clients in a closed loop for `seconds` (one wrk thread), taking `paths`
 * in turn (so N distinct paths give N distinct requests before any repeats). Percentiles come
 * from wrk's own histogram (microseconds).
 */
export function wrkLoad(
  port: number,
  token: string,
  paths: string[],
  connections: number,
  seconds: number,
): LoadResult {
  const dir = mkdtempSync(path.join(tmpdir(), 'cc-wrk-'));
  const script = path.join(dir, 'load.lua');
  writeFileSync(script, lua(paths, token));
  const out = execFileSync(
    'wrk',
    ['-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '10s', '-s', script, `http://127.0.0.1:${port}`],
    { encoding: 'utf8' },
  );
  const json = JSON.parse(out.trim().split('\n').at(-1)!) as {
    requests: number;
    micros: number;
    errors: number;
    p50: number;
    p95: number;
    p99: number;
    max: number;
  };
  const ms = (micros: number) => Math.round(micros / 100) / 10;
  const elapsed = json.micros / 1e6;
  return {
    requests: json.requests,
    errors: json.errors,
    seconds: Math.round(elapsed * 10) / 10,
    rps: Math.round(json.requests / elapsed),
    p50: ms(json.p50),
    p95: ms(json.p95),
    p99: ms(json.p99),
    max: ms(json.max),
  };
}
