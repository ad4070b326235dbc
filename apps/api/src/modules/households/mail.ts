import type { HouseholdRole } from '@cuentas/shared/schemas/households';
import type { MailMessage } from '../../lib/mail.ts';

const roleWords: Record<HouseholdRole, string> = {
  owner: 'para administrarlo contigo',
  member: 'para registrar y ver sus cuentas',
  viewer: 'para ver sus cuentas (sin poder cambiarlas)',
};

export function householdInviteMail(
  to: string,
  inviter: string,
  household: string,
  role: HouseholdRole,
  link: string,
): MailMessage {
  return {
    to,
    subject: `${inviter} te invita a su hogar en Cuentas Claras`,
    text:
      `${inviter} te invita a «${household}» en Cuentas Claras, ${roleWords[role]}.\n\n` +
      'Cada persona entra con su propia cuenta. Abre este enlace para aceptar (caduca en 7 días y sirve una sola vez); ' +
      `si todavía no tienes cuenta, podrás crearla ahí mismo:\n${link}\n\n` +
      'Si no esperabas esta invitación, puedes ignorar este mensaje.\n\n— El equipo de Cuentas Claras',
  };
}
