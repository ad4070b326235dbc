/**
 * Spending where one word qualifies another and the qualifier decides, not the first word of the
 * list: the fee of a course is the course («la matrícula del curso de inglés», «la pensión de la
 * academia»); what is the pet's is the pet's («la estética del perro»); the car's repair is the
 * car's («se me fue un palo en arreglar el auto»); a Christmas box given is a present («le di 10
 * lucas al celador de aguinaldo»); meat for a barbecue at home is shopping («asado en lo de mis
 * viejos, puse 20 lucas de carne»); things for the home are the home's, wherever bought («el chino
 * de abajo, cosas de casa»); breakfast at a café is the café's; a coffee with a bite is a café's
 * («un pincho de tortilla y un cortado»); a carrier's plan is the phone; a loan's instalment is
 * the loan, however the account words took «crédito» out. Folded text of a money-out message; the
 * name of a default category, or undefined.
 */

// A fee paid for enrolment or by the month.
const FEE = String.raw`(?:matricula|pension|mensualidad|inscripcion|cuota|colegiatura|arancel)`;
const COURSE = String.raw`(?:curso|cursos|academia|clases?|taller|diplomado|idiomas?|ingles|frances|aleman|italiano|portugues|musica|piano|guitarra|canto|pintura|dibujo|conduccion|autoescuela|preu|preuniversitario|instituto de (?:idiomas|ingles))`;
const COURSE_FEE = new RegExp(String.raw`\b${FEE} (?:de|del) (?:la |el |las |los |mi |mis )?${COURSE}\b`);
// Lessons of a sport are the sport's (parse-message.ts reads «clases de pádel»).
const SPORT =
  /\b(?:natacion|futbol|tenis|padel|yoga|gym|gimnasio|crossfit|pilates|boxeo|karate|taekwondo|judo|spinning|equitacion|surf|escalada)\b/;

const PET = String.raw`(?:perr[oa]s?|perrit[oa]s?|gat[oa]s?|gatit[oa]s?|michis?|mascotas?|cachorr[oa]s?|firulais|minin[oa]s?|perrhij[oa]s?)`;
const PETS_OWN = new RegExp(
  String.raw`\b(?:del|de la|de los|de las|de mi|de mis|para el|para la|para los|para mi|para mis|pa el|pal|pa la|pa mi|pa mis|al|a la|a mi|a mis) ${PET}\b`,
);
// Colombia's and Chile's hot dog.
const HOT_DOG = /\bperr(?:o|os|ito|itos) calientes?\b/;

// A car by its name in each country, and the parts and shops of its repair.
const REPAIRED = /\b(?:arregl\w*|repara\w*|reparo|reparacion(?:es)?|compostura|compuso|compusieron)\b/;
const CAR =
  /\b(?:carro|auto|coche|moto|camioneta|vehiculo|carcacha|ranfla|troca|buga|(?:la|mi) (?:cana|nave)|llantas?|neumaticos?|ruedas?|frenos?|embrague|clutch|motor|radiador|amortiguadores?|parabrisas|mofle|escape|caja de cambios|taller|mecanico)\b/;
const HOME_OR_CLOTHES =
  /\b(?:nevera|refri|heladera|lavadora|lavarropas|secadora|horno|estufa|calentador|calefon|calefont|boiler|terma|ducha|inodoro|techo|puerta|ventana|celular|telefono|compu|computador|computadora|laptop|tele|televisor|ropa|pantalon|zapatos?|chaqueta|vestido|taller de)\b/;

// Money given at Christmas to someone who serves the street or the building; what an employer
// owes the people who work for them is their pay, not a present.
const CHRISTMAS_BOX = /\b(?:aguinaldo|aguinaldos|propina navidena|propina de navidad)\b/;
const STAFF =
  /\b(?:empleada|empleadas|empleado|empleados|muchacha|trabajadora|trabajadores|senora del aseo|nana|asesora|ninera|chacha|personal)\b/;

// Something bought for someone else's birthday, or to give: a present, unless it is the party's food.
const FOR_A_PRESENT =
  /\b(?:de regalo|para regalar|pa regalar|(?:pa|para|pal|por) (?:su|el) (?:cumple|cumpleanos|santo)\b|pal cumple de)/;
const PARTY_FOOD =
  /\b(?:torta|tortas|pastel|queque|bizcocho|cena|almuerzo|comida|asado|globos|decoracion|pinata|fiesta|mi cumple)\b/;

const BARBECUE = /\b(?:asado|asadito|parrillada|barbacoa|bbq)\b/;
const RAW_MEAT = /\b(?:de carne|la carne|carne para|carbon|lena|chorizos|achuras|vacio|costillar|bondiola|morcillas)\b/;
const EATEN_OUT = /\b(?:restaurante|resto|restaurant|una parrilla|la parrilla|fuimos a comer|comimos)\b/;

