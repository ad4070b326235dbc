import { attachmentSpace } from '@cuentas/shared/schemas/attachments';
import { List, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';

/** What Premium adds to Gratis (decision 014). */
export const premiumFeatures = [
  'Cuentas ilimitadas (Gratis incluye hasta 3)',
  'Reportes con todo tu historial (Gratis: los últimos 12 meses)',
  'Proyección de flujo de caja',
  'Registrar movimientos por WhatsApp',
  'Metas de ahorro ilimitadas',
  `${attachmentSpace.premium / 1024 ** 3} GB para tickets y facturas adjuntos (Gratis: ${attachmentSpace.free / 1024 ** 2} MB)`,
] as const;

export function PremiumFeatures() {
  return (
    <List
      size="sm"
      spacing={4}
      icon={
        <ThemeIcon size={18} radius="xl" color="teal" variant="light" aria-hidden="true">
          <IconCheck size={12} />
        </ThemeIcon>
      }
    >
      {premiumFeatures.map((feature) => (
        <List.Item key={feature}>{feature}</List.Item>
      ))}
    </List>
  );
}
