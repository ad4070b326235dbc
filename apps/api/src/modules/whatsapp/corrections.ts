import { findAmounts } from './amounts.ts';
import { findDate } from './dates.ts';

/**
 * A correction of the last capture said as a sentence, in any of the six countries' ways: an order
 * («cámbialo a regalos», «pásalo a la visa», «muévelo al lunes», «cárgalo a la visa», «ponelo en
 * ropa»), a statement («eso va en mascotas», «la categoría es deporte», «la cuenta era la de
 * Banorte», «lo compré ayer», «eso era del sábado») and the reason people add after it («…, son
 * para correr», «… que eso fue unos tenis», «…, al final fue para mí»). What is corrected — the
 * category, the account or the day — is said by the words («la cuenta», «la fecha») or by what is
 * named: a day moves the date; anything else is a category, unless it names one of the accounts,
 * which handle-message.ts checks against the user's own accounts.
 *
 * Only messages with no amount reach here: an amount correction is read in intent.ts.
 */
export type SentenceCorrection =
  { type: 'recategorize'; target: string } | { type: 'reaccount'; target: string } | { type: 'redate'; date: string };

// What people say before the correction itself: fillers, apologies, «mejor», «al final».
const OPENER = new RegExp(
  '^(?:' +
    // «no», «nah» only with a pause after them, or before an order: «no va en ropa» says where it is not.
    // «no mentiras, eso era del lunes», «no perdón, fue ayer»: a «no» before another opener or «eso».
    '(?:no+|nop|nah|nel|nada)(?:[,.!:;]+\\s*|\\s+(?=(?:no|mejor|ponlo|ponla|ponle|pasalo|pasala|muevelo|muevela|cambialo|cambiala|cambia|cambiale|la categoria|la cuenta|la fecha|categoria|cuenta|fecha|mentiras?|perdon|perdona|espera|eso|esto)\\b))' +
    '|(?:mentiras|mentira|perdon|perdona|perdone|disculpa|disculpe|sorry|ay|uy|ups|ops|oops|ah|oye|ey|mira|espera|ojo|mejor|sabes que|en realidad|al final|pensandolo bien|corrijo|correccion|me equivoque|me confundi|error|porfa|porfis|plis|por favor|pero|y|e|entonces|pues|bueno|ok|okay|vale|dale|listo|hey|che|wey|guey|oe|amigo|amiga)(?:[,.!:;]+\\s*|\\s+)' +
    ')+',
);

// The verbs of an order to change the last capture, with the pronoun that says «it» («cámbialo»,
// «ponelo», «pásalo», «cárgalo»): without it, «pasé a comprar pan» would move the last capture.
const ORDER =
  '(?:cambiale|cambialo|cambiala|cambiamelo|cambiamela|cambiarlo|cambiarla|cambielo|cambiela|' +
  'ponle|ponlo|ponla|ponmelo|ponmela|ponele|ponelo|ponela|pongale|pongalo|pongala|ponerlo|ponerla|' +
  'pasale|pasalo|pasala|pasamelo|pasamela|pasarlo|pasarla|paselo|pasela|' +
  'muevelo|muevela|muevemelo|muevemela|moverlo|moverla|movelo|movela|' +
  'metelo|metela|metemelo|mandalo|mandala|' +
  'anotalo|anotala|anotamelo|apuntalo|apuntala|apuntamelo|registralo|registrala|' +
  'guardalo|guardala|dejalo|dejala|dejamelo|clasificalo|clasificala|archivalo|archivala|' +
  'corrigelo|corrigela|corregilo|corregila|cargalo|cargala|cargale|cargamelo|cargamela|asignalo|asignala|asignale)';
// The same verbs without the pronoun count only when the sentence names the field or «eso»
// («cambia la categoría a…», «pon eso en ropa»); «cambia»/«cambiar» alone is always an order.
const BARE_ORDER =
  '(?:cambia|cambiar|pon|pone|poner|pasa|pasar|mueve|mover|move|mete|anota|apunta|registra|guarda|deja|clasifica|corrige|carga|asigna)';

// What the order is about, when the sentence says it: «la categoría», «la cuenta», «la fecha».
const FIELD =
  '(?:(?:la |el |de |su )?(?<field>categoria|cat|cuenta|tarjeta|fecha|dia)(?: (?:correcta|del gasto|del movimiento|de eso))?)';

