import { fold, hasPhrase, stem, words } from './text.ts';

/**
 * Words people use for what they spent on, by the name of the default category they belong to
 * (categories/defaults.ts). Folded (no accents, lower case). Brands carry their display name,
 * which becomes the payee. Kept here, inside the WhatsApp module: the shared merchant dictionary
 * (modules/payees/) is made for bank descriptions, and is consulted after these words
 * (decision 021).
 */
type Entry = { category: string; words: string[]; brands?: Record<string, string> };

export const CATEGORY_WORDS: readonly Entry[] = [
  { category: 'Domicilios', words: ['domicilio', 'domicilios', 'delivery', 'pedido a domicilio'], brands: { rappi: 'Rappi', 'uber eats': 'Uber Eats', ubereats: 'Uber Eats', 'didi food': 'DiDi Food', ifood: 'iFood', 'pedidos ya': 'PedidosYa', pedidosya: 'PedidosYa', glovo: 'Glovo', 'just eat': 'Just Eat', 'sin delantal': 'Sin Delantal' } },
  { category: 'Restaurantes', words: ['pizzeria', 'polleria', 'almorzamos', 'cenamos', 'comimos afuera', 'almorzamos afuera', 'garnachas', 'garnacha', 'colacion', 'colaciones', 'fritanga', 'menu del dia', 'corrientazo', 'chifa', 'almuerzo', 'almorce', 'almorzar', 'almuerzos', 'cena', 'cene', 'cenar', 'comida', 'comi', 'restaurante', 'resto', 'restorant', 'corrientazo', 'menu del dia', 'menu', 'hamburguesa', 'pizza', 'sushi', 'tacos', 'taco', 'empanadas', 'empanada', 'pollo', 'asado', 'parrilla', 'ceviche', 'cevicheria', 'pollada', 'chifa', 'anticuchos', 'completo', 'completos', 'choripan', 'arepa', 'arepas', 'bandeja paisa', 'tapas', 'cana', 'canas', 'cervezas', 'cerveza', 'birra', 'birras', 'chelas', 'chela', 'pola', 'polas', 'trago', 'tragos', 'bar', 'vinos', 'brunch', 'desayuno', 'onces', 'merienda', 'comida rapida', 'fonda', 'salchipapa', 'perro caliente', 'torta', 'tortas', 'quesadillas', 'pozole', 'tamales', 'tamal', 'milanesa', 'picada', 'mariscos', 'kebab', 'bocadillo', 'pinchos', 'sanguche', 'sandwich'], brands: { mcdonalds: "McDonald's", 'mc donalds': "McDonald's", mcdonald: "McDonald's", 'burger king': 'Burger King', kfc: 'KFC', 'el corral': 'El Corral', 'frisby': 'Frisby', subway: 'Subway', dominos: "Domino's", 'papa johns': "Papa John's", 'crepes': 'Crepes & Waffles', 'telepizza': 'Telepizza', 'bembos': 'Bembos', 'norkys': 'Norkys' } },
  { category: 'Cafeterías', words: ['cafe', 'cafecito', 'tinto', 'tintico', 'capuchino', 'cappuccino', 'latte', 'cafeteria', 'panaderia', 'pan', 'medialunas', 'facturas', 'croissant', 'pastel', 'postre', 'helado', 'helados', 'galletas', 'churros', 'mate'], brands: { starbucks: 'Starbucks', 'juan valdez': 'Juan Valdez', oma: 'Oma', tostao: 'Tostao', 'havanna': 'Havanna', 'tim hortons': 'Tim Hortons' } },
  { category: 'Supermercado', words: ['tortillas', 'jitomate', 'jitomates', 'tomate', 'tomates', 'palta', 'paltas', 'aguacate', 'verdu', 'papas', 'arroz', 'abarrote', 'mercado', 'mercadito', 'super', 'supermercado', 'compras', 'despensa', 'viveres', 'abarrotes', 'verduras', 'fruta', 'frutas', 'carne', 'carniceria', 'verduleria', 'fruteria', 'huevos', 'leche', 'tienda', 'tiendita', 'almacen', 'chino', 'bodega', 'minimarket', 'colmado', 'pulperia', 'feria', 'plaza de mercado', 'surtido', 'mandado', 'el mandado', 'la compra', 'compra del mes'], brands: { exito: 'Éxito', jumbo: 'Jumbo', carulla: 'Carulla', d1: 'D1', ara: 'Ara', olimpica: 'Olímpica', oxxo: 'OXXO', walmart: 'Walmart', soriana: 'Soriana', chedraui: 'Chedraui', 'bodega aurrera': 'Bodega Aurrera', costco: 'Costco', lider: 'Líder', 'santa isabel': 'Santa Isabel', unimarc: 'Unimarc', tottus: 'Tottus', 'plaza vea': 'Plaza Vea', 'wong': 'Wong', mercadona: 'Mercadona', carrefour: 'Carrefour', lidl: 'Lidl', alcampo: 'Alcampo', coto: 'Coto', 'la anonima': 'La Anónima', 'makro': 'Makro' } },
  { category: 'Combustible', words: ['gasofa', 'gasoil', 'gasolinazo', 'gasolina', 'gasolinera', 'tanqueada', 'tanquear', 'tanque', 'tanquee', 'tanquie', 'tanqueamos', 'tanqueo', 'eche gasolina', 'eche bencina', 'eche nafta', 'nafta', 'bencina', 'combustible', 'diesel', 'acpm', 'gnv', 'gas del carro', 'carga de gas', 'grifo'], brands: { terpel: 'Terpel', primax: 'Primax', pemex: 'Pemex', ypf: 'YPF', copec: 'Copec', repsol: 'Repsol', cepsa: 'Cepsa', shell: 'Shell', texaco: 'Texaco', petrobras: 'Petrobras', biomax: 'Biomax' } },
  { category: 'Transporte público', words: ['recarga del metro', 'recarga metro', 'recarga de la sube', 'recarga de la bip', 'recarga de la tarjeta del metro', 'pesero', 'peseros', 'bondi', 'bondis', 'guagua', 'trufi', 'colectivo urbano', 'bus', 'buseta', 'colectivo', 'micro', 'metro', 'subte', 'transmilenio', 'tm', 'sitp', 'metrobus', 'pasaje', 'pasajes', 'combi', 'camion', 'tren', 'cercanias', 'recarga tarjeta', 'tarjeta del metro', 'tarjeta sube', 'sube', 'bip', 'mio', 'metrolinea', 'megabus', 'transporte', 'tranvia', 'abono transporte'] },
  { category: 'Taxi y VTC', words: ['taxi', 'taxis', 'remis', 'carrera', 'mototaxi', 'colectivo taxi'], brands: { uber: 'Uber', didi: 'DiDi', cabify: 'Cabify', indrive: 'inDrive', beat: 'Beat', bolt: 'Bolt', picap: 'Picap' } },
  { category: 'Aparcamiento y peajes', words: ['trapito', 'cuidacoches', 'cuidacarros', 'viene viene', 'parqueadero', 'parqueo', 'parking', 'estacionamiento', 'aparcamiento', 'peaje', 'peajes', 'zona azul', 'caseta', 'casetas', 'tag', 'telepeaje'] },
  { category: 'Mantenimiento del vehículo', words: ['service', 'service del auto', 'arreglo del carro', 'arreglo del auto', 'arreglo del coche', 'arreglo de la moto', 'taller', 'mecanico', 'llantas', 'llanta', 'neumaticos', 'cambio de aceite', 'aceite', 'lavado del carro', 'lavadero', 'revision tecnomecanica', 'tecnomecanica', 'itv', 'verificacion', 'repuestos', 'bateria del carro', 'gomeria', 'vulcanizadora'] },
  { category: 'Seguro del vehículo', words: ['soat', 'seguro del carro', 'seguro del auto', 'seguro del coche', 'seguro de la moto', 'seguro vehicular'] },
  { category: 'Farmacia', words: ['farmacia', 'drogueria', 'medicamentos', 'medicamento', 'remedios', 'remedio', 'pastillas', 'ibuprofeno', 'acetaminofen', 'paracetamol', 'antibiotico', 'vitaminas', 'botica'], brands: { 'cruz verde': 'Cruz Verde', 'farmatodo': 'Farmatodo', 'la rebaja': 'La Rebaja', 'similares': 'Farmacias Similares', 'farmacias del ahorro': 'Farmacias del Ahorro', inkafarma: 'Inkafarma', mifarma: 'Mifarma', salcobrand: 'Salcobrand', ahumada: 'Ahumada', 'farmacity': 'Farmacity', 'locatel': 'Locatel', 'guadalajara': 'Farmacias Guadalajara' } },
  { category: 'Médico y especialistas', words: ['fisio', 'fisioterapeuta', 'kine', 'kinesiologo', 'oculista', 'medico', 'doctor', 'doctora', 'consulta', 'cita medica', 'especialista', 'examenes', 'laboratorio', 'clinica', 'hospital', 'urgencias', 'copago', 'cuota moderadora', 'psicologo', 'psicologa', 'terapia', 'fisioterapia', 'ginecologo', 'pediatra', 'dermatologo', 'ecografia', 'radiografia'] },
  { category: 'Dentista', words: ['dentista', 'odontologo', 'odontologa', 'ortodoncia', 'limpieza dental', 'calza', 'muela', 'brackets'] },
  { category: 'Óptica', words: ['optica', 'gafas', 'lentes', 'anteojos', 'lentillas', 'lentes de contacto', 'optometra'] },
  { category: 'Seguro médico', words: ['eps', 'prepagada', 'medicina prepagada', 'seguro medico', 'isapre', 'fonasa', 'obra social', 'prepaga', 'seguro de salud', 'sanitas', 'adeslas'] },
  { category: 'Alquiler o hipoteca', words: ['arriendo', 'arrendamiento', 'alquiler', 'renta', 'hipoteca', 'cuota de la casa', 'dividendo'] },
  { category: 'Administración y comunidad', words: ['administracion', 'comunidad', 'gastos comunes', 'expensas', 'cuota de mantenimiento', 'mantenimiento del edificio', 'condominio'] },
  { category: 'Mantenimiento y reparaciones', words: ['plomero', 'fontanero', 'electricista', 'cerrajero', 'reparacion', 'arreglo', 'ferreteria', 'pintura', 'gasfitero', 'albanil'], brands: { homecenter: 'Homecenter', sodimac: 'Sodimac', 'home depot': 'Home Depot', 'leroy merlin': 'Leroy Merlin' } },
  { category: 'Muebles y hogar', words: ['muebles', 'mueble', 'colchon', 'sofa', 'silla', 'mesa', 'lampara', 'cortinas', 'sabanas', 'toallas', 'ollas', 'platos', 'electrodomestico', 'nevera', 'lavadora', 'microondas', 'aseo', 'articulos de aseo', 'detergente', 'limpieza', 'empleada', 'senora del aseo', 'muchacha', 'trabajadora del hogar'], brands: { ikea: 'IKEA', falabella: 'Falabella', 'tugo': 'Tugó', liverpool: 'Liverpool', 'coppel': 'Coppel', 'elektra': 'Elektra' } },
  { category: 'Electricidad', words: ['luz', 'energia', 'electricidad', 'recibo de la luz', 'factura de la luz', 'cuenta de la luz', 'boleta de la luz', 'cfe', 'codensa', 'enel', 'epm', 'edenor', 'edesur', 'iberdrola', 'endesa', 'luz del sur', 'enel'] },
  { category: 'Agua', words: ['agua', 'acueducto', 'recibo del agua', 'factura del agua', 'cuenta del agua', 'sedapal', 'aysa', 'canal de isabel ii', 'aguas andinas'] },
  { category: 'Gas', words: ['gas', 'gas natural', 'recibo del gas', 'factura del gas', 'pipa de gas', 'cilindro', 'balon de gas', 'garrafa', 'bombona', 'vanti', 'metrogas', 'naturgy', 'calidda'] },
  { category: 'Internet', words: ['internet', 'wifi', 'fibra', 'banda ancha', 'cable', 'tv cable'], brands: { claro: 'Claro', movistar: 'Movistar', tigo: 'Tigo', etb: 'ETB', telmex: 'Telmex', izzi: 'izzi', totalplay: 'Totalplay', fibertel: 'Fibertel', vtr: 'VTR', entel: 'Entel', orange: 'Orange', vodafone: 'Vodafone', digi: 'Digi', wom: 'WOM', telcel: 'Telcel', 'at&t': 'AT&T' } },
  { category: 'Teléfono móvil', words: ['celular', 'movil', 'plan del celular', 'plan celular', 'recarga', 'recarga celular', 'saldo del cel', 'minutos', 'datos', 'plan de datos', 'telefono', 'cel'] },
  { category: 'Suscripciones', words: ['suscripcion', 'membresia', 'streaming'], brands: { netflix: 'Netflix', spotify: 'Spotify', 'disney': 'Disney+', 'disney+': 'Disney+', hbo: 'HBO Max', 'hbo max': 'HBO Max', 'prime video': 'Prime Video', 'amazon prime': 'Amazon Prime', youtube: 'YouTube Premium', 'youtube premium': 'YouTube Premium', 'apple music': 'Apple Music', icloud: 'iCloud', 'google one': 'Google One', chatgpt: 'ChatGPT', 'paramount': 'Paramount+', 'star+': 'Star+', 'crunchyroll': 'Crunchyroll', deezer: 'Deezer', 'xbox game pass': 'Xbox Game Pass', 'playstation plus': 'PlayStation Plus', 'canva': 'Canva', 'duolingo': 'Duolingo' } },
  { category: 'Cine y eventos', words: ['cine', 'pelicula', 'entradas', 'boletas', 'concierto', 'teatro', 'partido', 'estadio', 'fiesta', 'discoteca', 'boliche', 'rumba', 'antro', 'museo', 'show', 'evento', 'tickets'], brands: { 'cine colombia': 'Cine Colombia', cinemark: 'Cinemark', cinepolis: 'Cinépolis', cineplanet: 'Cineplanet', procinal: 'Procinal', ticketmaster: 'Ticketmaster', tuboleta: 'TuBoleta' } },
  { category: 'Deporte', words: ['gimnasio', 'gym', 'gimnacio', 'mensualidad del gym', 'futbol', 'cancha', 'piscina', 'natacion', 'yoga', 'crossfit', 'pilates', 'bicicleta', 'bici', 'clase de tenis', 'cancha de tenis', 'padel', 'spinning'], brands: { smartfit: 'Smart Fit', 'smart fit': 'Smart Fit', bodytech: 'Bodytech', decathlon: 'Decathlon' } },
  { category: 'Viajes', words: ['viaje', 'vuelo', 'vuelos', 'tiquete', 'tiquetes', 'pasaje de avion', 'boleto de avion', 'hotel', 'hostal', 'airbnb', 'hospedaje', 'vacaciones', 'excursion', 'tour'], brands: { avianca: 'Avianca', latam: 'LATAM', 'viva aerobus': 'Viva Aerobus', volaris: 'Volaris', 'jetsmart': 'JetSMART', iberia: 'Iberia', ryanair: 'Ryanair', vueling: 'Vueling', booking: 'Booking', despegar: 'Despegar', 'aeromexico': 'Aeroméxico' } },
  { category: 'Hobbies', words: ['libro de', 'videojuego', 'juego', 'juegos', 'steam', 'plantas', 'manualidades', 'instrumento', 'guitarra', 'lego'] },
  { category: 'Matrícula y pensión', words: ['matricula', 'pension del colegio', 'pension', 'colegiatura', 'colegio', 'universidad', 'semestre', 'mensualidad del colegio', 'jardin', 'guarderia', 'cuota del colegio'] },
  { category: 'Libros y material', words: ['libros', 'libro', 'utiles', 'utiles escolares', 'cuadernos', 'papeleria', 'fotocopias', 'copias', 'impresiones', 'material escolar'] },
  { category: 'Cursos', words: ['curso', 'cursos', 'clases', 'clase', 'taller de', 'diplomado', 'udemy', 'platzi', 'coursera', 'academia', 'ingles'] },
  { category: 'Ropa y calzado', words: ['remera', 'remeras', 'polera', 'poleras', 'polo', 'tenis', 'ropa', 'zapatos', 'tenis nuevos', 'zapatillas', 'camisa', 'camiseta', 'pantalon', 'jean', 'jeans', 'vestido', 'chaqueta', 'abrigo', 'medias', 'calzones', 'ropa interior', 'buzo', 'polera', 'remera', 'chompa', 'sueter', 'botas', 'sandalias'], brands: { zara: 'Zara', 'h&m': 'H&M', 'hym': 'H&M', 'pull and bear': 'Pull&Bear', bershka: 'Bershka', adidas: 'Adidas', nike: 'Nike', 'koaj': 'Koaj', 'arturo calle': 'Arturo Calle', shein: 'SHEIN', primark: 'Primark', 'el corte ingles': 'El Corte Inglés', 'ripley': 'Ripley' } },
  { category: 'Cuidado personal', words: ['cabello', 'corte de cabello', 'cortaron el pelo', 'peluquero', 'pelu', 'corte de pelo', 'barber', 'peluqueria', 'corte de pelo', 'corte de cabello', 'barberia', 'barbero', 'peluquero', 'las unas', 'hacerme las unas', 'manicure', 'pedicure', 'manicura', 'depilacion', 'spa', 'masaje', 'maquillaje', 'shampoo', 'champu', 'crema', 'desodorante', 'perfume', 'cosmeticos', 'salon de belleza'] },
  { category: 'Regalos', words: ['regalo', 'regalos', 'cumpleanos', 'cumple', 'detalle', 'obsequio', 'flores', 'navidad', 'amigo secreto'] },
  { category: 'Mascotas', words: ['comida para el perro', 'comida del perro', 'comida de perro', 'comida para el gato', 'comida del gato', 'comida de gato', 'veterinario', 'veterinaria', 'vete', 'perro', 'gato', 'mascota', 'concentrado', 'comida del perro', 'comida del gato', 'croquetas', 'arena del gato', 'purina', 'peluqueria canina', 'vacuna del perro'] },
  { category: 'Donaciones', words: ['donacion', 'donativo', 'limosna', 'diezmo', 'ofrenda', 'caridad', 'fundacion'] },
  { category: 'Pago de tarjeta de crédito', words: ['pago de la tarjeta', 'pago tarjeta', 'pague la tarjeta', 'abono a la tarjeta'] },
  { category: 'Cuota de préstamo', words: ['cuota del prestamo', 'prestamo', 'cuota del credito', 'cuota del carro', 'cuota de la moto', 'libranza'] },
  { category: 'Intereses y comisiones', words: ['comision', 'comisiones', 'cuota de manejo', 'intereses de la tarjeta', '4x1000', 'gmf', 'cargo bancario', 'manejo de cuenta', 'mantenimiento de cuenta'] },
  { category: 'Impuesto sobre la renta', words: ['renta', 'impuesto de renta', 'declaracion de renta', 'irpf', 'sat', 'afip', 'sunat', 'dian'] },
  { category: 'Otros impuestos', words: ['impuesto', 'impuestos', 'predial', 'ibi', 'tenencia', 'impuesto vehicular', 'patente', 'contribuciones', 'multa', 'fotomulta', 'comparendo', 'iva'] },
  { category: 'Inversiones', words: ['inversion', 'acciones', 'cdt', 'plazo fijo', 'fondo de inversion', 'cripto', 'bitcoin', 'etf'] },
  { category: 'Fondo de emergencia', words: ['fondo de emergencia', 'emergencias'] },
  { category: 'Varios', words: ['varios', 'otros', 'cosas'], brands: { amazon: 'Amazon', 'mercado libre': 'Mercado Libre', mercadolibre: 'Mercado Libre', aliexpress: 'AliExpress', temu: 'Temu' } },
  // Income
  { category: 'Salario', words: ['sueldo', 'salario', 'nomina', 'quincena', 'pago de la empresa', 'pago del trabajo', 'mensualidad del trabajo', 'mesada'] },
  { category: 'Honorarios', words: ['honorarios', 'freelance', 'free', 'proyecto', 'cliente', 'factura', 'consultoria', 'trabajito', 'cachuelo', 'chamba', 'changa', 'laburo', 'diseno', 'logo', 'asesoria', 'traduccion', 'clases', 'clase particular', 'boleta de honorarios', 'recibo por honorarios'] },
  { category: 'Primas y bonificaciones', words: ['prima', 'aguinaldo', 'bono', 'bonificacion', 'gratificacion', 'utilidades', 'paga extra', 'paga extraordinaria', 'cts'] },
  { category: 'Intereses y rendimientos', words: ['intereses', 'rendimientos', 'dividendos', 'rendimiento'] },
  { category: 'Arriendos cobrados', words: ['arriendo del apartamento', 'me pagaron el arriendo', 'inquilino', 'arrendatario', 'renta', 'arriendo', 'alquiler'] },
  { category: 'Ventas', words: ['venta', 'ventas', 'vendi', 'vendimos'] },
  { category: 'Reembolsos', words: ['reembolso', 'devolucion', 'me devolvieron', 'reintegro', 'cashback'] },
];

