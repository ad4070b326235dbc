export const bankFeedMessages = {
  notConfigured: 'La conexión con bancos no está configurada en este servidor',
  connectionNotFound: 'No encontramos esta conexión bancaria',
  feedAccountNotFound: 'No encontramos esta cuenta del banco',
  stateUnknown: 'Este regreso del banco no es válido o ya se usó. Vuelve a conectar el banco.',
  bankRefused: 'El banco no dio acceso: no se conectó nada',
  bankUnavailable: 'No pudimos hablar con el banco. Inténtalo de nuevo en unos minutos.',
  currency: (bank: string, account: string) =>
    `Esta cuenta del banco está en ${bank} y la elegida en ${account}: elige una cuenta en ${bank}`,
  accountTaken: 'Esa cuenta ya recibe los movimientos de otra cuenta del banco',
  notActive: 'Esta conexión no está activa: renuévala para sincronizar',
  rateLimited: 'El banco limita las consultas: lo intentaremos de nuevo más tarde',
  dailyLimit: 'Ya se consultó esta cuenta cuatro veces hoy sin ti: seguirá mañana o cuando abras la app',
  consentEnded: 'El permiso del banco caducó o se retiró: renueva la conexión',
  disconnected: 'Banco desconectado: no se traerán más movimientos',
  reminderTitle: (bank: string) => `Renueva el acceso a ${bank}`,
  reminderBody: (bank: string, days: number) =>
    days <= 0
      ? `El permiso para leer tus cuentas de ${bank} caduca hoy. Renuévalo para seguir recibiendo movimientos.`
      : `El permiso para leer tus cuentas de ${bank} caduca en ${days} ${days === 1 ? 'día' : 'días'}. Renuévalo para no perder movimientos.`,
};
