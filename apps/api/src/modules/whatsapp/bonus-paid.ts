/**
 * «me salió la grati», «ya cayó la prima», «nos llegó el aguinaldo», «me soltaron el bono»: a
 * bonus of the job paid out, said with a verb that elsewhere tells a cost («me salió 30 mil»).
 * Right before the bonus's name, the verb says the money came in; it is read as «cobré».
 * («la declaración me ha salido a pagar», «el bono del metro me salió en 20» name no pay.)
 */
const BONUS = String.raw`(?:grati|gratificacion|gratificaciones|prima|primas|aguinaldo|medio aguinaldo|cts|bono(?!\s+(?:de|del)\s+(?:transporte|metro|bus|autobus|tren|gimnasio|gym|cine|piscina|clases|sesiones|regalo|\d))|bonificacion|utilidades|reparto de utilidades|ptu|paga extra|paga doble|paga extraordinaria|decimo|sac)`;

const BONUS_PAID = new RegExp(
  String.raw`\b(?:(?:me|nos|ya me|ya nos|ya) )?(?:salio|salieron|ha salido|han salido|cayo|cayeron|ha caido|han caido|llego|llegaron|ha llegado|han llegado|dieron|han dado|soltaron|han soltado|depositaron|pagaron|entro|entraron)(?=\s+(?:(?:el|la|los|las|mi|mis|nuestra|nuestro|toda la|todo el)\s+)?${BONUS}\b)`,
  'g',
);

// «me cobraron la paga extra», «nos han cobrado la nómina»: said of one's own pay, «cobrar» is being
// paid, the way «cobré la nómina» is; «me cobraron la luz», «la prima del seguro», «el bono del
// metro» stay charges (a premium or a pass is never pay).
const PAY = String.raw`(?:paga extra|paga doble|paga extraordinaria|pagas extra|nomina|sueldo|salario|aguinaldo|medio aguinaldo|grati|gratificacion|cts|utilidades|reparto de utilidades|ptu|decimo tercer sueldo|sac|finiquito|liquidacion del mes)`;
const PAY_CHARGED = new RegExp(
  String.raw`\b(?:ya )?(?:me|nos) (?:cobraron|han cobrado|ha cobrado|cobro)(?=\s+(?:(?:el|la|las|los|mi|mis|nuestra|nuestro)\s+)?${PAY}\b)`,
  'g',
);

// «mi abuela me dio 50 mil de navidad», «me dieron 200 de cumple»: money given to the writer as a
// present («me dio 200 de vuelto» is change, and stays as it is read).
const GIVEN_AS_PRESENT =
  /\b(?:me|nos) (?:dio|dieron|ha dado|han dado|dejo|dejaron|paso|pasaron|mando|mandaron)\b(?=[^.\n]{0,40}\b(?:de regalo|de (?:cumple|cumpleanos|navidad|reyes|grado|graduacion|santo|aguinaldo)|por mi (?:cumple|cumpleanos|santo|grado|graduacion))\b)/g;

/**
 * The folded message with a bonus paid out or money given as a present told as money received
 * («me salió la prima» → «cobre la prima», «me dio 50 de navidad» → «me regalaron 50 de navidad»).
 */
export function withBonusPaidAsReceived(folded: string): string {
  return folded.replace(BONUS_PAID, 'cobre').replace(PAY_CHARGED, 'cobre').replace(GIVEN_AS_PRESENT, 'me regalaron');
}
