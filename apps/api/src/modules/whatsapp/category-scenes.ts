import { qualifiedScene } from './category-scenes-qualified.ts';

/**
 * Where the whole of what was said decides the category, not the first word of the list: a ticket
 * to another town is a trip («los pasajes a Arequipa», «billete de tren a Valencia»), not the
 * bus fare; drinks bought for home are shopping («un six pack de birras pa la casa»), not a bar;
 * a repair is filed under what was repaired («la costurera que me subió la basta del pantalón»
 * is clothing, «el técnico que arregló la lavadora» upkeep of the home); money given as a present
 * («me transfirieron 50 de regalo de navidad») is other income. Folded text; the name of a
 * default category, or undefined when the list's own reading stands. Where one word qualifies
 * another («la matrícula del curso», «la estética del perro») see category-scenes-qualified.ts.
 */

// A ticket or a seat: «pasajes», «billetes», «boletos», «tiquetes», «vuelo».
const TICKET = String.raw`(?:pasajes?|billetes?|boletos?|tiquetes?|vuelos?)`;
// A long-distance way of going, named after the ticket.
const LONG_WAY = String.raw`(?:de|del|en) (?:el |la )?(?:ave|avion|alsa|larga distancia|interprovincial|ida y vuelta|ferry|barco|buquebus|tren (?:a|para|hasta)|bus (?:a|para|hasta)|autobus (?:a|para|hasta)|camion (?:a|para|hasta)|flota (?:a|para|hasta))\b`;
// A destination: a town named after «a», «para», «hacia» (never home, work, school or a spot in
// town); with an article only when written with capitals («a La Serena», «para Las Palmas»).
const PLACE = String.raw`(?:a|para|hacia|hasta|rumbo a) (?!(?:la|el|los|las|mi|mis|su|tu|casa|misa|clase|clases|trabajar|comer|pagar|ver|manana|hoy)\b)[a-zñ]{3,}`;
// («boletos para Coldplay», «tiquetes para Karol G»: tickets «para» someone are a show's.)
const TRIP = new RegExp(
  String.raw`\b${TICKET}\b(?: (?:de|del|en) (?:la |el )?[a-zñ]+)?(?: (?:de )?(?:ida|vuelta|ida y vuelta))? ${PLACE}|\b${TICKET} ${LONG_WAY}`,
);
const TRIP_WAY = new RegExp(String.raw`\b${TICKET} ${LONG_WAY}`);
// A way of going that is always out of town, named with where to («la flota a Tunja», «el Alsa a Madrid»).
const OUT_OF_TOWN = new RegExp(
  String.raw`\b(?:flota|alsa|ado|ave|avion|buquebus|bus interprovincial|bus de larga distancia) ${PLACE}`,
);
const SHOW_TICKET = /\b(?:boletos?|tiquetes?|tickets?) para\b/;
const TICKET_TO_NAMED = new RegExp(
  String.raw`\b${TICKET}\b[^,.\d]{0,30}? (?:a|para|hacia|hasta) (?:La|El|Las|Los) [A-ZÁÉÍÓÚÑ]`,
  'i',
);
const NAMED_WITH_ARTICLE = /\b(?:a|para|hacia|hasta) (?:La|El|Las|Los) [A-ZÁÉÍÓÚÑ]/;
// Tickets to a show are an outing, wherever it is («boletos para Coldplay»).
const EVENT =
  /\b(?:concierto|partido|show|cine|teatro|estadio|funcion|festival|obra|pelicula|peli|entradas?|museo|tocada)\b/;

// A drink bought by the case or the bottle, or to take home.
// («vino» alone is also «came»; «chupe» a Peruvian soup.)
const DRINK =
  /\b(?:chelas?|cervezas?|birras?|polas?|tragos?|copetes?|piscolas?|cubatas?|caguamas?|caguamon(?:es)?|pilsen|vinos|vino (?:tinto|blanco|rosado)|botellas? de vino|guaro|pisco|ron|whisky|fernet|chelitas|cervecitas|birritas)\b/;
const TAKEN_HOME =
  /\b(?:caja|cajas|cajon|cajones|jaba|jabas|six ?pack|sixpack|pack|paca|canasta|botellas?|litros?|latas?|six|(?:pa|pal|para|para el|para la|en la|en el|en mi|en) (?:la |mi |el )?(?:casa|jato|depa|choza|canton|keli|hogar|cantera|carrete|previa|juntada|reunion|asado|parrillada|ver el partido))\b/;
