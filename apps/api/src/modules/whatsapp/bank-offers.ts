/**
 * A bank's or wallet's offer, pasted or forwarded: a loan or a credit line waiting to be asked for
 * («Tenés un préstamo disponible de hasta $800.000, pedilo en 2 minutos»), a higher limit («Ampliamos
 * tu cupo a $3.000.000»), miles or points given away («Te regalamos 2.000 puntos», «Acumula el
 * triple de millas»). Their figures are what is offered, never money that moved. Folded text.
 */
const OFFER = new RegExp(
  [
    // A loan, a credit or an advance that is there to be asked for.
    // («Crédito disponible: $2.000.000» at the foot of a purchase's alert is the card's room, not an offer.)
    String.raw`\b(?:un|una|nuevo|nueva)\s+(?:prestamo|credito|adelanto|avance(?: de efectivo)?|linea de credito)\b(?: \w+){0,3} (?:disponible|esperandote|preaprobado|listo para (?:vos|ti|usted)|aprobado para (?:vos|ti|usted))\b`,
    String.raw`\b(?:tenes|tienes|tiene usted|te damos|te prestamos|te ofrecemos|le ofrecemos|accede a|accede|solicita)\b[^.!\n]{0,40}\bhasta \$?\s?\d`,
    // The offer's call to act: «pedilo», «solicitalo», «simúlalo», «aprovechá» («sacalo de galicia» is a fix of an account).
    String.raw`\b(?:pedilo|pidelo|pidela|pedila|solicitalo|solicitala|simulalo|simula tu|contratalo|contratala|aprovecha|aprovechala|aprovechalo|aprovechalas|aprovechalos)\b`,
    // Granted before being asked for («preconcedido», «preaprobado», «preautorizado»), the reader
    // told to look it up or enjoy it («Consúltalo en la app», «Disfruta de tu crédito»), and a loan
    // or credit word with «hasta» and a figure («Préstamo Personal hasta 20.000 €»).
    String.raw`\bpre-?\s?(?:concedid|aprobad|autorizad|calificad|seleccionad)[oa]s?\b`,
    String.raw`\b(?:consultalo|consultala|consultalos|descubrelo|descubrela|pruebalo)\b`,
    String.raw`\bdisfruta(?:r)? (?:de )?(?:tu|su|un|una|nuestro|nuestra)\s+(?:\w+\s+)?(?:prestamo|credito|tarjeta|linea|adelanto|avance|financiacion|hipoteca|cuenta|seguro)\b`,
    String.raw`\b(?:prestamo|credito|financiacion|adelanto|avance|linea de credito|hipoteca)\b[^.!\n]{0,40}\bhasta (?:de )?(?:\$|€|s\/)?\s?\d`,
    // Miles, points or cashback given or to be earned (said to the reader: «acumulé», «gané» are the
    // writer's own and may come with a purchase).
    String.raw`\bte (?:regala|regalamos|obsequia|obsequiamos|bonifica|bonificamos)\b`,
    String.raw`\b(?:acumula|acumulas|gana|ganas|suma|sumas|duplica|duplicas|triplica|triplicas|canjea|obten|obtene|obtenga|llevate)\b[^.!\n]{0,40}\b(?:millas|puntos|kilometros|lifemiles|estrellas|cashback|reembolso)\b`,
    String.raw`\b\d[\d.,]*\s?(?:millas|puntos|lifemiles)\b[^\n]{0,80}\b(?:compra con|paga con|usa tu|acumula|canjea|promo|promocion|fin de semana|participa)\b`,
    // Cashback or points kept to spend later: a balance on offer, not money that came in.
    String.raw`\b(?:cashback|puntos|millas|saldo de regalo) acumulad[oa]s?\b|\bpara usar en (?:tus|tu|su|sus) (?:compras|proxima compra)\b`,
    // A reward for bringing one's pay or a friend («Hasta 300 € por traer tu nómina»), and the fine print of an ad.
    String.raw`\bpor (?:traer|domiciliar|portar|cambiar) (?:tu|su) (?:nomina|sueldo|salario|pension)\b|\b(?:por|al) (?:recomendar|invitar|referir) a (?:un|una|tus|sus)\b`,
    // A gift for opening or taking a product («Llévate 100 € al abrir tu cuenta»), an offer's deadline.
    String.raw`\b(?:al|por) (?:abrir|contratar|activar|solicitar|domiciliar) (?:tu|su)\b|\b(?:promo|promocion|oferta|beneficio)s? (?:valid[oa]s?|vigentes?) hasta\b`,
    String.raw`\baplican? (?:terminos|condiciones|tyc|restricciones)\b|\bterminos y condiciones\b|\bmas info(?:rmacion)? en\b|\bconsulta (?:terminos|condiciones|las bases)\b`,
    // A draw or contest to enter («¡Participa en el sorteo! Yapea y gana hasta S/ 500»): the figure is a prize.
    String.raw`\b(?:participa|participas|participe|concursa|inscribete)\b[^.\n]{0,30}\b(?:sorteo|sorteos|concurso|premios?)\b|\b(?:gana|ganas|gane|llevate|te llevas)\s+hasta\s+(?:\$|€|s\/\.?)?\s?\d`,
    // A higher limit granted.
    String.raw`\b(?:aumentamos|ampliamos|subimos|incrementamos) (?:tu|su|el) (?:cupo|limite|linea)\b|\b(?:tu|su) nuevo (?:cupo|limite)\b`,
  ].join('|'),
);

export function isBankOffer(folded: string): boolean {
  return OFFER.test(folded);
}
