import type { AppNotification } from '@cuentas/shared/schemas/reminders';
import { describe, expect, it } from 'vitest';
import { badgeLabel, internalLink, markAllRead, markOneRead } from './notification-cache.ts';
import { timeAgo } from './relative-time.ts';

const notification = (id: string, read = false): AppNotification => ({
  id,
  kind: 'reminder',
  title: `Aviso ${id}`,
  body: '',
  link: '/reminders',
  read_at: read ? '2026-01-01T00:00:00Z' : null,
  created_at: '2026-01-01T00:00:00Z',
});
const cache = () => ({
  pages: [
    { items: [notification('a'), notification('b', true)], next_cursor: 'b', unread: 2 },
    { items: [notification('c')], next_cursor: null, unread: 2 },
  ],
  pageParams: [null, 'b'],
});

describe('notification cache', () => {
  it('marks one read and lowers the count once', () => {
    const next = markOneRead(cache(), 'c', 'now')!;
    expect(next.pages[1]!.items[0]!.read_at).toBe('now');
    expect(next.pages.map((page) => page.unread)).toEqual([1, 1]);
    expect(markOneRead(next, 'c', 'later')).toBe(next);
    expect(markOneRead(undefined, 'c', 'now')).toBeUndefined();
  });

  it('marks all read', () => {
    const next = markAllRead(cache(), 'now')!;
    expect(next.pages.flatMap((page) => page.items.map((item) => item.read_at))).toEqual([
      'now',
      '2026-01-01T00:00:00Z',
      'now',
    ]);
    expect(next.pages.map((page) => page.unread)).toEqual([0, 0]);
  });

  it('labels the badge and keeps links inside the app', () => {
    expect(badgeLabel(0)).toBeNull();
    expect(badgeLabel(7)).toBe('7');
    expect(badgeLabel(120)).toBe('99+');
    expect(internalLink('/budget?month=2026-01')).toBe('/budget?month=2026-01');
    expect(internalLink('//evil.example')).toBeNull();
    expect(internalLink('https://evil.example')).toBeNull();
    expect(internalLink(null)).toBeNull();
  });
});

describe('timeAgo', () => {
  const now = new Date('2026-05-10T12:00:00Z');
  it('says how long ago in Spanish', () => {
    expect(timeAgo('2026-05-10T11:55:00Z', now)).toBe('hace 5 minutos');
    expect(timeAgo('2026-05-09T12:00:00Z', now)).toBe('hace un día');
    expect(timeAgo('2026-05-10T12:00:30Z', now)).toBe('ahora mismo');
    expect(timeAgo('nope', now)).toBe('');
  });
});
