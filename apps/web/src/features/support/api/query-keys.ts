/** Every query key of the feature; prefix invalidation relies on this shape. */
export const supportKeys = {
  all: ['support'] as const,
  access: () => ['support', 'access'] as const,
  articles: (query: string) => ['support', 'articles', query] as const,
  article: (slug: string) => ['support', 'article', slug] as const,
  tickets: () => ['support', 'tickets'] as const,
  ticket: (id: string) => ['support', 'ticket', id] as const,
  inbox: (status: string) => ['support', 'inbox', status] as const,
  inboxTicket: (id: string) => ['support', 'inbox-ticket', id] as const,
};
