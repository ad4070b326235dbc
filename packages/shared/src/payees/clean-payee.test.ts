import { describe, expect, it } from 'vitest';
import { cleanPayee, payeeKey, titleCasePayee } from './clean-payee.ts';

// Descriptions as the banks print them (card statements, CSV exports, Norma 43 concept lines).
const cases: [country: string, bank: string, expected: string][] = [
  ['ES', 'COMPRA TARJ. 5540XXXXXXXX1234 MERCADONA MADRID', 'Mercadona'],
  ['ES', 'COMPRA TARJ. 4940XXXXXXXX5678 CARREFOUR EXPRESS BARCELONA ES', 'Carrefour Express'],
  ['ES', 'COMPRA EN LIDL SUPERMERCADOS S.A.U., CON LA TARJETA : XXXXXXXXXXXX1234 EL 2025-03-04', 'Lidl Supermercados'],
  ['ES', 'RECIBO IBERDROLA CLIENTES SAU', 'Iberdrola Clientes'],
  ['ES', 'ADEUDO RECIBO VODAFONE ESPANA SAU', 'Vodafone'],
  ['ES', 'TRANSFERENCIA A FAVOR DE MARIA GARCIA LOPEZ', 'María García López'],
  ['ES', 'BIZUM DE JUAN PEREZ', 'Juan Pérez'],
  ['ES', 'PAYPAL *NETFLIX 35314369001 LU', 'Netflix'],
  ['ES', 'COMPRA TARJ. 5540XXXXXXXX1234 REPSOL E.S. 1234 VALENCIA', 'Repsol'],
  ['MX', 'COMPRA OXXO CUAUHTEMOC 123 CDMX MX', 'Oxxo Cuauhtemoc'],
  ['MX', 'UBER *TRIP HELP.UBER.COM', 'Uber'],
  ['MX', 'SPEI ENVIADO BANORTE 0123456 REF 456789', 'Banorte'],
  ['MX', 'PAGO CFE SUMINISTRADOR DE SERV 27/03', 'CFE Suministrador de Serv'],
  ['MX', 'WALMART SUPERCENTER 2345 MONTERREY NL', 'Walmart Supercenter'],
  ['CO', 'RAPPI*RAPPI COLOMB', 'Rappi'],
  ['CO', 'COMPRA EN EXITO CALLE 80 BOGOTA', 'Exito Calle'],
  ['CO', 'PAGO PSE EPM ESP REF 8844221', 'EPM'],
  ['CO', 'COMPRA EN TERPEL EDS LA 80 MEDELLIN', 'Terpel Eds'],
  ['CO', 'ABONO NOMINA ACME SAS', 'Nómina Acme'],
  ['CO', 'PAGO PSE CLARO COLOMBIA', 'Claro'],
  ['AR', 'COMPRA DEBITO COTO SUC 123 CABA', 'Coto'],
  ['AR', 'DEB. AUTOM. EDENOR SA 0012345', 'Edenor'],
  ['AR', 'MERPAGO*MERCADOLIBRE', 'Mercadolibre'],
  ['CL', 'COMPRA NACIONAL LIDER EXPRESS PROVIDENCIA', 'Lider Express'],
  ['CL', 'PAC ENEL DISTRIBUCION CHILE', 'Enel Distribución'],
  ['CL', 'TEF A JUAN SOTO 12345678-9', 'Juan Soto'],
  ['PE', 'CONSUMO PLAZA VEA MIRAFLORES LIMA PE', 'Plaza Vea'],
  ['PE', 'COMPRA EN INKAFARMA SAN ISIDRO', 'Inkafarma'],
  ['PE', 'PAGO LUZ DEL SUR 0012345', 'Luz del Sur'],
];

