import { readAlert } from '../../src/modules/mail-alerts/read.ts';
import { fixtureContext } from './mail-alerts.ts';
import { defaultCategoryRefs } from './whatsapp-parse-refs.ts';

export type Mail = Parameters<typeof readAlert>[0];
export type Country = Parameters<typeof fixtureContext>[0];
type Context = Parameters<typeof readAlert>[1];

/** A category as the reader sees it, written short in a test. */
export type TestCategory = {
  id: string;
  name: string;
  kind: string;
  key: string;
  parentId: string | null;
};

/** The fixture accounts of a country with the given categories (the app's defaults unless told). */
export function mailContext(
  country: Country,
  categories: readonly TestCategory[] | typeof defaultCategoryRefs = defaultCategoryRefs,
  categorize?: (text: string) => string | undefined,
): Context {
  return {
    ...fixtureContext(country),
    categories,
    categorize: categorize
      ? ({ text }: { text: string }) => ({ categoryId: categorize(text) ?? null, payee: null, source: 'dictionary' })
      : undefined,
  } as unknown as Context;
}

/**
 * What one alert mail is read as: the movement's fields (account names, category ids), or the kind
 * of reading («ask», «unreadable», «question») when nothing would be booked.
 */
export function readMail(
  mail: Mail,
  country: Country,
  categories?: readonly TestCategory[],
  categorize?: (text: string) => string | undefined,
) {
  const reading = readAlert(mail, mailContext(country, categories, categorize));
  if (reading.kind !== 'capture') return reading.kind;
  const { kind, amount, date, account, toAccount, categoryId, payee } = reading.outcome.capture;
  return {
    kind,
    amount,
    date,
    account: account.name,
    to: toAccount?.name ?? null,
    category: categoryId ?? null,
    payee,
  };
}
