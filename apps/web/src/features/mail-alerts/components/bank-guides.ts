/**
 * Where each bank's alerts come from, so the user can make a mail filter that forwards them
 * (decision 035). Senders as the banks' alert mails show them; a bank may use more than one.
 */
export const BANK_GUIDES: { country: string; bank: string; sender: string }[] = [
  { country: 'Colombia', bank: 'Bancolombia', sender: 'alertasynotificaciones@an.notificacionesbancolombia.com' },
  { country: 'Colombia', bank: 'Davivienda', sender: 'notificaciones@davivienda.com' },
  { country: 'Colombia', bank: 'Nequi', sender: 'notificaciones@nequi.com.co' },
  { country: 'Colombia', bank: 'BBVA', sender: '@bbva.com.co' },
  { country: 'México', bank: 'BBVA', sender: '@bbva.mx' },
  { country: 'México', bank: 'Banorte', sender: '@banorte.com' },
  { country: 'México', bank: 'Santander', sender: '@santander.com.mx' },
  { country: 'México', bank: 'Nu', sender: '@nu.com.mx' },
  { country: 'México', bank: 'Mercado Pago', sender: '@mercadopago.com.mx' },
  { country: 'México', bank: 'Hey Banco', sender: '@heybanco.com' },
  { country: 'Chile', bank: 'BancoEstado', sender: '@bancoestado.cl' },
  { country: 'Chile', bank: 'Santander', sender: '@santander.cl' },
  { country: 'Chile', bank: 'Banco de Chile', sender: 'enviodigital@bancochile.cl' },
  { country: 'Perú', bank: 'BCP', sender: 'notificaciones@notificacionesbcp.com.pe' },
  { country: 'Perú', bank: 'Interbank', sender: '@netinterbank.com.pe' },
  { country: 'Perú', bank: 'BBVA', sender: '@bbva.com.pe' },
  { country: 'Argentina', bank: 'Galicia', sender: '@bancogalicia.com.ar' },
  { country: 'Argentina', bank: 'Santander', sender: '@santander.com.ar' },
  { country: 'Argentina', bank: 'Mercado Pago', sender: '@mercadopago.com.ar' },
  { country: 'España', bank: 'BBVA', sender: '@bbva.es' },
  { country: 'España', bank: 'Santander', sender: '@gruposantander.es' },
  { country: 'España', bank: 'CaixaBank', sender: '@caixabank.com' },
];