// Drinking water by the jug, said after the water («agua del garrafón»): shopping, not the bill.
const JUG_OF_WATER =
  /\b(?:garrafon(?:es)?|botellon(?:es)?|agua (?:del|de|en) (?:bidon|garrafa)|bidon(?:es)? de agua|garrafas? de agua|agua (?:embotellada|purificada|mineral))\b/;

// Chile's «once» (the evening tea) had at home: the bread and what goes on it are shopping.
const ONCE = /\b(?:la once|las onces|once con|onces con|pa la once|para la once|tomar once|tomamos once)\b/;
const FOR_THE_TABLE =
  /\b(?:pan|pan amasado|marraquetas?|hallullas?|palta|paltas|queso|jamon|mantequilla|manjar|mermelada|huevos|tomates?)\b/;
const OUT =
  /\ben (?:el|la|un|una) (?:cafe|cafeteria|confiteria|restaurante|restaurant|fuente|salon de te|juan valdez|starbucks)\b/;

const FOR_HOME =
  /\bcosas (?:para|de|del|pa|pal) (?:la |el |mi )?(?:casa|hogar|depa|departamento|piso|apartamento|apto|cocina|bano)\b/;

const AT_CAFE = /\b(?:en|de) (?:la|el|una|un) (?:cafeteria|confiteria|pasteleria|cafe)\b/;
const MEAL =
  /\b(?:almuerzo|almorce|almorzamos|cena|cene|cenamos|menu|comida|comimos|cerveza|cervezas|cana|canas|birra|vino|raciones|tapas)\b/;
const COFFEE =
  /\b(?:cafe|cafes|cafecito|cortado|cortados|capuchino|cappuccino|latte|expreso|espresso|americano|carajillo|cafe con leche|colacao|cola cao|chocolate caliente|un te)\b/;
const BITE =
  /\b(?:pinchos?|pintxos?|tostadas?|medialunas?|croissants?|cruasan|bollos?|bolleria|churros?|magdalenas?|pan con tomate|tortilla|bocatas?|bocadillos?|napolitana|sandwich|sanguche|empanadas?|bizcocho|pastel|queque|facturas?|galletas?|donas?)\b/;
// Coffee bought to brew at home, or brought home by a delivery app.
const DELIVERED = /\b(?:rappi|domicilio|domi|delivery|pedidos ?ya|uber eats|didi food|glovo|just eat|ifood)\b/;
const PACKED = /\b(?:molido|en grano|paquete|frasco|bolsa|kilo|capsulas|super|supermercado|mercado|para la casa)\b/;

const CARRIER = String.raw`(?:movistar|claro|entel|wom|tigo|personal|telcel|att|at&t|bitel|vodafone|orange|yoigo|virgin|digi)`;
// «plan de entel», and the carrier said first: «entel plan 15.990».
const PHONE_PLAN = new RegExp(
  String.raw`\bplan (?:de |del |con )?(?:la |el )?${CARRIER}\b|\b${CARRIER} (?:\$?[\d.,]+ (?:mil |lucas |k )?)?(?:plan|postpago|prepago)\b`,
);
const HOME_LINE = /\b(?:internet|fibra|wifi|hogar|tv|television|cable|banda ancha|fijo)\b/;

const LOAN_INSTALMENT =
  /\b(?:cuotas?|letras?|abonos?|pago) (?:del|de mi|de) credito\b(?! hipotecario)|\bcredito (?:de consumo|personal|automotriz|vehicular|del banco|bancario|de libranza|educativo|universitario)\b/;
const CARD = /\btarjeta\b/;

export function qualifiedScene(folded: string): string | undefined {
  if (COURSE_FEE.test(folded) && !SPORT.test(folded)) return 'Cursos';
  if (PETS_OWN.test(folded) && !HOT_DOG.test(folded)) return 'Mascotas';
  if (REPAIRED.test(folded) && CAR.test(folded) && !HOME_OR_CLOTHES.test(folded)) return 'Mantenimiento del vehículo';
  if (CHRISTMAS_BOX.test(folded) && !STAFF.test(folded)) return 'Regalos';
  if (FOR_A_PRESENT.test(folded) && !PARTY_FOOD.test(folded)) return 'Regalos';
  if (BARBECUE.test(folded) && RAW_MEAT.test(folded) && !EATEN_OUT.test(folded)) return 'Supermercado';
  if (FOR_HOME.test(folded)) return 'Muebles y hogar';
  if (JUG_OF_WATER.test(folded)) return 'Supermercado';
  if (ONCE.test(folded) && FOR_THE_TABLE.test(folded) && !OUT.test(folded)) return 'Supermercado';
  if (
    !MEAL.test(folded) &&
    !DELIVERED.test(folded) &&
    (AT_CAFE.test(folded) || (COFFEE.test(folded) && BITE.test(folded) && !PACKED.test(folded)))
  )
    return 'Cafeterías';
  if (PHONE_PLAN.test(folded) && !HOME_LINE.test(folded)) return 'Teléfono móvil';
  if (LOAN_INSTALMENT.test(folded) && !CARD.test(folded)) return 'Cuota de préstamo';
  return undefined;
}
