import { Button, Container, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { landingPathForRoles } from '@lap/contracts';
import { APP_NAME, LogoMark, useDocumentTitle } from '@lap/ui';
import { IconFileCheck, IconMapPin, IconUserPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { displayName, useSessionUser } from '../../auth/hooks/useSession';

const LANDING_LABEL: Record<string, string> = {
  '/nutzer': 'Zur Nutzerverwaltung',
  '/auftraege': 'Zu den Aufträgen',
  '/antraege': 'Zu meinen Anträgen',
};

const STEPS: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: '1. Registrieren',
    text: 'Legen Sie einmalig ein Konto an und bestätigen Sie Ihre E-Mail-Adresse.',
    icon: <IconUserPlus size={22} stroke={1.7} />,
  },
  {
    title: '2. Antrag stellen',
    text: 'Beschreiben Sie Ihr Vorhaben und zeichnen Sie die Fläche oder Trasse auf der Karte ein.',
    icon: <IconMapPin size={22} stroke={1.7} />,
  },
  {
    title: '3. Auskünfte erhalten',
    text: 'Nach Ihrer Beauftragung fragen wir alle betroffenen Infrastrukturbetreiber an und stellen Ihnen die Pläne gesammelt bereit.',
    icon: <IconFileCheck size={22} stroke={1.7} />,
  },
];

/** The index route: logo, a short introduction and the way in (spec 000 §2). */
export function StartPage() {
  useDocumentTitle(undefined);
  const user = useSessionUser();
  const landing = user ? landingPathForRoles(user.roles) : null;
  const landingLabel = landing ? LANDING_LABEL[landing] : undefined;
  const name = user ? displayName(user) : '';

  return (
    <Container size="lg" py="lg">
      <Paper withBorder radius="md" p={{ base: 'lg', sm: 40 }} shadow="xs">
        <Group justify="space-between" align="center" wrap="nowrap" gap={40}>
          <Stack gap="md" maw={620}>
            <Title order={1} fz={{ base: 26, sm: 32 }} lh={1.2}>
              Leitungsauskunft online beantragen
            </Title>
            <Text size="lg" c="gray.7">
              Bevor Sie bauen oder planen, müssen Sie wissen, welche Leitungen im Boden liegen. Über das Portal
              beschreiben Sie Ihr Vorhaben, zeichnen den Bereich auf der Karte ein und erhalten die Auskünfte aller
              betroffenen Infrastrukturbetreiber – Strom, Gas, Wasser, Abwasser, Fernwärme und Telekommunikation –
              gebündelt aus einer Hand.
            </Text>
            {user ? (
              <Stack gap="sm" mt="xs">
                <Text>Willkommen zurück{name ? `, ${name}` : ''}.</Text>
                {landing && landingLabel && (
                  <Group>
                    <Button component={Link} to={landing} size="md">
                      {landingLabel}
                    </Button>
                  </Group>
                )}
              </Stack>
            ) : (
              <Group gap="sm" mt="xs">
                <Button component={Link} to="/login" size="md">
                  Anmeldung
                </Button>
                <Button component={Link} to="/registrierung" size="md" variant="default">
                  Registrierung
                </Button>
              </Group>
            )}
          </Stack>
          <Group visibleFrom="sm" style={{ flexShrink: 0 }}>
            <LogoMark size={200} title={APP_NAME} />
          </Group>
        </Group>
      </Paper>

      <Title order={2} mt={40} mb="md">
        So funktioniert es
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {STEPS.map((step) => (
          <Paper key={step.title} withBorder radius="md" p="lg">
            <Group gap="sm" mb="xs" wrap="nowrap">
              <ThemeIcon variant="light" size={40} radius="md" aria-hidden="true">
                {step.icon}
              </ThemeIcon>
              <Title order={3}>{step.title}</Title>
            </Group>
            <Text c="gray.7">{step.text}</Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Container>
  );
}
