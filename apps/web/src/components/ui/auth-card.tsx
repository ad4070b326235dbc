import { Anchor, Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Brand } from './brand.tsx';

type AuthCardProps = {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
};

/** The centred card every signed-out screen uses. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <Center component="main" mih="100dvh" px="md" py="xl" bg="gray.0">
      <Box w="100%" maw={440}>
        <Stack gap="lg">
          <Center>
            <Anchor component={Link} to="/" underline="never" aria-label="Cuentas Claras, ir al inicio">
              <Brand size="lg" />
            </Anchor>
          </Center>
          <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', xs: 'xl' }}>
            <Stack gap="md">
              <Stack gap={4}>
                <Title order={1} fz="h2">
                  {title}
                </Title>
                {description ? (
                  <Text c="dimmed" size="sm">
                    {description}
                  </Text>
                ) : null}
              </Stack>
              {children}
            </Stack>
          </Paper>
          {footer ? (
            <Text ta="center" size="sm" c="dimmed">
              {footer}
            </Text>
          ) : null}
        </Stack>
      </Box>
    </Center>
  );
}
