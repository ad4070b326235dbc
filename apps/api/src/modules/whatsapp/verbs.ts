/** The verbs and nouns that say which way money went in a chat capture (folded text). */

// «me dieron 800 de propinas»: given to the writer, with the amount right after, is money in (not change given back).
// «me salió un pololo de 80 lucas»: an odd job that came up is paid work, money in.
export const INCOME =
  /\b(me salio (?:un|una) (?:pololo|pololito|cachuelo|cachuelito|camello|chamba|chambita|pituto|trabajo|trabajito|laburo|laburito|curro|bolo|jale|changa|changuita)|recibi|recibimos|me pagaron|me pagan|nos pagaron|pagaron el sueldo|cobre|cobramos|me consignaron|consignaron|me depositaron|depositaron|me transfirieron|me hicieron una transferencia|me han hecho una transferencia|me ha hecho una transferencia|nos han hecho una transferencia|me hizo una transferencia|me giraron|me llego|me llegaron|llego el sueldo|llego la quincena|me cayo|me cayeron|cayo el sueldo|cayo la quincena|ingreso|ingresaron|ingresos|entro|entraron|me entro|me entraron|gane|ganamos|vendi|vendimos|me devolvieron|me reembolsaron|me regalaron|me prestaron|me yapearon|me plinearon|me nequearon|me mandaron|me enviaron|he cobrado|hemos cobrado|me han pagado|me han ingresado|me han transferido|me han hecho un bizum|me han hecho bizum|me hicieron un bizum|me hicieron bizum|me han soltado|me ha soltado|me soltaron|me solto|nos han soltado|me han enviado|me han mandado|me bizumearon|cobrada|me pasaron|me paso|le pasaron|me dejo|me dejaron|me ha entrado|me han entrado|me ha hecho un bizum|me hizo un bizum|bizum recibido|cobrado|te plineo|te yapeo|me abonaron|me han abonado|me ha pagado|me ha ingresado|he recibido|hemos recibido|me ha llegado|me han llegado|(?:me|nos) (?:dieron|dio)(?= (?:\$\s?)?\d(?![^,;]*\bde (?:vuelto|vuelta|cambio)\b)))\b/;
// «me han cobrado», «nos cobró»: charged to the writer, spending (never the «cobrado» of pay collected).
export const EXPENSE =
  /\b(gaste|gastamos|pague|pagamos|compre|compramos|me cobraron|nos cobraron|cobraron|me han cobrado|nos han cobrado|me ha cobrado|nos ha cobrado|me cobro|nos cobro|me cobran|nos cobran|costo|salio|me gaste|invite|done|di|dimos|le di|le pague|le mande|le envie|le transferi|le pase|le yapee|le preste|yapee|plinee|nequee|le plinee|le nequee|le he hecho un bizum|hice un bizum|he hecho un bizum|he pagado|he gastado|he comprado|se me fue|se me fueron|se nos fue|se nos fueron|se me fueron como)\b/;
export const INCOME_NOUNS =
  /\b(sueldo|salario|nomina|quincena|aguinaldo|honorarios|mesada|freelance|ventas del dia|ventas de hoy|ventas)\b/;
export const TRANSFER =
  /\b(pase|paso|pasamos|pasado|transferi|transferido|transfiero|transferencia|movi|movido|muevo|traspase|traspasado|traspaso|recargue|cargue|meti|metido|deposite|depositado|consigne|abone|abono|ahorre|guarde|guardado|he ingresado|ingrese|mande|envie|he mandado|he enviado)\b/;
export const WITHDRAWAL = /\b(saque|sacamos|sacado|saco|retire|retirado|retiro|sacar|retirar|gire|giramos|girado)\b/;
// «pagué la tarjeta», «aboné 850.000 a la tarjeta de crédito»: a card paid off, the amount said or not.
// «el pago mínimo de la tarjeta nu», «liquidado el mes de la visa»: the card's bill by another name.
export const CARD_PAYMENT =
  /\b(pague|pago|pagado|pagada|abone|abono|he pagado|cancele|cancelada|cancelado|liquidacion de|liquide|he liquidado|liquidado|liquidada)\b (?:(?:minimo|total) de )?(?:\$?\s?\d[\d.,]*\s*(?:mil|lucas?|k|pesos|soles|euros)?\s+(?=a ))?(?:a )?(?:el (?:recibo|pago|saldo|total|mes|minimo|pago minimo) de )?(?:la |el |mi )?(?:resumen de (?:la |mi )?|extracto de (?:la |mi )?|cuota de (?:la |mi )?)?(?:tarjeta|tc|tdc|visa|master|mastercard|amex)\b|\b(?:pague|pagamos|pagado|abone|he pagado|cancele)\b (?:el |mi )?resumen\b/;

// «me nequiaron», «nos yapearon», «me bizumeó», «me plinearon»: a payment app's verb said of money sent
// to the writer is money in, however the verb is spelt.
export const APP_VERB_INCOME =
  /\b(?:me|nos) (?:nequi|neque|yape|yapi|pline|plini|bizume|bizumi|daviplate|transferi)\w*(?:aron|o|eron)\b|\b(?:me|nos) (?:pasaron|mandaron|enviaron|transfirieron|llego|llegaron|cayo|cayeron)\b[^.]{0,40}\b(?:por|con|en|a|al|mi) (?:el |la |mi )?(?:bizum|nequi|yape|plin|daviplata|mercado pago|mp|transferencia)\b/;

// «le nequié», «les yapeé», «bizumeé a Ana»: the same verbs said by the one who sent the money.
export const APP_VERB_EXPENSE =
  /\b(?:(?:le|les) (?:nequi|neque|yape|yapi|pline|plini|bizume|bizumi)\w*|(?:nequie|nequee|yapie|yapee|plinie|plinee|bizumie|bizumee)(?:mos)?)\b/;

// The same money in said in other tenses and persons: «me han devuelto», «me devolvió» (Mexico's
// «me regresó»), «me ha transferido», «transferencia recibida», «se acreditó».
export const INCOME_OTHER_TENSES =
  /\b(?:(?:me|nos) (?:ha|han|habia|habian) (?:pagado|ingresado|transferido|devuelto|regresado|abonado|depositado|consignado|enviado|mandado|pasado|reembolsado|reintegrado|girado|acreditado|regalado|prestado|yapeado|plineado|nequeado|bizumeado)|(?:me|nos) (?:regreso|regresaron|devolvio|devolvieron|transfirio|deposito|consigno|abono|mando|envio|presto|regalo|giro|reembolso|reintegraron|reintegro|acreditaron|acredito)|(?:transferencia|pago|deposito|abono|giro) (?:de [^ ]+ )?(?:recibid[oa]|acreditad[oa])|se (?:acredito|acreditaron|abono|abonaron)|(?:recibid[oa]|acreditad[oa]) en (?:tu|su|mi) cuenta)\b/;
