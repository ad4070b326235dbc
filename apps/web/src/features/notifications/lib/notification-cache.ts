import type { AppNotification } from '@cuentas/shared/schemas/reminders';

type Page = { items: AppNotification[]; next_cursor: string | null; unread: number };
type Pages<P extends Page> = { pages: P[]; pageParams: unknown[] };

/** One notification read in the cached pages; the unread count (kept on every page) drops by one. */
export function markOneRead<P extends Page, D extends Pages<P>>(
  data: D | undefined,
  id: string,
  at: string,
): D | undefined {
  if (!data) return data;
  const wasUnread = data.pages.some((page) => page.items.some((item) => item.id === id && item.read_at === null));
  if (!wasUnread) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      unread: Math.max(0, page.unread - 1),
      items: page.items.map((item) => (item.id === id ? { ...item, read_at: at } : item)),
    })),
  };
}

export function markAllRead<P extends Page, D extends Pages<P>>(data: D | undefined, at: string): D | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      unread: 0,
      items: page.items.map((item) => (item.read_at ? item : { ...item, read_at: at })),
    })),
  };
}

/** "99+" past 99; nothing at zero. */
export function badgeLabel(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > 99 ? '99+' : String(unread);
}

/** Where a click may take the user: only paths inside the app, never another site. */
export function internalLink(link: string | null): string | null {
  if (!link || !link.startsWith('/') || link.startsWith('//') || link.startsWith('/\\')) return null;
  return link;
}