export const INCOME_CATEGORY_NAMES = new Set(['Salario', 'Honorarios', 'Primas y bonificaciones', 'Intereses y rendimientos', 'Arriendos cobrados', 'Ventas', 'Reembolsos', 'Otros ingresos']);

export type WordHit = { category: string; at: number; length: number; brand?: string };

type Compiled = { category: string; phrase: string; multi: boolean; stemmed: string; brand?: string };

const compiled: Compiled[] = CATEGORY_WORDS.flatMap((entry) => [
  ...entry.words.map((word) => {
    const phrase = fold(word);
    return { category: entry.category, phrase, multi: phrase.includes(' '), stemmed: stem(phrase) };
  }),
  ...Object.entries(entry.brands ?? {}).map(([word, brand]) => {
    const phrase = fold(word);
    return { category: entry.category, phrase, multi: phrase.includes(' ') || !/^[a-z0-9ñ]+$/.test(phrase), stemmed: phrase, brand };
  }),
]);

const byStem = new Map<string, Compiled[]>();
for (const entry of compiled) {
  if (entry.multi) continue;
  const list = byStem.get(entry.stemmed) ?? [];
  list.push(entry);
  byStem.set(entry.stemmed, list);
}
const phrases = compiled.filter((entry) => entry.multi).sort((a, b) => b.phrase.length - a.phrase.length);

