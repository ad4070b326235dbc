import { AxiosError, type AxiosAdapter } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAxiosInstance, type ApiClient } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { isRecentPlanMessage, onPlanRequired } from './plan-required.ts';
import { createMemoryStorage } from './test-storage.ts';

const PLAN_MESSAGE =
  'El plan Gratis incluye hasta 3 cuentas activas. Pásate a Premium para agregar más; tus cuentas actuales siguen siendo tuyas.';

function clientAnswering403(headers: Record<string, string>) {
  const instance = createAxiosInstance('/api');
  const adapter: AxiosAdapter = async (config) => {
    const response = { data: { errors: [{ message: PLAN_MESSAGE }] }, status: 403, statusText: '', headers, config };
    throw new AxiosError('Request failed with status code 403', AxiosError.ERR_BAD_REQUEST, config, null, response);
  };
  instance.defaults.adapter = adapter;
  return instance as unknown as ApiClient;
}

beforeEach(() => vi.stubGlobal('localStorage', createMemoryStorage()));
afterEach(() => vi.unstubAllGlobals());

describe('the plan’s 403 (decision 014)', () => {
  it('announces the upgrade prompt with the Spanish message, and the error toasts skip it', async () => {
    const seen: string[] = [];
    const stop = onPlanRequired((message) => seen.push(message));
    try {
      const error = await clientAnswering403({ 'x-plan-required': 'premium' })
        .post('/accounts', {})
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(403);
      expect(seen).toEqual([PLAN_MESSAGE]);
      expect(isRecentPlanMessage(PLAN_MESSAGE)).toBe(true);
      expect(isRecentPlanMessage('Otro error')).toBe(false);
    } finally {
      stop();
    }
    // Nobody listening (signed out, another layout): the message is an ordinary error again.
    expect(isRecentPlanMessage(PLAN_MESSAGE)).toBe(false);
  });

  it('leaves any other 403 alone', async () => {
    const seen: string[] = [];
    const stop = onPlanRequired((message) => seen.push(message));
    try {
      await clientAnswering403({})
        .get('/support/staff/tickets')
        .catch(() => undefined);
      expect(seen).toEqual([]);
    } finally {
      stop();
    }
  });
});
