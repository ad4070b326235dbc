import { describe, expect, it } from 'vitest';
import { createSessionCache } from './session-cache.ts';

const ana = { userId: 'ana', actorId: 'ana', role: 'owner', sessionId: 's1' } as const;
const luis = { userId: 'luis', actorId: 'luis', role: 'owner', sessionId: 's2' } as const;

describe('session cache', () => {
  it('answers a token it saw until 60 s of the app clock have passed', () => {
    const cache = createSessionCache(true);
    cache.set('token-ana', ana, 1_000_000);
    expect(cache.get('token-ana', 1_000_000 + 59_000)).toEqual(ana);
    expect(cache.get('token-ana', 1_000_000 + 61_000)).toBeUndefined();
    expect(cache.get('otro', 1_000_000)).toBeUndefined();
  });

  it('forgets every session of a user at once (logout, new password, deletion)', () => {
    const cache = createSessionCache(true);
    cache.set('a1', ana, 0);
    cache.set('a2', { ...ana, sessionId: 's3' }, 0);
    cache.set('l1', luis, 0);
    cache.forgetUser('ana');
    expect([cache.get('a1', 1), cache.get('a2', 1), cache.get('l1', 1)]).toEqual([undefined, undefined, luis]);
  });

  it('forgets a person in the ledgers of others too (a membership changed)', () => {
    const cache = createSessionCache(true);
    cache.set('a1:luis', { ...ana, userId: 'luis', role: 'viewer' }, 0);
    cache.set('l1', luis, 0);
    cache.forgetUser('ana');
    expect([cache.get('a1:luis', 1), cache.get('l1', 1)]).toEqual([undefined, luis]);
  });

  it("forgets a ledger's sessions when an account turns private, and hiding sessions with any member", () => {
    const cache = createSessionCache(true);
    const hiding = { ...luis, userId: 'ana', role: 'member', hiddenAccountIds: ['x'] } as const;
    cache.set('l1:ana', hiding, 0);
    cache.set('a1', ana, 0);
    cache.set('l1', luis, 0);
    cache.forgetLedger('ana');
    expect([cache.get('l1:ana', 1), cache.get('a1', 1), cache.get('l1', 1)]).toEqual([undefined, undefined, luis]);
    cache.set('l1:ana', hiding, 0);
    cache.forgetUser('marta');
    expect([cache.get('l1:ana', 1), cache.get('l1', 1)]).toEqual([undefined, luis]);
  });

  it('keeps at most 10,000 tokens, the least recently used leaving first', () => {
    const cache = createSessionCache(true);
    for (let index = 0; index < 10_000; index++) cache.set(`t${index}`, ana, 0);
    cache.get('t0', 0);
    cache.set('new', luis, 0);
    expect(cache.get('t0', 0)).toEqual(ana);
    expect(cache.get('t1', 0)).toBeUndefined();
    expect(cache.get('new', 0)).toEqual(luis);
  });

  it('remembers nothing where other processes may revoke sessions', () => {
    const cache = createSessionCache(false);
    cache.set('token-ana', ana, 0);
    expect(cache.get('token-ana', 0)).toBeUndefined();
  });
});