// Whom the order is about: «eso», «ese gasto», «el último».
const OBJECT = '(?:(?:eso|esto|ese|esa|ese gasto|el gasto|ese movimiento|el movimiento|el ultimo|lo ultimo|la ultima))';

const PREP = '(?:a|al|en|por|como|para|bajo|dentro de|de|del|con)';

// Where the target ends and a reason begins: a comma, or «que», «porque», «son», «era», «al final»…
const REASON =
  /(?:\s*[,;.!?(]|\s+(?:que|q|porque|pq|xq|por que|pues|ya que|es que|son|es|era|eran|fue|fueron|al final|como|no|sino|y no|ya|gracias|porfa|por favor|plis|pls|mejor|mejor dicho|entonces|pues|nomas|no mas|please)\b)/;

const TAIL =
  '(?:\\s+de\\s+(?<from>[a-z ]+?)\\s+(?:a|por|al)\\s+|\\s+' +
  PREP +
  '\\s+|:\\s*)(?:(?:la|el|los|las|mi) )?(?:categoria (?:de )?)?(?<target>[a-z].*)$';
const ORDERED = new RegExp(`^${ORDER}(?:\\s+${OBJECT})?(?:\\s+${FIELD})?${TAIL}`);
const BARE_ORDERED = new RegExp(
  `^(?:cambia|cambiar|${BARE_ORDER}(?=\\s+(?:eso|esto|ese|esa|el gasto|el movimiento|el ultimo|lo ultimo|la ultima|la categoria|la cuenta|la tarjeta|la fecha|el dia|categoria|cuenta|fecha)\\b))(?:\\s+${OBJECT})?(?:\\s+${FIELD})?${TAIL}`,
);
// «eso va en mascotas», «eso iba a transporte», «debería ir en ropa», «entra como regalo».
const BELONGS = new RegExp(
  `^(?:${OBJECT}\\s+)?(?:(?:lo|la) )?(?:va|van|iba|iban|entra|entraba|cae|caia|corresponde|correspondia|pertenece|pertenecia|cuenta|contaba|debe ir|deberia ir|deberia estar|tenia que ir|tiene que ir|iria|va mejor)\\s+(?:en|a|al|como|para|dentro de)\\s+(?:(?:la|el|los|las|mi) )?(?:categoria (?:de )?)?(?<target>[a-z].*)$`,
);
// «la categoría es deporte», «categoría correcta: ropa», «la cuenta era la de banorte», «la fecha es ayer».
const STATED = new RegExp(
  `^(?:y )?(?:la |el |su )?(?<field>categoria|cat|cuenta|tarjeta|fecha|dia)(?: correcta| del gasto| de eso)?(?:\\s+(?:es|era|fue|seria|deberia ser|debia ser|tenia que ser|tiene que ser)\\b|\\s*:)\\s*(?:(?:la|el|los|las|mi|de|del|en) )*(?<target>[a-z].*)$`,
);
// «es de la categoría ropa», «era de categoría regalos».
const IN_CATEGORY = /^(?:eso |esto )?(?:es|era|fue|son|eran) (?:de|en) (?:la )?categoria (?:de )?(?<target>[a-z].*)$/;
// «lo compré ayer», «lo pagué el lunes», «eso lo gasté anteayer», «eso era del sábado», «es de ayer».
const DATED =
  /^(?:(?:eso|esto) )?(?:(?:lo|la|los|las) )?(?:(?:compre|compramos|pague|pagamos|gaste|gastamos|hice|hicimos|pedi|pedimos|cargue|eche|tome|tomamos|comi|comimos|cene|cenamos|almorce|almorzamos|era|es|fue|eran|son|fueron|sucedio|paso)\s+)(?:(?:de|del|el|la|dia)\s+)*(?<target>[a-z0-9].*)$/;
// «salió de la nequi», «sale de bancolombia», «lo saqué de la cuenta rut», «cárgalo a la visa» (above).
const FROM_ACCOUNT =
  /^(?:(?:eso|esto) )?(?:(?:lo|la) )?(?:salio|sale|salia|se pago|se cargo|se cobro|lo cobraron|me lo cobraron|me lo cargaron|fue cargado|fue cobrado)\s+(?:de|desde|en|a|con)\s+(?:(?:la|el|mi|mis) )?(?<target>[a-z][a-z ]*)$/;

// «la categoría está mal, es ropa», «cuenta equivocada: nequi», «la fecha no es esa, fue ayer»:
// the complaint names the field; what follows it says the right value.
const COMPLAINT =
  /^(?:(?:la|el|esa|ese) )?(?<field>categoria|cuenta|tarjeta|fecha|dia)(?: (?:esta|estaba|quedo|salio))? (?:mal|incorrecta|incorrecto|equivocada|equivocado|errada|errado|no es esa|no es ese|no era esa|no era ese|no es)(?: puesta| puesto)?\s*[,.:;!]*\s*|^(?:esta|estaba|quedo) mal (?:la |el )?(?<field2>categoria|cuenta|tarjeta|fecha|dia)\s*[,.:;!]*\s*|^te equivocaste de (?<field3>categoria|cuenta|fecha|dia)\s*[,.:;!]*\s*/;
// After the complaint: «es ropa», «era en regalos», «va en mascotas», «ponlo en ropa», «nequi».
const RIGHT_VALUE =
  /^(?:(?:es|era|son|eran|seria|fue|va|iba|deberia ser|tenia que ser|debe ser)\s+)?(?:(?:de|en|a|al|con|del|un|una|para|la|el|los|las|mi)\s+)*(?<target>[a-z0-9].*)$/;
// «lo hice por nequi», «fue por yape», «lo pagué vía transferencia de bbva»: the account it went through.
const THROUGH =
  /^(?:(?:eso|esto) )?(?:(?:lo|la) )?(?:hice|pague|pagamos|mande|envie|fue|era|se pago)\s+(?:por|via|x)\s+(?:(?:la|el|mi) )?(?<target>[a-z][a-z ]*)$/;
// «usé la débito», «pasé la visa», «lo pasé con la nu»: the card or account used for it.
const USED =
  /^(?:(?:eso|esto) )?(?:(?:lo|la) )?(?:use|usamos|pase|pasamos)\s+(?:con\s+)?(?:la|el|mi)\s+(?<target>[a-z][a-z ]*)$/;
// «lo yapeé», «lo pliné», «se lo nequeé», «lo bizumeé», «fue yapeado»: the payment app named by its verb.
const APP_VERB =
  /^(?:(?:eso|esto) )?(?:(?:se )?(?:lo|la|le) )?(?<app>yape|yapie|plin|plinie|plinee|nequ|bizum)\w*$|^(?:fue|era) (?<app2>yape|plin|nequ|bizum)\w*ad[oa]$/;
const APP_NAMES: Record<string, string> = {
  yape: 'yape',
  yapie: 'yape',
  plin: 'plin',
  plinie: 'plin',
  plinee: 'plin',
  nequ: 'nequi',
  bizum: 'bizum',
};

// «por favor» and its short forms, wherever they stand: «cámbialo a la tarjeta santander por fa»,
// «corrige la categoría por favor, …». Left in, they would be read as the target («favor»).
const PLEAS =
  /(?:^|[\s,;.!]+)(?:por favor|por fa|porfa|porfis|porfi|porfavor|x fa|xfa|xfavor|plis|pliss|pls|please)\b/g;
const withoutPleas = (folded: string) =>
  folded
    .replace(PLEAS, ' ')
    .replace(/\s+([,;.!])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();

// «ponle categoría libros, eran para la uni», «ponele categoría cursos»: the category named
// straight after the field, with no preposition.
const FIELD_NAMED = new RegExp(
  `^(?:${ORDER}|${BARE_ORDER})\\s+(?:la |el |de |su )?(?:categoria|cat)\\s+(?!(?:a|al|en|por|como|para|de|del|con|es|era)\\b)(?<target>[a-z].*)$`,
);
// «me he equivocado de día, fue el lunes», «me confundí de tarjeta: la visa», «puse mal la fecha,
// era el viernes»: one's own slip, naming the field; what follows says the right value.
const SELF_COMPLAINT =
  /^(?:(?:me|nos) (?:he |hemos |ha )?(?:equivoque|equivocamos|equivocado|confundi|confundimos|confundido|lie|liado|enrede|enredado) (?:de|con|en) |(?:puse|anote|apunte|escribi|meti) mal )(?:la |el )?(?<field>categoria|cuenta|tarjeta|fecha|dia)\s*[,.:;!]*\s*/;

const FIELD_THEN_WHY = new RegExp(
  `^(?:${ORDER}|${BARE_ORDER})\\s+(?:la |el )?(?<field>categoria|cat)\\s*[,;:.]\\s*(?<why>.+)$`,
);
// «… era un regalo para mi mamá», «… son unos tenis»: what it was, as a person names it.
const WHAT_IT_WAS =
  /\b(?:era|es|fue|eran|son|fueron)\s+(?:(?:un|una|unos|unas|el|la|los|las|de|para)\s+)*(?<target>[a-z]+(?: (?!(?:para|por|de|del|con|a|al|en|que|y)\b)[a-z]+)?)/;

/** The target up to the reason said after it: «deporte, son para correr» → «deporte». */
function untilReason(target: string): string {
  const cut = target.search(REASON);
  return (cut > 0 ? target.slice(0, cut) : target).trim();
}

/** A day the whole target names («ayer», «el lunes», «del sábado», «el 20»), else undefined. */
function dayOf(target: string, today: string): string | undefined {
  const said = target
    .replace(/^(?:(?:de|del|al|el|la|a|para|dia|fecha)\s+)+/, (prefix) => (/\bdel\s|\bal\s/.test(prefix) ? 'el ' : ''))
    .replace(/\s+(?:en la|por la|a la|de la)?\s*(?:noche|manana|tarde|madrugada|mediodia)$/, '')
    .trim();
  // «el 20»: a day of the month needs its article to be read as a day.
  const found = findDate(/^\d/.test(said) ? `el ${said}` : said, today);
  if (/^\d/.test(said) && found)
    return `${said.replace(/^\d{1,2}(?:ro|ero|do|er|to|vo)?$/, '')}` === '' ? found.date : undefined;
  if (!found) return undefined;
  // «del mes pasado, el 28 de octubre», «el miércoles, o sea ayer»: words that only place the day.
  const rest = `${said.slice(0, found.start)} ${said.slice(found.end)}`
    .replace(/\b(?:(?:del|el|la|de la) )?(?:mes|semana) (?:pasad[oa]|anterior)\b|\bo sea\b|[,;:.]/g, ' ')
    .replace(/\b(?:el|la|de|del|dia|pasado)\b/g, '')
    .trim();
  return rest === '' ? found.date : undefined;
}

function byField(field: string | undefined, target: string, today: string): SentenceCorrection | undefined {
  const said = untilReason(target);
  if (!said) return undefined;
  const day = dayOf(said, today);
  if (field === 'fecha' || field === 'dia') return day ? { type: 'redate', date: day } : undefined;
  if (day) return { type: 'redate', date: day };
  if (field === 'cuenta' || field === 'tarjeta') return { type: 'reaccount', target: said };
  return { type: 'recategorize', target: said };
}

/** The correction a sentence with no amount makes, or undefined when it is not one of these shapes. */
export function readSentenceCorrection(folded: string, today: string): SentenceCorrection | undefined {
  // A date's digits («lo compré el 20», «fue el 3/11») are not an amount.
  const day = findDate(folded, today);
  if (findAmounts(day ? `${folded.slice(0, day.start)} ${folded.slice(day.end)}` : folded).length > 0) return undefined;
  // «mejor en transporte», «en ropa mejor»: the place it goes, said with «mejor».
  const better = folded.match(
    /^mejor,?\s+(?:en|a|al)\s+(?<a>[a-z][a-z ]*)$|^(?:en|a|al)\s+(?<b>[a-z][a-z ]*?)\s+mejor$/,
  );
  if (better)
    return byField(undefined, (better.groups!.a ?? better.groups!.b)!.replace(/^(?:la|el|los|las) /, ''), today);
  const pleaded = withoutPleas(folded)
    .replace(/^(?:(?:perdon|perdona|disculpa|uy|ay|ups|oye|no)[,.!]?\s+)+/, '')
    .trim();
  const said = withoutPleas(folded).replace(OPENER, '').trim();
  // The slip said first («me equivoqué de día…») is read before the opener takes «me equivoqué».
  const selfSlip = pleaded.match(SELF_COMPLAINT);
  const complaint = selfSlip ?? said.match(COMPLAINT);
  if (complaint) {
    const field = complaint.groups!.field ?? complaint.groups!.field2 ?? complaint.groups!.field3;
    const rest = (selfSlip ? pleaded : said).slice(complaint[0].length).replace(OPENER, '').trim();
    // «la categoría está mal, ponla en ropa»: an order after it says the rest.
    const again = rest ? readSentenceCorrection(rest, today) : undefined;
    if (again) return again;
    const value = rest.match(RIGHT_VALUE);
    return value ? byField(field, value.groups!.target!, today) : undefined;
  }
  // «el viernes», «ayer», «fue anteayer» alone: the day of the last capture.
  // «ayer fue eso», «el lunes era»: the day said first, the verb after it.
  const alone = dayOf(
    said
      .replace(/^(?:(?:fue|era|es|eso fue|eso era)\s+)/, '')
      .replace(/\s+(?:(?:eso|esto)\s+)?(?:fue|era)(?:\s+(?:eso|esto|ese gasto|el gasto))?$/, ''),
    today,
  );
  if (alone) return { type: 'redate', date: alone };
  const through = said.match(THROUGH);
  if (through) return { type: 'reaccount', target: untilReason(through.groups!.target!) };
  const used = said.match(USED);
  if (used) return { type: 'reaccount', target: untilReason(used.groups!.target!) };
  const app = said.match(APP_VERB);
  if (app) return { type: 'reaccount', target: APP_NAMES[app.groups!.app ?? app.groups!.app2!]! };
  // «corrige la categoría, la camisa era un regalo»: the order names the field, and the sentence
  // after the pause says what it was.
  const fieldThenWhy = said.match(FIELD_THEN_WHY);
  if (fieldThenWhy) {
    const was = fieldThenWhy.groups!.why!.match(WHAT_IT_WAS);
    if (was) return byField(fieldThenWhy.groups!.field, was.groups!.target!, today);
  }
  const named = said.match(FIELD_NAMED);
  if (named && !said.match(ORDERED)) return byField('categoria', named.groups!.target!, today);
  const ordered = said.match(ORDERED) ?? said.match(BARE_ORDERED);
  if (ordered) {
    const field = ordered.groups!.field;
    // «cárgalo a la visa»: to charge is to an account.
    const charged = /^(?:carga|cargalo|cargala|cargale|cargamelo|cargamela)\b/.test(said) && !field;
    return byField(charged ? 'cuenta' : field, ordered.groups!.target!, today);
  }
  const stated = said.match(STATED);
  if (stated) return byField(stated.groups!.field, stated.groups!.target!, today);
  const belongs = said.match(BELONGS) ?? said.match(IN_CATEGORY);
  if (belongs) return byField(undefined, belongs.groups!.target!, today);
  const from = said.match(FROM_ACCOUNT);
  if (from) return { type: 'reaccount', target: untilReason(from.groups!.target!) };
  const dated = said.match(DATED);
  if (dated) {
    const day = dayOf(untilReason(dated.groups!.target!), today);
    if (day) return { type: 'redate', date: day };
  }
  return undefined;
}

/** «del lunes eso», «de ayer esto»: a day the whole target names, with «eso» said after it. */
export function dayOfTarget(target: string, today: string): string | undefined {
  const said = target.replace(/\s+(?:eso|esto)$/, '');
  // «del mes pasado, el 28 de octubre»: the day said after a pause is no reason but the day itself.
  return dayOf(untilReason(said), today) ?? (/\d/.test(said) ? dayOf(said, today) : undefined);
}

/**
 * «uy no, fue el lunes y eran 430 lucas»: the day said in a clause of its own beside an amount fix,
 * which the amount's reading leaves out. Only a clause with no digits that reads as a date fix.
 */
export function dayBesideAmount(folded: string, today: string): string | undefined {
  const days = folded
    .split(/\s*[,;]\s*|\s+y\s+/)
    .filter((clause) => clause && !/\d/.test(clause))
    .map((clause) => readSentenceCorrection(clause.trim(), today))
    .filter((fix) => fix?.type === 'redate');
  return days.length === 1 && days[0]!.type === 'redate' ? days[0]!.date : undefined;
}
