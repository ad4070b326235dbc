import { type TicketCategory, ticketCategoryLabels } from '@cuentas/shared/schemas/support';
import type { MailMessage } from '../../lib/mail.ts';

const signature = '\n\n— El equipo de Cuentas Claras';
// Inbound mail is not read (decision 016 leaves it out): every mail says where to answer instead.
const noReply = 'Este correo no recibe respuestas: para seguir la conversación, escríbenos desde la página de soporte.';

export function ticketReceivedMail(
  to: string,
  ticket: { id: string; subject: string; category: TicketCategory },
  appUrl: string,
): MailMessage {
  return {
    to,
    subject: `Recibimos tu solicitud: ${ticket.subject}`,
    text:
      `Hola:\n\nRecibimos tu solicitud «${ticket.subject}» (${ticketCategoryLabels[ticket.category]}). ` +
      'Te escribiremos en cuanto la revisemos; te avisaremos por correo cuando haya una respuesta.\n\n' +
      `Puedes ver su estado y añadir información en ${appUrl}/support?ticket=${ticket.id}\n\n` +
      noReply +
      signature,
  };
}

export function ticketAnsweredMail(
  to: string,
  ticket: { id: string; subject: string },
  answer: string,
  appUrl: string,
): MailMessage {
  return {
    to,
    subject: `Respuesta a tu solicitud: ${ticket.subject}`,
    text:
      `Hola:\n\nEl equipo de soporte respondió a tu solicitud «${ticket.subject}»:\n\n` +
      answer
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n') +
      `\n\nLee la conversación completa y respóndenos en ${appUrl}/support?ticket=${ticket.id}\n\n` +
      noReply +
      signature,
  };
}

/** To each staff member when a ticket arrives or its user writes again: the inbox is not watched all day. */
export function staffNoticeMail(
  to: string,
  ticket: { id: string; subject: string; category: TicketCategory },
  requester: { name: string; email: string },
  kind: 'new' | 'reply',
  appUrl: string,
): MailMessage {
  return {
    to,
    subject:
      kind === 'new'
        ? `Nueva solicitud de soporte: ${ticket.subject}`
        : `Nueva respuesta del usuario: ${ticket.subject}`,
    text:
      (kind === 'new'
        ? `${requester.name} (${requester.email}) abrió una solicitud «${ticket.subject}» (${ticketCategoryLabels[ticket.category]}).`
        : `${requester.name} (${requester.email}) escribió de nuevo en «${ticket.subject}».`) +
      `\n\nLéela y respóndela en ${appUrl}/support/inbox?ticket=${ticket.id}` +
      signature,
  };
}
