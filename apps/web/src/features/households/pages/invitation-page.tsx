import { householdRoleLabels } from '@cuentas/shared/schemas/households';
import { Alert, Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconHome } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { AuthCard } from '../../../components/ui/auth-card.tsx';
import { setActiveLedger } from '../../../lib/active-ledger.ts';
import { useAuthToken } from '../../../lib/use-auth-token.ts';
import { toastSuccess } from '../../../lib/toasts.ts';
import { useAcceptInvitation, useInvitation } from '../api/invitation.ts';
import { rememberInvitation } from '../pending-invitation.ts';

const roleWords = {
  member: 'Podrás ver y registrar movimientos en sus cuentas compartidas.',
  viewer: 'Podrás ver sus cuentas y movimientos, sin cambiarlos.',
} as const;

/** /hogar/invitacion/:token: who invites whom to what, and «Aceptar» once signed in. */
export function InvitationPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const signedIn = useAuthToken() !== null;
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation(token);

  useEffect(() => {
    if (!signedIn && invitation.data) rememberInvitation(token);
  }, [signedIn, invitation.data, token]);

  async function join() {
    const household = await accept.mutateAsync();
    setActiveLedger(household.id);
    toastSuccess(`Ya formas parte de «${household.name}»`);
    await navigate('/', { replace: true });
  }

  const footer = (
    <Anchor component={Link} to="/" fw={600}>
      Ir al inicio
    </Anchor>
  );
  if (invitation.isPending)
    return (
      <AuthCard title="Invitación a un hogar" footer={footer}>
        <Group justify="center" py="lg">
          <Loader aria-label="Cargando la invitación" />
        </Group>
      </AuthCard>
    );
  if (invitation.isError || !invitation.data)
    return (
      <AuthCard title="Invitación a un hogar" footer={footer}>
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden="true" />} title="No pudimos abrirla">
          {invitation.error?.message ?? 'Esta invitación ya no es válida: pide a quien te invitó que te envíe otra'}
        </Alert>
      </AuthCard>
    );

  const { data } = invitation;
  return (
    <AuthCard title="Invitación a un hogar" footer={footer}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconHome size={28} aria-hidden="true" />
          <Stack gap={4}>
            <Text fw={600}>
              {data.invited_by} te invita a «{data.household_name}»
            </Text>
            <Text size="sm" c="dimmed">
              Rol: {householdRoleLabels[data.role]}. {roleWords[data.role]} Tus propias cuentas siguen siendo tuyas:
              cambias de hogar desde el menú de arriba.
            </Text>
          </Stack>
        </Group>
        {signedIn ? (
          <Button size="md" fullWidth loading={accept.isPending} onClick={() => void join()}>
            Aceptar invitación
          </Button>
        ) : (
          <>
            <Text size="sm">Para aceptarla, entra con tu cuenta o crea una. Te traeremos de vuelta aquí.</Text>
            <Group grow>
              <Button component={Link} to="/login" variant="filled">
                Iniciar sesión
              </Button>
              <Button component={Link} to="/register" variant="light">
                Crear cuenta
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </AuthCard>
  );
}
