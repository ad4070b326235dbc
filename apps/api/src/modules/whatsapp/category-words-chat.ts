import type { CategoryWordEntry } from './category-word-entry.ts';

/**
 * Words of everyday chat that name what was paid for by the way people live it, in the six
 * countries' speech: a night out drinking («el carrete», «unos copetes», «la peda», «la juerga»),
 * the pet's vet and litter, the university's fee («la mensualidad de la u»), glasses' lenses
 * («las lunas», «las micas»), a health plan («seguro complementario»), water bought by the jug
 * (groceries, not the water bill), building materials, and money in named by what it was: one's
 * job's pay («la lana de la chamba»), an odd job («un pololo»), help from family («pa ayudarme
 * con el arriendo»), one's own outlay given back («lo del asado que yo puse»). Read after the
 * other lists, so a word they already have keeps its category there.
 */
const JOBS = ['pega', 'chamba', 'chambita', 'laburo', 'curro', 'jale', 'camello', 'trabajo', 'trabajito', 'pololo'];
const ONE_OFF = [
  'extra',
  'del finde',
  'del fin',
  'del fin de semana',
  'de fin de semana',
  'del sabado',
  'del domingo',
  'de los sabados',
  'de los domingos',
  'de ayer',
  'de anoche',
  'del otro dia',
  'que hice',
  'que hicimos',
  'freelance',
];
// Each with its article too, so it outranks «de la chamba» inside «de la chamba extra».
const ONE_OFF_JOBS = JOBS.flatMap((job) =>
  ONE_OFF.flatMap((when) => [`${job} ${when}`, `la ${job} ${when}`, `el ${job} ${when}`]),
);

