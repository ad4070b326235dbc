import * as accountsApi from '@cuentas/shared/contract/accounts';
import * as authApi from '@cuentas/shared/contract/auth';
import * as meApi from '@cuentas/shared/contract/me';
import * as payeesApi from '@cuentas/shared/contract/payees';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from './api-client.ts';
import { request } from './api-request.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('request (decision 029)', () => {
  it("fills the endpoint's path parameters, encoded, and answers the client's data", async () => {
    const get = vi.spyOn(apiClient, 'get').mockResolvedValue({ id: 'a/1' });
    await expect(request(accountsApi.get, { params: { id: 'a/1' } })).resolves.toEqual({ id: 'a/1' });
    expect(get).toHaveBeenCalledWith('/accounts/a%2F1');
  });

  it('sends the query as params and the config beside it', async () => {
    const get = vi.spyOn(apiClient, 'get').mockResolvedValue([]);
    const signal = new AbortController().signal;
    await request(payeesApi.suggest, { query: { text: 'éxito' }, config: { signal } });
    expect(get).toHaveBeenCalledWith('/payees/suggest', { signal, params: { text: 'éxito' } });
  });

  it('posts the body, and nothing after what the call gives', async () => {
    const post = vi.spyOn(apiClient, 'post').mockResolvedValue({});
    await request(authApi.login, { body: { email: 'a@b.co', password: 'x' } });
    await request(authApi.logout);
    expect(post.mock.calls).toEqual([['/auth/login', { email: 'a@b.co', password: 'x' }], ['/auth/logout']]);
  });

  it("sends a DELETE's body as axios's data", async () => {
    const remove = vi.spyOn(apiClient, 'delete').mockResolvedValue({ message: 'ok' });
    await request(meApi.remove, { body: { password: 'Clave-segura-2025' } });
    expect(remove).toHaveBeenCalledWith('/me', { data: { password: 'Clave-segura-2025' } });
  });
});
