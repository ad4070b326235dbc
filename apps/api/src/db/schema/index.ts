// The one place drizzle-kit and the client read the whole schema from.
export * from './users.ts';
export * from './configuration.ts';
export * from './accounts.ts';
export * from './categories.ts';
export * from './transactions.ts';
export * from './imports.ts';
export * from './planning.ts';
export * from './support.ts';
export * from './whatsapp.ts';
export * from './subscriptions.ts';
export * from './register.ts';
export * from './limits.ts';
export * from './payees.ts';
export * from './reference-rates.ts';
export * from './transfer-proposals.ts';
export * from './mail-alerts.ts';
export * from './bank-feeds.ts';