export const CHAT_WORDS: readonly CategoryWordEntry[] = [
  { category: 'Farmacia', words: ['medicinas', 'medicina', 'las medicinas'] },
  // A broth eaten at a stall or a market's counter.
  { category: 'Restaurantes', words: ['caldo de gallina', 'caldo de pollo', 'caldo de res', 'caldito'] },
  // A room rented by the month, and Peru's «jato» (home) whose rent is paid to its owner.
  {
    category: 'Alquiler o hipoteca',
    words: ['por el cuarto', 'del cuarto', 'por la pieza', 'de la pieza', 'arriendo de la pieza', 'del jato'],
  },
  // A night out is eating and drinking out, like the bar; drinks taken home are the scene's
  // (category-scenes.ts: «copete pal carrete» is shopping).
  {
    category: 'Restaurantes',
    words: [
      'carrete',
      'carretes',
      'carretear',
      'carreteo',
      'copete',
      'copetes',
      'piscola',
      'piscolas',
      'juerga',
      'farra',
      'parranda',
      'jarana',
      'cubata',
      'cubatas',
      'chupitos',
      'pub',
      'comimos',
      'patio de comidas',
      'patio de comida',
      'plaza de comidas',
      'food court',
      'perros calientes',
      'perrito caliente',
      'perritos calientes',
    ],
    // Mexico's roast kid goat, a dish eaten out; only as written, its stem is «los cabros» (the
    // guys). Mexico's «peda» (a drinking night) likewise, or «pedazo» would read as one.
    exact: ['cabrito', 'peda', 'pedas'],
  },
  // «unos cafés» are the café's, like «un café» («cafés» does not stem to «café»).
  { category: 'Cafeterías', words: ['cafes', 'cafecitos'] },
  {
    category: 'Mascotas',
    words: [
      'vet',
      'la vet',
      'veterinarias',
      'clinica veterinaria',
      'desparasitante',
      'desparasitacion',
      'antipulgas',
      'pipeta antipulgas',
      'collar antipulgas',
      'arena',
      'arena sanitaria',
      'arena para el gato',
      'arena de gato',
      'arenero',
      'piedras sanitarias',
      'alimento para perro',
      'alimento para el perro',
      'alimento del perro',
      'alimento para gato',
      'alimento del gato',
      'paseador de perros',
      'paseador',
      'guarderia canina',
      'hotel canino',
      'estetica canina',
      'michi',
      'michis',
      'perrita',
      'cachorro',
    ],
    brands: {
      'royal canin': 'Royal Canin',
      whiskas: 'Whiskas',
      pedigree: 'Pedigree',
      'dog chow': 'Dog Chow',
      'cat chow': 'Cat Chow',
      'pro plan': 'Pro Plan',
    },
  },
  // Sand bought with cement is building, not the cat's litter.
  {
    category: 'Mantenimiento y reparaciones',
    words: [
      'cemento',
      'arena y cemento',
      'cemento y arena',
      'bulto de arena',
      'saco de arena',
      'ladrillos',
      'material de construccion',
      'materiales de construccion',
    ],
  },
  // The university said short («la u», «la uni», «la facu») and its fee («arancel»).
  {
    category: 'Matrícula y pensión',
    words: [
      'la u',
      'de la u',
      'la uni',
      'la facu',
      'facultad',
      'arancel',
      'aranceles',
      'mensualidad de la u',
      'mensualidad de la uni',
      'mensualidad de la universidad',
      'mensualidad de la facultad',
      'pension de la u',
      'cuota de la u',
      'matricula de la u',
      'mensualidad escolar',
      'pension escolar',
    ],
  },
  // Chile's pre-university course and a language school.
  {
    category: 'Cursos',
    words: ['preu', 'preuniversitario', 'pre universitario', 'instituto de idiomas', 'clases de ingles'],
  },
  // Peru's «lunas» and Mexico's «micas» are the lenses of glasses; the «oculista» who checks the
  // eyes is filed with the glasses (an «oftalmólogo» stays a specialist).
  {
    category: 'Óptica',
    words: ['oculista', 'lunas', 'las lunas', 'micas', 'montura', 'monturas', 'armazon', 'armazones'],
    brands: {
      devlyn: 'Ópticas Devlyn',
      multiopticas: 'Multiópticas',
      opticalia: 'Opticalia',
      'general optica': 'General Óptica',
      lafam: 'Ópticas Lafam',
    },
  },
  {
    category: 'Seguro médico',
    words: [
      'seguro complementario',
      'seguro complementario de salud',
      'plan de salud',
      'seguro de gastos medicos',
      'gastos medicos mayores',
      'poliza de salud',
      'poliza medica',
      'mutua',
    ],
    brands: {
      'swiss medical': 'Swiss Medical',
      galeno: 'Galeno',
      medife: 'Medifé',
      banmedica: 'Banmédica',
      consalud: 'Consalud',
      'cruz blanca': 'Cruz Blanca',
      colsanitas: 'Colsanitas',
      dkv: 'DKV',
      asisa: 'Asisa',
    },
  },
  // What goes into a dish cooked at home.
  { category: 'Supermercado', words: ['ingredientes', 'los ingredientes'] },
  // A sport by its name, and the gear named after it.
  {
    category: 'Deporte',
    words: [
      'ciclismo',
      'running',
      'trekking',
      'senderismo',
      'escalada',
      'boxeo',
      'karate',
      'taekwondo',
      'judo',
      'artes marciales',
      'casco de bici',
      'casco para la bici',
      'casco de ciclismo',
      'raqueta',
    ],
  },
  // Spain's transport passes by their ticket's name.
  { category: 'Transporte público', words: ['bonometro', 'bono metro', 'abono joven', 'billete de metro'] },
  // Clothes cleaned are spent on clothes.
  { category: 'Ropa y calzado', words: ['tintoreria', 'lavado en seco'] },
  // Drinking water by the jug or bottle is shopping; the water bill is «el agua», «el recibo del
  // agua», and a water truck («la pipa de agua») fills the home's tank.
  { category: 'Agua', words: ['pipa de agua'] },
  {
    category: 'Supermercado',
    words: [
      'garrafon',
      'garrafones',
      'garrafon de agua',
      'garrafa de agua',
      'bidon de agua',
      'bidones de agua',
      'botellon de agua',
      'botella de agua',
      'botellita de agua',
      'agua embotellada',
      'agua purificada',
      'agua mineral',
      'agua con gas',
      'agua sin gas',
      'purificadora',
      'pack de agua',
      // Coffee to brew at home.
      'cafe molido',
      'cafe en grano',
      'cafe soluble',
      'cafe instantaneo',
      'paquete de cafe',
      'frasco de cafe',
      'capsulas de cafe',
    ],
    brands: { bonafont: 'Bonafont', epura: 'Epura' },
  },
  {
    category: 'Muebles y hogar',
    words: [
      'cosas de casa',
      'cosas para casa',
      'cosas pa la casa',
      'cosas pal depa',
      'cosas del hogar',
      'articulos para el hogar',
      'articulos del hogar',
      'menaje',
    ],
  },
  { category: 'Teléfono móvil', words: ['postpago', 'prepago', 'plan postpago', 'plan prepago'] },
  { category: 'Alquiler o hipoteca', words: ['credito hipotecario', 'cuota del hipotecario'] },
  // Income. The pay of one's job («la lana de la chamba», «la plata del laburo»); «una chamba», «un
  // laburo» stay a gig (category-words-personal-income.ts), and so does a job named by its day or
  // as extra («la pega del finde», «la chamba extra», «el curro de fin de semana»), below.
  { category: 'Salario', words: ['de la chamba', 'del laburo', 'del jale', 'sueldito'] },
  { category: 'Honorarios', words: ONE_OFF_JOBS },
  // Chile's «un pololo» is an odd job («mi pololo» is a boyfriend, and never matched); Spain's
  // «bolos» are a musician's gigs; a photo shoot is work done.
  {
    category: 'Honorarios',
    words: ['un pololo', 'por un pololo', 'unos pololos', 'hice un pololo', 'bolo', 'bolos', 'sesion de fotos'],
  },
  // Help from someone is neither pay nor rent, whatever it helps with.
  {
    category: 'Otros ingresos',
    words: [
      'pa ayudarme',
      'para ayudarme',
      'pa que me ayude',
      'para que me ayude',
      'de ayuda',
      'una ayuda',
      'una ayudita',
      'ayudita',
      'me echo la mano',
      'me echaron la mano',
    ],
  },
  // One's own outlay given back, said with «yo» first («lo del asado que yo puse»).
  {
    category: 'Reembolsos',
    words: [
      'que me debia',
      'que me debian',
      'que me debe',
      'que yo puse',
      'lo que yo puse',
      'que yo pague',
      'lo que yo pague',
      'que yo compre',
      'que yo adelante',
      'que yo preste',
    ],
  },
];

/**
 * Phrases that hold a word of the lists and name no category: «la compra» is the groceries, but
 * «la compra de un sillón» is the buying of whatever follows (read from that word instead).
 */
export const NAMING_NOTHING: readonly string[] = [
  'la compra de un',
  'la compra de una',
  'la compra de unos',
  'la compra de unas',
  'la compra de los',
  'la compra de las',
  'la compra de mi',
  'la compra de mis',
  // «una compra de 300 en Amazon», «tu compra va en camino»: a purchase, whatever was bought.
  'una compra',
  'mi compra',
  'tu compra',
  'su compra',
  // A cousin is no bonus («mi primo me pasó 20»); «mi prima» may be either, and is left.
  'mi primo',
  'mis primos',
  'tu primo',
  'su primo',
  'el primo',
];
