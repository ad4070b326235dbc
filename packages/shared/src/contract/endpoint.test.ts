import { describe, expect, it } from 'vitest';
import { endpoint, fillPath } from './endpoint.ts';

describe('endpoint contract helpers (decision 029)', () => {
  it('fills path parameters, encoded', () => {
    expect(fillPath('/accounts/:id', { id: 'a1' })).toBe('/accounts/a1');
    expect(fillPath('/savings-goals/:id/contributions/:contributionId', { id: 'g', contributionId: 'c' })).toBe(
      '/savings-goals/g/contributions/c',
    );
    expect(fillPath('/payees/memory/:key', { key: 'café/bar ?' })).toBe('/payees/memory/caf%C3%A9%2Fbar%20%3F');
    expect(fillPath('/budgets/:month', { month: '2026-11' })).toBe('/budgets/2026-11');
  });

  it('refuses a missing parameter instead of calling a wrong URL', () => {
    expect(() => fillPath('/accounts/:id', {})).toThrow(/id/);
    expect(() => fillPath('/accounts/:id', undefined)).toThrow(/id/);
  });

  it('leaves a path without parameters as it is', () => {
    expect(fillPath('/accounts/net-worth', undefined)).toBe('/accounts/net-worth');
  });

  it('returns the declaration unchanged', () => {
    const declaration = { method: 'GET', path: '/x' } as const;
    expect(endpoint(declaration)).toBe(declaration);
  });
});
