/** Query keys of the mail alerts feature, in one place. */
export const mailAlertKeys = {
  all: ['mail-alerts'] as const,
  address: ['mail-alerts', 'address'] as const,
  inbox: ['mail-alerts', 'inbox'] as const,
};
