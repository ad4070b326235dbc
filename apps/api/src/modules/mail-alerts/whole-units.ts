/**
 * A bank writes its amounts exactly: «$4.312,55» or «$ 4,312.55» in a currency the app keeps in whole
 * units (Colombian and Chilean pesos) is 4,312 pesos and 55 cents, never a thousand-separator typed
 * by hand. The chat asks whether such a figure has decimals (one digit group of three after the mark
 * may be thousands); a mail's one or two digits after the last mark are cents beyond doubt, and the
 * amount is told again rounded to whole units (4.313). Three digits after the mark stay asked.
 */
export function roundedCents(text: string, question: { value?: string | undefined }): string | undefined {
  const value = question.value ? /^(\d+),(\d{1,2})$/.exec(question.value) : null;
  if (!value) return undefined;
  const [, integer, fraction] = value;
  let replaced = false;
  const told = text.replace(/\d[\d.,]*?[.,](\d{1,2})(?!\d)/g, (found, cents: string) => {
    const digits = found.replace(/\D/g, '');
    if (replaced || cents !== fraction || digits !== `${integer}${fraction}`) return found;
    // Grouped the way one country writes it: every group of three after the first, one mark apart.
    const whole = found.slice(0, -(cents.length + 1));
    if (!/^\d{1,3}(?:([.,])\d{3}(?:\1\d{3})*)?$|^\d+$/.test(whole)) return found;
    replaced = true;
    return String(Math.round(Number(`${integer}.${fraction}`)));
  });
  return replaced ? told : undefined;
}
