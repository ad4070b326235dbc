import { Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBrandWhatsapp, IconFileImport, IconPencilPlus, IconWallet } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type GettingStartedCardProps = {
  hasAccounts: boolean;
  /** Once the phone is linked the WhatsApp step stops asking to link it. */
  whatsappLinked?: boolean;
  /** The import wizard's button, from the imports feature. */
  importAction: ReactNode;
  /** An example WhatsApp message in the user's currency and number format, from the whatsapp feature. */
  whatsappExample: string;
  /** «Probar con datos de ejemplo», from the demo-data feature: to see the app full before typing anything. */
  demoAction?: ReactNode;
};

function Step({ icon, title, text, action }: { icon: ReactNode; title: string; text: string; action: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm" h="100%" justify="space-between">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" radius="md" size={38} aria-hidden="true">
            {icon}
          </ThemeIcon>
          <Stack gap={2}>
            <Text fw={700}>{title}</Text>
            <Text size="sm" c="dimmed">
              {text}
            </Text>
          </Stack>
        </Group>
        <Group>{action}</Group>
      </Stack>
    </Paper>
  );
}

/** For a new user: what to do first so the dashboard fills up. */
export function GettingStartedCard({
  hasAccounts,
  importAction,
  whatsappExample,
  whatsappLinked = false,
  demoAction,
}: GettingStartedCardProps) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="getting-started"
      bg="cyan.0"
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="h3" id="getting-started">
            Empieza a llenar tu tablero
          </Title>
          <Text c="dimmed">
            Con tus primeros movimientos verás aquí tus gastos por categoría, lo que te queda del mes y cómo crece tu
            patrimonio.
          </Text>
          {demoAction ? (
            <Group gap="sm" mt={4}>
              <Text size="sm">¿Quieres verlo lleno antes de empezar?</Text>
              {demoAction}
            </Group>
          ) : null}
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: hasAccounts ? 3 : 4 }} spacing="md">
          {!hasAccounts ? (
            <Step
              icon={<IconWallet size={20} />}
              title="Crea tu primera cuenta"
              text="Efectivo, banco o tarjeta, con su saldo de hoy."
              action={
                <Button component={Link} to="/accounts" size="sm">
                  Crear cuenta
                </Button>
              }
            />
          ) : null}
          <Step
            icon={<IconPencilPlus size={20} />}
            title="Registra tu primer movimiento"
            text="Un gasto, un ingreso o una transferencia entre tus cuentas."
            action={
              <Button component={Link} to="/transactions" size="sm" variant={hasAccounts ? 'filled' : 'light'}>
                Nuevo movimiento
              </Button>
            }
          />
          <Step
            icon={<IconFileImport size={20} />}
            title="Importa un extracto"
            text="Sube el CSV u OFX de tu banco y revisa antes de guardar."
            action={importAction}
          />
          <Step
            icon={<IconBrandWhatsapp size={20} />}
            title="Escríbelo por WhatsApp"
            text={
              whatsappLinked
                ? `Tu número está vinculado: escribe «${whatsappExample}» y queda registrado.`
                : `«${whatsappExample}» y queda registrado.`
            }
            action={
              whatsappLinked ? (
                <Text size="sm" c="green.8" fw={600}>
                  WhatsApp vinculado
                </Text>
              ) : (
                <Button component={Link} to="/profile" size="sm" variant="light" color="green">
                  Vincular WhatsApp
                </Button>
              )
            }
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
