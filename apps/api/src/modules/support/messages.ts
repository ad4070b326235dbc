import { MAX_OPEN_TICKETS } from '@cuentas/shared/schemas/support';

export const ticketMessages = {
  notFound: 'No encontramos esta solicitud',
  attachmentNotFound: 'No encontramos este archivo',
  tooManyOpen: `Ya tienes ${MAX_OPEN_TICKETS} solicitudes abiertas. Cierra alguna que ya esté resuelta o espera nuestra respuesta antes de abrir otra; también puedes añadir información a una que ya tengas.`,
  closed: 'Esta solicitud está cerrada. Si necesitas más ayuda, abre una nueva.',
};
