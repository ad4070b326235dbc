import type { MailMessage } from './mail.ts';

const signature = '\n\n— El equipo de Cuentas Claras';

export function emailCodeMail(to: string, code: string): MailMessage {
  return {
    to,
    subject: `${code} es tu código de verificación de Cuentas Claras`,
    text:
      `Tu código de verificación es: ${code}\n\n` +
      'Escríbelo en la pantalla de registro para confirmar tu correo. Caduca en 10 minutos.\n' +
      'Si no pediste este código, puedes ignorar este mensaje.' +
      signature,
  };
}

export function alreadyRegisteredMail(to: string, appUrl: string): MailMessage {
  return {
    to,
    subject: 'Ya tienes una cuenta en Cuentas Claras',
    text:
      'Alguien (seguramente tú) intentó crear una cuenta con este correo, pero ya tienes una.\n\n' +
      `Inicia sesión en ${appUrl}/login o, si no recuerdas tu contraseña, recupérala en ${appUrl}/recovery-password.\n` +
      'Si no fuiste tú, puedes ignorar este mensaje.' +
      signature,
  };
}

export function passwordResetMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Restablece tu contraseña de Cuentas Claras',
    text:
      'Recibimos una solicitud para restablecer tu contraseña.\n\n' +
      `Abre este enlace para elegir una nueva (caduca en 1 hora y sirve una sola vez):\n${link}\n\n` +
      'Si no lo pediste, ignora este mensaje: tu contraseña no cambiará.' +
      signature,
  };
}

export function passwordChangedMail(to: string, appUrl: string): MailMessage {
  return {
    to,
    subject: 'Tu contraseña de Cuentas Claras ha cambiado',
    text:
      'La contraseña de tu cuenta acaba de cambiar y cerramos las demás sesiones abiertas.\n\n' +
      `Si no fuiste tú, recupera tu cuenta ahora en ${appUrl}/recovery-password.` +
      signature,
  };
}

/** Turning two-step sign-in on or off is told to the owner, like a password change (decision 041). */
export function twoFactorChangedMail(to: string, enabled: boolean, appUrl: string): MailMessage {
  return {
    to,
    subject: enabled
      ? 'Activaste la verificación en dos pasos en Cuentas Claras'
      : 'Desactivaste la verificación en dos pasos en Cuentas Claras',
    text:
      (enabled
        ? 'Desde ahora, al iniciar sesión te pediremos también un código de tu app de autenticación. ' +
          'Guarda tus códigos de recuperación en un lugar seguro.\n\n'
        : 'Desde ahora, para iniciar sesión basta tu contraseña.\n\n') +
      `Si no fuiste tú, cambia tu contraseña en ${appUrl}/profile o recupérala en ${appUrl}/recovery-password.` +
      signature,
  };
}

export function accountDeletedMail(to: string): MailMessage {
  return {
    to,
    subject: 'Tu cuenta de Cuentas Claras ha sido eliminada',
    text:
      'Eliminamos tu cuenta y todos tus datos, tal como pediste. Gracias por haber usado Cuentas Claras.' + signature,
  };
}

export function welcomeMail(to: string, name: string, appUrl: string): MailMessage {
  return {
    to,
    subject: 'Te damos la bienvenida a Cuentas Claras',
    text:
      `Hola, ${name}:\n\n` +
      'Tu cuenta de Cuentas Claras ya está creada. Para empezar, termina la configuración (país, moneda y día en que empieza tu mes) ' +
      `y agrega tus cuentas en ${appUrl}/onboarding.\n\n` +
      `En ${appUrl}/support tienes artículos de ayuda (importar extractos, presupuesto, WhatsApp, privacidad…) ` +
      'y, si algo no te queda claro, el botón «Escríbenos»: te contestamos por allí y te avisamos por correo.\n\n' +
      'Este correo no recibe respuestas: escríbenos desde la página de soporte.' +
      signature,
  };
}

export function loginBrakeMail(to: string, appUrl: string): MailMessage {
  return {
    to,
    subject: 'Varios intentos fallidos de entrar en tu cuenta de Cuentas Claras',
    text:
      'Alguien escribió varias veces una contraseña incorrecta para tu cuenta, así que frenamos los intentos ' +
      'durante unos minutos. Tus sesiones abiertas siguen funcionando.\n\n' +
      `Si fuiste tú, espera un poco o restablece tu contraseña en ${appUrl}/recovery-password: ` +
      'al restablecerla puedes entrar enseguida.\n' +
      'Si no fuiste tú, te recomendamos restablecerla y elegir una contraseña que no uses en otros sitios.' +
      signature,
  };
}