const DRINKING_PLACE = /\b(?:bar|antro|boliche|disco|discoteca|pub|cantina|resto|restaurante|terraza|peña|pena)\b/;

// A repair, and what was repaired.
const REPAIRED =
  /\b(?:arregl\w*|repara\w*|reparo|reparacion(?:es)?|compostura|compuso|compusieron|coser|cosio|cosieron|costura|costurer[oa]|modista|sastre|basta|ruedo|dobladillo)\b/;
// A vehicle's repair has its own category, which the word list reads.
const VEHICLE = /\b(?:carro|auto|coche|moto|camioneta|vehiculo|bici|bicicleta|llanta|neumatico|rueda)\b/;
const CLOTHES =
  /\b(?:ropa|pantalon(?:es)?|vestidos?|camisas?|blusas?|faldas?|polleras?|chaquetas?|chamarras?|casacas?|abrigos?|chompas?|sacos?|jeans|vaqueros|zapatos?|zapatillas?|tenis|botas|basta|ruedo|dobladillo|cierre|cremallera)\b/;
const HOME_THINGS =
  /\b(?:nevera|refri|refrigerador(?:a)?|heladera|frigorifico|lavadora|lavarropas|secadora|horno|estufa|cocina|calentador|calefon|calefont|boiler|termo|terma|tuberias?|canerias?|canilla|grifo|llave del agua|techo|goteras?|puerta|ventanas?|enchufes?|ducha|inodoro|wc|lavaplatos|lavavajillas|microondas|aire acondicionado|persianas?|cerradura|chapa|calefaccion)\b/;

// Money given as a present.
const GIFT =
  /\b(?:de regalo|regalo de|(?:por|pa|para) mi (?:cumple|cumpleanos|santo)|de (?:cumple|cumpleanos|navidad|aguinaldo navideno)|me regalaron|me obsequiaron|obsequio)\b/;
// Money in from family with no word of what for: their help, neither pay nor a sale.
const FAMILY =
  /\b(?:mi|mis) (?:mama|mami|madre|papa|papi|padre|viejo|vieja|viejos|papas|padres|abuel[oa]s?|tia|tio|tias|tios|hermano|hermana|hermanos|hermanas|hij[oa]s?|niet[oa]s?|primos?|sobrin[oa]s?|suegr[oa]|padrino|madrina|ahijad[oa])\b/;
// Money lent is owed back, not received for good.
const LENT = /\b(?:presto|prestaron|prestado|prestada|prestamo|fiado|adelanto)\b/;
// Drinks bought at a shop, or for the weekend, are shopping like those taken home.
const AT_A_SHOP =
  /\b(?:en|del|de la) (?:el |la )?(?:negocio|almacen|botilleria|super|supermercado|minimarket|minisuper|oxxo|kiosco|kiosko|chino|bodega|bodeguita|tienda|tiendita|abarrotes|colmado|licoreria)\b|\b(?:pa|pal|para el|para) (?:el )?(?:finde|fin de semana)\b/;

// Argentina's, Chile's and Spain's «pipeta» is the flea drops put on a pet; Colombia's, a gas cylinder.
const PET_DROPS = /\bpipetas?\b(?! de gas)/;

/**
 * `text` as written (its capitals name a place), `folded` the same folded, `currency` the account's
 * (which says the country whose words these are).
 */
export function sceneCategory(
  text: string,
  folded: string,
  kind: 'expense' | 'income',
  currency?: string,
): string | undefined {
  if (kind === 'income')
    return GIFT.test(folded) || (FAMILY.test(folded) && !LENT.test(folded)) ? 'Otros ingresos' : undefined;
  const trip =
    TRIP.test(folded) || OUT_OF_TOWN.test(folded) || (TICKET_TO_NAMED.test(text) && NAMED_WITH_ARTICLE.test(text));
  if (trip && !EVENT.test(folded) && !(SHOW_TICKET.test(folded) && !TRIP_WAY.test(folded))) return 'Viajes';
  if (DRINK.test(folded) && (TAKEN_HOME.test(folded) || AT_A_SHOP.test(folded)) && !DRINKING_PLACE.test(folded))
    return 'Supermercado';
  if (PET_DROPS.test(folded) && currency && currency !== 'COP') return 'Mascotas';
  if (REPAIRED.test(folded) && !VEHICLE.test(folded)) {
    if (CLOTHES.test(folded)) return 'Ropa y calzado';
    if (HOME_THINGS.test(folded)) return 'Mantenimiento y reparaciones';
  }
  return qualifiedScene(folded);
}
