import { toast } from 'react-toastify/unstyled';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { apiClient } from '../lib/api-client.ts';

// Spies on the shared objects rather than module mocks: test files share loaded modules
// (vitest `isolate: false`), so a module mocked by one file would leak into the next.

type Answer = (url: string, body?: unknown) => Promise<unknown>;

/** The API as a test scripts it: each method answers through `answer`; calls are recorded. */
export function fakeServer(answers: { get?: Answer; post?: Answer; patch?: Answer; delete?: Answer } = {}) {
  const refuse: Answer = (url) => Promise.reject(new Error(`unexpected request ${url}`));
  return {
    get: vi.spyOn(apiClient, 'get').mockImplementation(((url: string) => (answers.get ?? refuse)(url)) as never),
    post: vi
      .spyOn(apiClient, 'post')
      .mockImplementation(((url: string, body?: unknown) => (answers.post ?? refuse)(url, body)) as never),
    patch: vi
      .spyOn(apiClient, 'patch')
      .mockImplementation(((url: string, body?: unknown) => (answers.patch ?? refuse)(url, body)) as never),
    delete: vi
      .spyOn(apiClient, 'delete')
      .mockImplementation(((url: string) => (answers.delete ?? refuse)(url)) as never),
  };
}

/** The toasts shown, by kind: every message passes through react-toastify's `toast`. */
export function watchToasts() {
  return {
    error: vi.spyOn(toast, 'error').mockReturnValue(''),
    success: vi.spyOn(toast, 'success').mockReturnValue(''),
  };
}

/** The messages of the error toasts shown so far. */
export function errorMessages(toasts: ReturnType<typeof watchToasts>): unknown[] {
  return toasts.error.mock.calls.map(([message]) => message);
}

/**
 * For a file of screen tests: fresh toast spies before each test, and the DOM and every spy
 * restored after it. Returns the current test's spies.
 */
export function toastsPerTest(): () => ReturnType<typeof watchToasts> {
  let toasts: ReturnType<typeof watchToasts>;
  beforeEach(() => {
    toasts = watchToasts();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });
  return () => toasts;
}
