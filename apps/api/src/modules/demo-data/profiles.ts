import { findCountry } from '@cuentas/shared/countries';

/**
 * Who the example ledger's person is in each country: salary, banks and the places they pay.
 * Amounts elsewhere are shares of the salary (schedule.ts), so one schedule fits every currency.
 * Countries without a profile of their own get the neutral one in their currency.
 */
export type Slot =
  | 'groceries'
  | 'restaurants'
  | 'cafes'
  | 'delivery'
  | 'publicTransport'
  | 'taxi'
  | 'fuel'
  | 'electricity'
  | 'water'
  | 'gas'
  | 'internet'
  | 'mobile'
  | 'streaming'
  | 'music'
  | 'pharmacy'
  | 'clothing'
  | 'gym';

export type DemoProfile = {
  currency: string;
  /** Monthly take-home pay, in major units. */
  salary: number;
  employer: string;
  checking: { name: string; bank: string; type: 'checking' | 'savings' };
  card: { name: string; bank: string; lastDigits: string };
  /** The rent's payee and its reminder's title: one name, so the reminders screen sees they are the same. */
  rent: string;
  goal: string;
  places: Record<Slot, string[]>;
};

const streaming = ['Netflix'];
const music = ['Spotify'];

const spain: DemoProfile = {
  currency: 'EUR',
  salary: 2350,
  employer: 'Nómina Grupo Levante S.L.',
  checking: { name: 'Cuenta Online BBVA', bank: 'BBVA', type: 'checking' },
  card: { name: 'Tarjeta de crédito CaixaBank', bank: 'CaixaBank', lastDigits: '4821' },
  rent: 'Alquiler del piso',
  goal: 'Fondo de emergencia',
  places: {
    groceries: ['Mercadona', 'Lidl', 'Carrefour', 'Dia'],
    restaurants: ['Goiko', 'VIPS', 'Casa Paco'],
    cafes: ['Granier', 'Starbucks'],
    delivery: ['Glovo', 'Just Eat'],
    publicTransport: ['Abono transporte Metro'],
    taxi: ['Cabify', 'Uber'],
    fuel: ['Repsol', 'Cepsa'],
    electricity: ['Iberdrola'],
    water: ['Canal de Isabel II'],
    gas: ['Naturgy'],
    internet: ['Movistar Fibra'],
    mobile: ['Digi Móvil'],
    streaming,
    music,
    pharmacy: ['Farmacia Lcda. García'],
    clothing: ['Zara'],
    gym: ['Basic-Fit'],
  },
};

const colombia: DemoProfile = {
  currency: 'COP',
  salary: 5_200_000,
  employer: 'Nómina Inversiones Andinas S.A.S.',
  checking: { name: 'Cuenta de ahorros Bancolombia', bank: 'Bancolombia', type: 'savings' },
  card: { name: 'Tarjeta Visa Davivienda', bank: 'Davivienda', lastDigits: '7340' },
  rent: 'Arriendo del apartamento',
  goal: 'Fondo de emergencia',
  places: {
    groceries: ['Éxito', 'Carulla', 'D1', 'Ara'],
    restaurants: ['Crepes & Waffles', 'El Corral', 'Frisby'],
    cafes: ['Juan Valdez', 'Tostao'],
    delivery: ['Rappi'],
    publicTransport: ['Recarga TuLlave TransMilenio'],
    taxi: ['DiDi', 'Cabify'],
    fuel: ['Terpel'],
    electricity: ['Enel Colombia'],
    water: ['Acueducto de Bogotá'],
    gas: ['Vanti'],
    internet: ['Claro Hogar'],
    mobile: ['Tigo'],
    streaming,
    music,
    pharmacy: ['Cruz Verde'],
    clothing: ['Arturo Calle'],
    gym: ['Bodytech'],
  },
};

const mexico: DemoProfile = {
  currency: 'MXN',
  salary: 32_000,
  employer: 'Nómina Servicios del Bajío S.A. de C.V.',
  checking: { name: 'Cuenta BBVA México', bank: 'BBVA México', type: 'checking' },
  card: { name: 'Tarjeta de crédito Nu', bank: 'Nu México', lastDigits: '6612' },
  rent: 'Renta del departamento',
  goal: 'Fondo de emergencia',
  places: {
    groceries: ['Walmart', 'Soriana', 'Chedraui', 'La Comer'],
    restaurants: ['Sanborns', 'Toks', 'El Califa'],
    cafes: ['Cielito Querido', 'Starbucks'],
    delivery: ['Rappi', 'DiDi Food'],
    publicTransport: ['Recarga tarjeta Metro CDMX'],
    taxi: ['Uber', 'DiDi'],
    fuel: ['Pemex'],
    electricity: ['CFE'],
    water: ['SACMEX'],
    gas: ['Gas Natural del Noroeste'],
    internet: ['Telmex Infinitum'],
    mobile: ['Telcel'],
    streaming,
    music,
    pharmacy: ['Farmacias del Ahorro'],
    clothing: ['Liverpool'],
    gym: ['Smart Fit'],
  },
};

