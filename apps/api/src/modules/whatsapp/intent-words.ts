/**
 * The words detectIntent (intent.ts) reads a message's purpose by: greetings and help, undoing,
 * how people address the chat, what names a category or an account in a fix, money still to come,
 * messages about money that is no movement (prices, thanks, addresses), and orders to move a
 * movement to another account.
 */

export const HELP =
  /^(hola|holi|holis|ola|buenas|buenos dias|buen dia|buenas tardes|buenas noches|hey|ey|ayuda|help|menu|info|que puedes hacer|que haces|como funciona|como se usa|instrucciones|comandos|ejemplos|\?)( .*)?$/;
export const UNDO =
  /^(no,? )?(deshacer|deshaz|deshazlo|undo|borrar|borra|borralo|borrala|bórralo|elimina|eliminar|eliminalo|anula|anular|anulalo|cancela|cancelar|cancelalo|quitalo|quita eso|me equivoque|borra el ultimo|borra eso|elimina el ultimo)( (eso|el ultimo|lo ultimo|ese|ese movimiento|el movimiento|porfa|por favor))?$/;
// An order to delete in the tú, vos and usted forms, folded: «borra/borrá/borre», «bórralo/bórrelo»,
// «anulalo», «deshacé», «deshaga», «elimíname eso».
export const UNDO_VERB = `(?:(?:borr|elimin|anul|cancel|quit|suprim)(?:a|e|ar|alo|ala|elo|ela|arlo|amelo|emelo|ame|eme)|deshaz|deshazlo|deshace|deshacelo|deshaga|deshagalo|deshacer|sacalo|sacala|saquelo|saquela)`;
// «borra lo de juan» names a capture (named-fix.ts), never the last one by default.
export const UNDO_SAID = new RegExp(
  String.raw`^(?:(?:no|oye|ey|porfa|por favor|uy|ay|ups|perdon|perdona|perdone|disculpa|disculpe|mejor|sabes que|che|bueno|mira|mire|oiga|oigame|fijese)[,.!]?\s+)*${UNDO_VERB}(?:\s+(?:eso|esto|ese|esa|el ultimo|lo ultimo|la ultima|ese gasto|ese movimiento|ese ingreso|lo anterior|porfa|porfis|plis|pls|por favor|mejor|entonces|ya|pe|po|pues|che|nomas|no mas|please))*\s*(?:$|[,.;:!]|\b(?:que|q|porque|pq|xq|ya que|pues)\b|\b(?:lo|la)\b(?!\s+(?:de|del)\b))`,
);
export const UNDO_MORE = new RegExp(
  [
    String.raw`^(?:(?:no|oye|ey|porfa|mejor|sabes que|ups|uy|ay)[,.!]?\s+)*(?:suprimelo|suprime eso|sacalo|sacala|saca eso|deshace|deshaci|borrar ultimo|borra ultimo|anula el ultimo movimiento|elimina el ultimo (?:gasto|movimiento|ingreso)|borra el ultimo (?:gasto|movimiento|ingreso))(?:\s+(?:porfa|por favor|plis|pls|mejor|entonces))?$`,
    String.raw`^(?:(?:eso |ese |el ultimo )?(?:esta|estaba|quedo|salio) (?:repetido|duplicado|dos veces)|lo anote dos veces|se anoto dos veces|lo mande dos veces|lo puse dos veces|es repetido|era repetido)(?:[,.!]?\s+(?:borralo|borra uno|borra el ultimo|quitalo|eliminalo)(?:\s+(?:porfa|por favor))?)?$`,
    String.raw`[,.;!]\s*(?:(?:mejor|porfa|entonces|asi que)\s+)?(?:borralo|borrala|borra eso|eliminalo|eliminala|elimina eso|quitalo|quitala|quita eso|anulalo|anulala|deshazlo|olvidalo|cancelalo|cancelala)(?:\s+(?:porfa|por favor|plis|pls|mejor))?$`,
  ].join('|'),
);
// Said to the listener around a correction: vocatives, «fíjate que», Chile's «po», Peru's «pe».
export const LISTENER =
  'oiga|oigame|mire|fijese|che|boludo|boluda|parce|parcero|parcera|mano|manito|tio|tia|guey|wey|buey|oe|oye|mira|fijate que|fijate|ahi|vale|bueno|ojo|hey|amigo|amiga|bro|hermano|hermana|mijo|mija|compa|loco|weon|hue|pana|chamo|cuate|causa|pata';
