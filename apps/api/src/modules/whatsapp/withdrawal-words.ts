import type { AccountMention } from './account-words.ts';

/**
 * Cash taken out of a wallet or an account (decision 031): «retiro nequi 80 mil», «retiré 40 de
 * mercado pago en un oxxo». The noun «retiro» or the verb right before an account that is not cash
 * names where the money came out of; the money goes to cash.
 */
export function withdrawnFromNamed(folded: string, mentions: AccountMention[]): boolean {
  return mentions.some(
    (mention) =>
      mention.account.type !== 'cash' &&
      /\b(?:retiro|retire|retiramos|saque|sacamos)\s+(?:(?:de|del|desde|en)\s+)?(?:la |el |mi )?(?:cuenta (?:de |del )?)?$/.test(
        folded.slice(Math.max(0, mention.start - 24), mention.start),
      ),
  );
}

/**
 * «saqué 600 de mercado pago en un oxxo», «retiré 40 lucas de la rut en la caja vecina»: the verb, the
 * amount, the account it came out of, and only where: cash taken out at a till, even when the place
 * sells things too.
 */
export function cashedOutAt(folded: string, mentions: AccountMention[]): boolean {
  return mentions.some((mention) => {
    if (mention.account.type === 'cash' || mention.start < 0) return false;
    const marked = `${folded.slice(0, mention.start)}@${folded.slice(mention.end)}`;
    return /^\s*(?:(?:hoy|ayer|ya)\s+)?(?:retire|retiramos|he retirado|saque|sacamos|he sacado)\s+\$?\s*\d[\d.,]*\s*(?:mil|lucas?|k|pesos|soles|euros|varos|mangos|pe)?\s+(?:de|del|desde)\s+(?:la |el |mi )?(?:cuenta (?:de |del )?)?@(?:\s+en\s+(?:el|la|un|una)\s+[a-z]+(?:\s+[a-z]+)?)?\s*$/.test(
      marked,
    );
  });
}

/** The message with the accounts it names blanked: «mercado pago» buys nothing at a «mercado». */
export function withoutMentions(folded: string, mentions: AccountMention[]): string {
  let text = folded;
  for (const mention of mentions)
    if (mention.start >= 0)
      text = text.slice(0, mention.start) + ' '.repeat(mention.end - mention.start) + text.slice(mention.end);
  return text;
}