/**
 * Every dictionary word in the folded text, in order. Brands and phrases ("uber eats", "gas
 * natural") first, so a longer name wins over a word inside it; then single words by their stem.
 */
export function findCategoryWords(folded: string, kind: 'expense' | 'income'): WordHit[] {
  const hits: WordHit[] = [];
  const taken: [number, number][] = [];
  const wanted = (category: string) => INCOME_CATEGORY_NAMES.has(category) === (kind === 'income');
  for (const entry of phrases) {
    if (!wanted(entry.category) || !hasPhrase(folded, entry.phrase)) continue;
    const at = folded.indexOf(entry.phrase);
    if (taken.some(([start, end]) => at < end && start < at + entry.phrase.length)) continue;
    taken.push([at, at + entry.phrase.length]);
    hits.push({ category: entry.category, at, length: entry.phrase.length, brand: entry.brand });
  }
  let offset = 0;
  for (const word of words(folded)) {
    const at = folded.indexOf(word, offset);
    offset = at + word.length;
    if (taken.some(([start, end]) => at < end && start < at + word.length)) continue;
    const exact = compiled.find((entry) => !entry.multi && entry.phrase === word && wanted(entry.category));
    const match = exact ?? (word.length >= 4 ? byStem.get(stem(word))?.find((entry) => wanted(entry.category) && !entry.brand) : undefined);
    if (match) hits.push({ category: match.category, at, length: word.length, brand: match.brand });
  }
  return hits.sort((a, b) => (a.brand ? 0 : 1) - (b.brand ? 0 : 1) || a.at - b.at);
}