export const VOCATIVE_START = new RegExp(
  `^(?:(?:no,?\\s+)?(?:${LISTENER})(?:[,.!]+\\s*|\\s+)|que\\s+(?=(?:era|eran|fue|fueron|es|son|lo|la|con|en|no)\\b))+`,
);
export const PARTICLE_END = new RegExp(
  `(?:[,.!]?\\s+(?:po|pe|pues|pue|porfa|por favor|plis|${LISTENER}|mas bien|mejor))+\\s*[.!]*$`,
);
// «ponle que fue ayer», «poné que fue con la visa», «anota que era del lunes».
export const SAY_THAT = /^(?:ponle|pone|pon|ponele|anota|anotale|anotale|apunta|escribe|pon ahi) que /;

export const CATEGORY_PREFIX =
  /^(?:no,? )?(?:categoria|cat|cambia(?:r)? (?:la )?categoria a|ponlo en|ponla en|muevelo a|era|eran|eso era|fue|fueron|eso fue|es|son|no era|no eran|no fue) (?:de |en |un |una |para |a |por )?(?<target>.+)$/;
export const ACCOUNT_PREFIX =
  /^(?:no,? )?(?:era|fue|eso fue|lo pague|pague|fue pagado)? ?(?:con|en|desde|de|por) (?:la |el |mi )?(?<target>.+)$/;

export const PAID_WITH =
  /^(?:(?:y|e|pero|ah|al final|mejor|aunque|oye)[,]?\s+)*(?:(?:la|lo|las|los) )?(?:pague|pagamos|pago|pagaste|pagaron|use|usamos|cargue|recargue|fue|era|eso fue|fue pagado|fue pagada|lo hice|la hice)(?: todo| toda)? (?:con|desde) (?:la |el |mi |una |un )?(?<target>[a-z][a-z ]*)$/;
export const FILE_UNDER =
  /(?:^|[,;]\s*|\by\s+|^(?:mejor|oye|entonces|pues|porfa|no)[,]?\s+)(?:ponlo|ponla|ponle|pon|ponmelo|ponmela|pasalo|pasala|muevelo|muevela|cambialo|cambiala|dejalo|dejala|anotalo|anotala)(?: en| a| como)(?: la| el)?(?: categoria(?: de)?)? (?<target>[a-z][a-z ]*)$/;

// Money still to come: «mañana pago el arriendo», «la otra semana voy a pagar…», «recuérdame».
export const LATER =
  /\b(manana|pasado manana|la otra semana|la proxima semana|la semana que viene|el mes que viene|el proximo mes|voy a pagar|voy a comprar|vamos a pagar|tengo que pagar|tengo que|hay que pagar|me toca pagar|me toca|toca pagar|nos toca|el otro mes|el mes entrante|la otra quincena|el ano que viene|el proximo ano|estoy pensando en|pienso comprar|quiero comprar|que opinas|que me recomiendas|recuerdame|recordame|acordate|acuerdame|avisame|me avisas|no te olvides)\b/;