describe('cleanPayee', () => {
  it.each(cases)('%s: %s', (_country, bank, expected) => {
    expect(cleanPayee(bank)).toBe(expected);
  });

  it('reads a salary as the salary word and the employer, whatever the bank puts around them', () => {
    // The month goes, the employer's own «del» stays.
    expect(cleanPayee('NÓMINA ABRIL TALLERES DEL VALLÈS SA')).toBe('Nómina Talleres del Vallès');
    expect(cleanPayee('NOMINA ACME SL MARZO')).toBe('Nómina Acme');
    expect(cleanPayee('ABONO NOMINA EMPRESA SAS')).toBe('Nómina Empresa');
    expect(cleanPayee('ABONO NOMINA MARZO INDRA SISTEMAS SA')).toBe('Nómina Indra Sistemas');
    expect(cleanPayee('NOMINA RECIBIDA INDRA SISTEMAS SA')).toBe('Nómina Indra Sistemas');
    expect(cleanPayee('DEPOSITO DE NOMINA GRUPO BIMBO SA DE CV')).toBe('Nómina Grupo Bimbo');
    expect(cleanPayee('SPEI RECIBIDO BANAMEX 0045678901 NOMINA QUINCENA')).toBe('Nómina Banamex');
    expect(cleanPayee('PAGO DE NOMINA 0001234')).toBe('Nómina');
    expect(cleanPayee('ACRED. HABERES TECHINT SA')).toBe('Haberes Techint');
    expect(cleanPayee('HABERES ARCOR SAIC')).toBe('Haberes Arcor');
    expect(cleanPayee('PAGO REMUNERACIONES FALABELLA RETAIL SA')).toBe('Remuneración Falabella Retail');
    expect(cleanPayee('TRANSF DE 76.543.210-K SERVICIOS INTEGRALES SPA SUELDO')).toBe('Sueldo Servicios Integrales');
    expect(cleanPayee('ABONO PLANILLA BACKUS Y JOHNSTON')).toBe('Planilla Backus y Johnston');
    // The Santander transfer: the sender is the payee, a salary concept says what it is.
    expect(cleanPayee('Transferencia Recibida De Logistica Levante Sl, Concepto Nomina Mayo 2024')).toBe(
      'Nómina Logistica Levante',
    );
    expect(cleanPayee('TRANSFERENCIA A FAVOR DE JUAN ANTONIO LOPEZ CONCEPTO VARIOS')).toBe('Juan Antonio López');
    // "Planilla" leads a payroll row; inside a name it is just a word.
    expect(cleanPayee('COMPRA EN LA PLANILLA RESTAURANTE')).toBe('La Planilla Restaurante');
  });

  it('reads the lead-ins and tails of Spanish banks’ card and direct-debit rows', () => {
    // "PAGO CON TARJETA EN" leads in; only ", CON LA TARJETA : XXXX…" closes a row.
    expect(cleanPayee('PAGO CON TARJETA EN GLOVOAPP23 SL BARCELONA')).toBe('Glovoapp23');
    expect(cleanPayee('PAGO CON TARJETA EN DAZN LIMITED LONDON')).toBe('Dazn Limited London');
    // Santander's "merchant, town, card" and "merchant, town Es, Tarjeta …, Comision 0,00".
    expect(cleanPayee('Pago Movil En Free Now, Hamburg, Tarj. :*402271')).toBe('Free Now');
    expect(cleanPayee('Compra Alcampo Alcobendas, Alcobendas Es, Tarjeta 4548810012345678 , Comision 0,00')).toBe(
      'Alcampo Alcobendas',
    );
    // A direct debit's receipt number and mandate reference are not the payee.
    expect(cleanPayee('Recibo Basic-Fit Spain S.A.U. Nº Recibo 0081 2231')).toBe('Basic-Fit');
    expect(cleanPayee('Recibo Emasesa Nº Recibo 0075 3311 Ref. Mandato 55120987')).toBe('Emasesa');
    expect(cleanPayee('BIZUM ENVIADO A MARIA JOSE PEREZ G')).toBe('María José Pérez G');
  });

  it('reads other countries’ lead-ins and leaves no connector hanging at the end', () => {
    expect(cleanPayee('DEB. AUTOM. DE SERV. MEGATLON')).toBe('Megatlon');
    expect(cleanPayee('PAGO SERV WI-NET TELECOM S.A.C.')).toBe('Wi-Net Telecom');
    expect(cleanPayee('PAGO SUC VIRT EMPRESA DE ACUEDUCTO')).toBe('Empresa de Acueducto');
    expect(cleanPayee('COMPRA NACIONAL PETROBRAS LAS CONDES')).toBe('Petrobras');
    expect(cleanPayee('AGUA Y DRENAJE DE MONTERREY')).toBe('Agua y Drenaje');
    expect(cleanPayee('NATURGY MEXICO S.A. DE C.V.')).toBe('Naturgy');
    // Chile's abbreviated transfers: who sent or received, not the word «Recibida».
    expect(cleanPayee('TRANSF. RECIBIDA PEREZ LUCIA')).toBe('Pérez Lucía');
    expect(cleanPayee('TRANSF ENVIADA A ROJAS CAMILA')).toBe('Rojas Camila');
    // A surname that is also a town stays: it names the person, not where they shop.
    expect(cleanPayee('TRANSF A CARLOS MENDOZA')).toBe('Carlos Mendoza');
    expect(cleanPayee('BIZUM A MARIA VALENCIA')).toBe('María Valencia');
    expect(cleanPayee('TRANSFERENCIA A FAVOR DE JUAN LEON')).toBe('Juan León');
    // …while a shop's town still goes.
    expect(cleanPayee('COMPRA TARJ. 5540XXXXXXXX1234 MERCADONA VALENCIA')).toBe('Mercadona');
  });

  it('reads the rows of the blind corpus’s banks: card first, merchant after; RFCs; states; lead-ins', () => {
    // "PAGO CON TARJETA <card> EN X": the card clause leads in here, it does not close the row.
    expect(cleanPayee('PAGO CON TARJETA 4189********3124 EN PETROPRIX DOS HERMANAS ES')).toBe('Petroprix Dos Hermanas');
    expect(cleanPayee('COMPRA EN DRUNI 123 VALENCIA, CON LA TARJETA : 5489XXXXXXXX3345, EL 2024-04-02')).toBe('Druni');
    // BBVA México: the merchant's RFC, the time and the authorisation after the name.
    expect(cleanPayee('CHEDRAUI SELECTO PERISUR RFC: TCH 850701RM1 12:04 AUT: 481923')).toBe(
      'Chedraui Selecto Perisur',
    );
    expect(cleanPayee('WALMART SUPERCENTER 2043 RFC: NWM9709244W4 13:42 AUT: 804512')).toBe('Walmart Supercenter');
    // Card networks: town, state and country after the merchant; Mexico City cut to 13 letters.
    expect(cleanPayee('CALIMAX OTAY             TIJUANA BC MX')).toBe('Calimax Otay');
    expect(cleanPayee('CUIDADO CON EL PERRO PAB CIUDAD DE MEX MX')).toBe('Cuidado con el Perro PAB');
    expect(cleanPayee('THE ITALIAN COFFEE COMPA PUEBLA PUE MX')).toBe('THE Italian Coffee Compa');
    // Other lead-ins: Chile's debit network, bill payments, top-ups, wallets and transfers.
    expect(cleanPayee('COMPRA REDCOMPRA DOMINO PROVIDENCIA')).toBe('Domino');
    expect(cleanPayee('PAGO EN LINEA SERVIPAG ESVAL')).toBe('Servipag Esval');
    expect(cleanPayee('PAGO FACTURA GASES DEL CARIBE')).toBe('Gases del Caribe');
    expect(cleanPayee('Pago de servicio EPEC')).toBe('Epec');
    expect(cleanPayee('PAGO DOMICILIADO TELMEX')).toBe('Telmex');
    expect(cleanPayee('RECARGA TELEVIA')).toBe('Televia');
    expect(cleanPayee('Compra Internet En Filmin, Barcelona, Tarj. :*432198')).toBe('Filmin');
    expect(cleanPayee('DESCUENTO POR COMPRA EN SURTIMAX 20 DE JULIO')).toBe('Surtimax de Julio');
    expect(cleanPayee('Bizum Enviado Lucia')).toBe('Lucia');
    expect(cleanPayee('YAPE A JUAN PEREZ')).toBe('Juan Pérez');
    expect(cleanPayee('Envio a JUAN CAMILO RODRIGUEZ')).toBe('Juan Camilo Rodríguez');
    expect(cleanPayee('TRASPASO A: JUAN PEREZ 12.345.678-9')).toBe('Juan Pérez');
    // A receipt number without its «º», and a reference whose digits are scattered among letters.
    expect(cleanPayee('RECIBO EMASESA N RECIBO 0075 3311')).toBe('Emasesa');
    expect(cleanPayee('SPOTIFY P2F3A9C1D2')).toBe('Spotify');
  });

  it('gives back the accents banks drop, on words always written with one', () => {
    expect(cleanPayee('COMPRA EN PANADERIA LA ESPIGA')).toBe('Panadería la Espiga');
    expect(cleanPayee('COMISION MANTENIMIENTO')).toBe('Comisión Mantenimiento');
    expect(cleanPayee('TRANSF A JOSE HERNANDEZ')).toBe('José Hernández');
    // Text a person typed keeps their spelling.
    expect(cleanPayee('Panaderia Pepe')).toBe('Panaderia Pepe');
    // The key ignores accents, so what was learnt under either spelling still applies.
    expect(payeeKey(cleanPayee('PANADERIA LA ESPIGA'))).toBe(payeeKey('Panaderia la Espiga'));
  });

  it('keeps what a person typed, in their own casing', () => {
    expect(cleanPayee('Juan Valdez')).toBe('Juan Valdez');
    expect(cleanPayee('  Cena con Ana  ')).toBe('Cena con Ana');
  });

  it('keeps the original when everything looks like noise', () => {
    expect(cleanPayee('1234567')).toBe('1234567');
    expect(cleanPayee('')).toBe('');
  });

  it('title case keeps Spanish connectors low and letter-by-letter acronyms high', () => {
    expect(titleCasePayee('FARMACIAS DEL AHORRO')).toBe('Farmacias del Ahorro');
    expect(titleCasePayee('YPF')).toBe('YPF');
    expect(titleCasePayee('EL CORTE INGLÉS')).toBe('El Corte Inglés');
  });

  it('keys ignore accents, case and punctuation', () => {
    expect(payeeKey('Éxito')).toBe(payeeKey('EXITO'));
    expect(payeeKey("McDonald's")).toBe('mcdonald s');
  });
});
