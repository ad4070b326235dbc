/** Query keys of the WhatsApp feature, in one place. */
export const whatsappKeys = {
  all: ['whatsapp'] as const,
  settings: ['whatsapp', 'settings'] as const,
  captures: ['whatsapp', 'captures'] as const,
  conversation: ['whatsapp', 'conversation'] as const,
};