// Chat that names numbers but records nothing: hypotheticals, prices asked, jokes passed on, one's own data.
export const NOT_MONEY = [
  /^si\b.*\b(me compro|compro|me saldria|saldria|me toca)\b/,
  /\b(cuanto (?:costara|costaria|saldra|saldria|vale|cuesta|me saldria|me cobrarian)|a q(?:ue)? hora|que hora)\b/,
  // Unless the message opens laughing and goes on to one's own spending, quoting no one («jaja qué
  // oso, pero me gasté 60k en rappi»): a comment on it, like a laugh after it.
  /^(?!(?:ja(?:ja)+|je(?:je)+|xd+)\w*\b(?![^:"«“]*\b(?:dice|dijo|mira|mentira|chiste|meme)\b)[^:"«“]*\b(?:me gaste|gaste|pague|compre|pedi|me salio|me costo)\b).*\b(jaja\w*|reenviado|jeje\w*)\b|—/,
  // «recargué mi celular 20 soles» is a top-up, not one's number.
  /(?<!\brecargu?e |\brecarga (?:a |de )?|\brecargar )\bmi (?:numero|nuevo numero|numero nuevo|celular|cel|telefono|clabe|cbu|cvu|alias|rut|dni|nit|cedula|cuenta es|yape es|iban)\b/,
  /\b(llamame|llamenme|escribeme al|nos vemos|quedamos)\b/,
  /\bpedido\b.*\bllega\b/,
  // «casi me compro unas botas de 90 pero al final no», «estuve a punto de pedir… pero me arrepentí».
  /\b(?:casi|por poco|a punto de|estuve por|estaba por)\s+(?:me |nos )?(?:compr|ped|cog|llev|pag|gast)\w*\b.*\b(?:pero|aunque)(?:\s+[a-z]+){0,3}?\s+(?:no|me arrepenti|me contuve|lo deje)\b/,
];

export const LAUGH = /\b(?:ja(?:ja)+|je(?:je)+|xd+)\w*/;
export const LAUGHS = new RegExp(LAUGH.source, 'g');
// Money one spent, told in the first person: «gasté», «pagué», «compré», «me salió», «pedí».
// «yapeé 10 al taxista jaja»: a payment app's verb in the first person is one's own spending too.
export const OWN_SPENDING =
  /\b(?:gaste|gastamos|pague|pagamos|compre|compramos|pedi|pedimos|me salio|nos salio|me costo|nos costo|me cobraron|me dejaron|me he gastado|he gastado|he pagado|me he dejado|(?:le |les )?(?:yapee|yapie|plinee|plinie|nequee|nequie|bizumee|bizumie)(?:mos)?)\b/;

// An amount as written in a correction: «85», «$ 28.000», «26 lucas», «43,50 €».
export const SAID_AMOUNT = String.raw`(?:\$\s*)?\d[\d.,']*(?:\s*(?:mil|lucas?|luquitas|k|soles|pesos|euros|eur|€|dolares|palos?))?`;
export const NOT_THAT_FIRST = new RegExp(
  String.raw`^(?:no+|nop|nah|nel)[,.]?\s+(?:(?:eran|era|fueron|fue|son|es)\s+)?${SAID_AMOUNT}[,.;]?\s+(?:sino(?:\s+que)?(?:\s+(?:eran|era|fueron|fue|son|es))?|eran|era|fueron|fue|son|es)\s+`,
);
export const NOT_THAT_AFTER = new RegExp(
  String.raw`^((?:(?:eran|era|fueron|fue|son|es)\s+)?${SAID_AMOUNT})[,.;]?\s+(?:y\s+)?no\s+(?:(?:eran|era|fueron|fue|son|es)\s+)?${SAID_AMOUNT}$`,
);

export const THANKS =
  /\b(?:mil|un millon de|millones de|cien|un monton de) (?:gracias|disculpas|perdones|besos|abrazos|bendiciones)\b/g;

// «pa la oficina 6 lucas», «el piso 700 del alquiler»: a number said with its money, or as the rent,
// is no room or floor.
const NOT_PRICED = String.raw`(?! ?(?:(?:lucas?|lukas?|luquitas|mil|k|pesos|soles|euros?|eur|dolares|pavos|varos|baros|mangos|lanas|barras)\b|€))`;

// Numbers that are not money: a postal code, a count of people or of time, an age, a room or floor.
export const NOT_MONEY_NUMBERS = new RegExp(
  [
    String.raw`\b(?:codigo postal|cod postal|cp|zip|extension|ext|interno|anexo)(?: es| era)?(?: el)? \d+`,
    // Not «el alquiler del piso 850», «alquiler piso 750»: what the home costs.
    String.raw`(?<!\b(?:alquiler|arriendo|renta|hipoteca|comunidad|cuota|limpieza) (?:(?:del|de la|de) )?)\b(?:habitacion|hab|cuarto|piso|planta|depto|dpto|departamento|apto|apartamento|oficina|consultorio|puerta|portal|mesa|asiento|fila|sala|aula|salon|anden|vagon|puesto|casillero|lote|manzana|torre|bloque|interior)(?: (?:numero|nro|n|no|es|era|el))* \d+${NOT_PRICED}[a-z]?\b(?! (?:del|de la|de) (?:alquiler|arriendo|renta)\b)`,
    String.raw`\b(?:como |unas? |unos |mas de |casi |ya |somos |eramos |fuimos |hay |habia |habian |habra )*\d+ (?:personas|persona|gente|invitados|invitadas|ninos|ninas|adultos|pasajeros|clientes|alumnos|estudiantes|amigos|amigas|companeros|familias|perros|gatos|anos|ano|meses|semanas|dias|minutos|mins|min|segundos|horas|cuadras|kilometros|km|kms|metros|mts|m2|metros cuadrados|habitaciones|cuartos|dormitorios|recamaras|banos|ambientes|plazas|pisos|paradas|estaciones|turnos|numeros|goles|puntos|grados|veces)\b`,
    String.raw`\b(?:tengo|tiene|tienes|tenemos) \d{1,3}(?=\s*(?:anos|ano|$|[,.!?]))`,
    String.raw`\b(?:cumplo|cumple|cumples|cumplio|cumplimos|cumplira|somos|eramos|fuimos) \d{1,3}\b(?! (?:pesos|soles|euros|dolares|lucas|mil|k|lucas|palos)\b)`,
  ].join('|'),
  'g',
);

// A street and its number: two digits or more, or one before «#»; never a number said as money.
export const ADDRESS = new RegExp(
  String.raw`\b(?:calle|c\/|avenida|avda|av|carrera|cra|kra|cll|jiron|jr|diagonal|transversal|bulevar|boulevard)\.? (?:[a-z]+ ){0,3}(?:(?:n|no|nro|num|numero)\.? )?#? ?(?:\d{2,}[a-z]?\b|\d[a-z]?(?= ?#))(?! ?(?:soles|sol|pesos|euros|eur|€|lucas?|luquitas|mil|k|dolares|mangos|pavos|varos)\b)(?: ?(?:#|n|no|nro)\.? ?\d+[a-z]?(?: ?- ?\d+)?)?(?:, ?\d{1,2} ?(?:o|º|°|ª) ?[a-z]?\b)?`,
  'g',
);

/**
 * What a message asks for. Corrections and questions are short and have no amount of their own;
 * anything else is a capture for the parser (which asks for the amount if there is none).
 */
export const MOVED_TO_ACCOUNT =
  /^(?:no,? )?(?:cambialo|cambiala|cambia|pasalo|pasala|muevelo|muevela|ponlo|ponla|cargalo|cargala|mejor)\s+(?:a|en|para|con)\s+(?:la |el |mi )?(?<target>(?:tarjeta|cuenta|tdc|tc|credito|debito)\b.+)$/;
export const PLEASE_END = /[\s,.!]*\b(?:porfa|porfis|por fa|por favor|plis|pls|xfa|gracias)\b[\s.!]*$/;
