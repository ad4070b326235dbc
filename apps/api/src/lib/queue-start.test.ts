import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { openTestDatabase } from '../../test/helpers/database.ts';
import { createJobQueue, type JobQueue } from './queue.ts';

// The server starts the queue a moment after it answers (decision 045): until then, a job sent or
// a drain starts it, and a queue stopped first never starts.
let database: Database | undefined;
let queue: JobQueue | undefined;
const errors: unknown[] = [];
afterEach(async () => {
  await queue?.stop();
  await database?.close();
  expect(errors).toEqual([]);
});

async function newQueue(handled: string[]) {
  database = await openTestDatabase();
  queue = createJobQueue(database, { onError: (err) => errors.push(err) });
  queue.define('recordatorio', {}, async (job) => void handled.push(String(job.data.texto)));
  return queue;
}

describe('the job queue before its start', () => {
  it('starts with the first job sent, and runs it', async () => {
    const handled: string[] = [];
    const jobs = await newQueue(handled);
    expect(await jobs.send('recordatorio', { texto: 'Pagar el arriendo' })).toEqual(expect.any(String));
    expect(await jobs.drain()).toBe(1);
    expect(handled).toEqual(['Pagar el arriendo']);
    expect(await jobs.depth()).toEqual({ waiting: 0, failed: 0 });
  }, 60_000);

  it('never starts once stopped', async () => {
    const jobs = await newQueue([]);
    await jobs.stop();
    await expect(jobs.send('recordatorio', { texto: 'Renovar el seguro' })).rejects.toThrow(
      'the job queue has stopped',
    );
  }, 60_000);
});