const argentina: DemoProfile = {
  currency: 'ARS',
  salary: 1_850_000,
  employer: 'Haberes Distribuidora Pampa S.A.',
  checking: { name: 'Cuenta sueldo Galicia', bank: 'Banco Galicia', type: 'checking' },
  card: { name: 'Visa Santander', bank: 'Santander Argentina', lastDigits: '3309' },
  rent: 'Alquiler del depto',
  goal: 'Fondo de emergencia',
  places: {
    groceries: ['Coto', 'Carrefour', 'Día', 'Jumbo'],
    restaurants: ['Pizzería Güerrín', 'La Parolaccia', 'Mostaza'],
    cafes: ['Café Martínez', 'Havanna'],
    delivery: ['PedidosYa', 'Rappi'],
    publicTransport: ['Carga SUBE'],
    taxi: ['Cabify', 'Uber'],
    fuel: ['YPF'],
    electricity: ['Edenor'],
    water: ['AySA'],
    gas: ['Metrogas'],
    internet: ['Personal Fibra'],
    mobile: ['Claro'],
    streaming,
    music,
    pharmacy: ['Farmacity'],
    clothing: ['Grimoldi'],
    gym: ['Megatlon'],
  },
};

const chile: DemoProfile = {
  currency: 'CLP',
  salary: 1_450_000,
  employer: 'Remuneración Comercial Andes SpA',
  checking: { name: 'Cuenta corriente Banco de Chile', bank: 'Banco de Chile', type: 'checking' },
  card: { name: 'Tarjeta Santander', bank: 'Santander Chile', lastDigits: '9057' },
  rent: 'Arriendo del depto',
  goal: 'Fondo de emergencia',
  places: {
    groceries: ['Líder', 'Jumbo', 'Unimarc', 'Santa Isabel'],
    restaurants: ['Juan Maestro', 'Doggis', 'Tanta'],
    cafes: ['Juan Valdez', 'Starbucks'],
    delivery: ['PedidosYa', 'Uber Eats'],
    publicTransport: ['Carga tarjeta bip!'],
    taxi: ['Uber', 'Cabify'],
    fuel: ['Copec'],
    electricity: ['Enel'],
    water: ['Aguas Andinas'],
    gas: ['Metrogas'],
    internet: ['VTR'],
    mobile: ['Entel'],
    streaming,
    music,
    pharmacy: ['Cruz Verde'],
    clothing: ['Falabella'],
    gym: ['Smart Fit'],
  },
};

const peru: DemoProfile = {
  currency: 'PEN',
  salary: 5200,
  employer: 'Planilla Corporación Rímac S.A.C.',
  checking: { name: 'Cuenta sueldo BCP', bank: 'BCP', type: 'savings' },
  card: { name: 'Visa Interbank', bank: 'Interbank', lastDigits: '2286' },
  rent: 'Alquiler del departamento',
  goal: 'Fondo de emergencia',
  places: {
    groceries: ['Plaza Vea', 'Tottus', 'Wong', 'Metro'],
    restaurants: ['Pardos Chicken', 'Bembos', 'La Lucha'],
    cafes: ['Starbucks', 'Tostaduría Bisetti'],
    delivery: ['PedidosYa', 'Rappi'],
    publicTransport: ['Recarga Metropolitano'],
    taxi: ['Cabify', 'InDrive'],
    fuel: ['Primax'],
    electricity: ['Luz del Sur'],
    water: ['Sedapal'],
    gas: ['Cálidda'],
    internet: ['Movistar Hogar'],
    mobile: ['Claro'],
    streaming,
    music,
    pharmacy: ['Inkafarma'],
    clothing: ['Saga Falabella'],
    gym: ['Smart Fit'],
  },
};

/** Monthly pay for the neutral profile, by currency; an unknown currency gets 3,000 units. */
const neutralSalary: Readonly<Record<string, number>> = {
  USD: 3200,
  EUR: 2350,
  GTQ: 9000,
  HNL: 28_000,
  NIO: 32_000,
  CRC: 950_000,
  DOP: 65_000,
  UYU: 75_000,
  BOB: 8500,
  PYG: 7_500_000,
  VES: 30_000,
  CUP: 15_000,
  MXN: 32_000,
  COP: 5_200_000,
  ARS: 1_850_000,
  CLP: 1_450_000,
  PEN: 5200,
};

function neutral(currency: string): DemoProfile {
  return {
    currency,
    salary: neutralSalary[currency] ?? 3000,
    employer: 'Nómina Comercial del Centro',
    checking: { name: 'Cuenta de ahorros', bank: 'Banco Nacional', type: 'savings' },
    card: { name: 'Tarjeta de crédito Visa', bank: 'Banco Nacional', lastDigits: '1024' },
    rent: 'Alquiler del apartamento',
    goal: 'Fondo de emergencia',
    places: {
      groceries: ['Supermercado La Económica', 'Supermercado Central', 'Mercado del barrio'],
      restaurants: ['Restaurante La Esquina', 'Pizzería Napoli'],
      cafes: ['Café del Centro', 'Starbucks'],
      delivery: ['PedidosYa'],
      publicTransport: ['Recarga transporte público'],
      taxi: ['Uber'],
      fuel: ['Estación de servicio'],
      electricity: ['Compañía de electricidad'],
      water: ['Servicio de agua'],
      gas: ['Gas del hogar'],
      internet: ['Internet del hogar'],
      mobile: ['Plan de celular'],
      streaming,
      music,
      pharmacy: ['Farmacia del Centro'],
      clothing: ['Tienda de ropa'],
      gym: ['Gimnasio'],
    },
  };
}

const byCountry: Readonly<Record<string, DemoProfile>> = {
  ES: spain,
  CO: colombia,
  MX: mexico,
  AR: argentina,
  CL: chile,
  PE: peru,
};

/** The country's profile when the ledger keeps its books in the country's currency, else the neutral one in theirs. */
export function demoProfile(country: string | null, currency: string | null): DemoProfile {
  if (!country && !currency) return spain;
  const own = country ? byCountry[country] : undefined;
  if (own && (!currency || currency === own.currency)) return own;
  return neutral(currency ?? (country ? findCountry(country)?.currency : undefined) ?? 'EUR');
}
