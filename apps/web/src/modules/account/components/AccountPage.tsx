import { Badge, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { ROLE, type TNutzerDetail } from '@lap/contracts';
import { formatDate } from '@lap/domain';
import { IconKey, IconMail, IconNote, IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { trpc } from '../../../trpc';
import { useSessionUser } from '../../auth/hooks/useSession';
import { PageLoader } from '../../shell/components/PageLoader';
import { jaNein, nutzerName, rollenText } from '../nutzer-display';
import { DetailList, type DetailItem } from './DetailList';
import { LoadFailure } from './LoadFailure';
import { SignedInFrame } from './SignedInFrame';

const enc = encodeURIComponent;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Title order={2} size="h3" mb="sm">
        {title}
      </Title>
      {children}
    </section>
  );
}

function EmailValue({ user }: { user: TNutzerDetail }) {
  return (
    <Group gap="xs" component="span" wrap="wrap">
      <span>{user.email}</span>
      {/* Darker than Mantine's shades, so the small white label keeps 4.5:1 (WCAG AA). */}
      <Badge component="span" variant="filled" color={user.emailConfirmed ? '#1f6b30' : '#9c3d00'} size="sm">
        {user.emailConfirmed ? 'bestätigt' : 'nicht bestätigt'}
      </Badge>
    </Group>
  );
}

function isStaffUser(user: TNutzerDetail): boolean {
  return user.rolesList.some((r) => r.text === ROLE.SbBereich || r.text === ROLE.Administration);
}

/** spec 000 §2 /account/{userId} 'Mein Account': the read-only profile with links to change it. */
export function AccountPage() {
  const { userId = '' } = useParams();
  const session = useSessionUser();
  const detail = trpc.nutzer.byId.useQuery({ id: userId });

  if (detail.isPending) return <PageLoader />;
  if (detail.isError) return <LoadFailure error={detail.error} />;

  const user = detail.data;
  const own = session?.userId === user.id;
  const admin = session?.roles.includes(ROLE.Administration) ?? false;
  const staff = session?.roles.includes(ROLE.SbBereich) ?? false;
  const isCustomer = user.rolesList.some((r) => r.text === ROLE.Antragsteller);

  const kontakt: DetailItem[] = [
    { label: 'E-Mail', value: <EmailValue user={user} /> },
    { label: 'Telefon', value: user.telefon },
  ];
  const einstellungen: DetailItem[] = [{ label: 'Newsletter', value: jaNein(user.newsletterAkzeptiert) }];
  if (isStaffUser(user)) {
    einstellungen.push(
      { label: 'E-Mail bei neuem Antrag', value: jaNein(user.emailAntragGesendet) },
      { label: 'E-Mail bei bearbeitetem Antrag', value: jaNein(user.emailAntragBearbeitet) },
      { label: 'E-Mail bei abgeschlossener Bearbeitung', value: jaNein(user.emailBearbeitungAbgeschlossen) },
    );
  }
  const konto: DetailItem[] = [
    { label: 'Rollen', value: rollenText(user.rolesList) },
    { label: 'Registriert am', value: formatDate(user.createdAt) },
  ];
  if (isCustomer) {
    konto.push({
      label: 'Anträge',
      value: `${user.anzahlAntraege} (davon unvollständig: ${user.anzahlUnvollstaendig})`,
    });
  }
  if (!own && (admin || staff) && user.bemerkung) konto.push({ label: 'Bemerkung', value: user.bemerkung });

  const actions = own ? (
    <>
      <Button
        component={Link}
        to={`/editNutzerDetails/${enc(user.id)}`}
        leftSection={<IconPencil size={18} aria-hidden="true" />}
      >
        Angaben bearbeiten
      </Button>
      <Button
        component={Link}
        to={`/newemail/${enc(user.id)}`}
        variant="default"
        leftSection={<IconMail size={18} aria-hidden="true" />}
      >
        E-Mail-Adresse ändern
      </Button>
      <Button
        component={Link}
        to="/forgotpassword"
        variant="default"
        leftSection={<IconKey size={18} aria-hidden="true" />}
      >
        Passwort ändern
      </Button>
    </>
  ) : admin ? (
    <>
      <Button
        component={Link}
        to={`/editNutzerAdmin/${enc(user.id)}`}
        leftSection={<IconPencil size={18} aria-hidden="true" />}
      >
        Bearbeiten
      </Button>
      <Button
        component={Link}
        to={`/changePasswortAdmin/${enc(user.id)}`}
        variant="default"
        leftSection={<IconKey size={18} aria-hidden="true" />}
      >
        Passwort setzen
      </Button>
      <Button
        component={Link}
        to={`/deleteNutzerAdmin/${enc(user.id)}`}
        variant="default"
        color="red"
        leftSection={<IconTrash size={18} aria-hidden="true" />}
      >
        Löschen
      </Button>
    </>
  ) : staff ? (
    <Button
      component={Link}
      to={`/editBemerkung/${enc(user.id)}`}
      variant="default"
      leftSection={<IconNote size={18} aria-hidden="true" />}
    >
      Bemerkung bearbeiten
    </Button>
  ) : null;

  return (
    <SignedInFrame title={own ? 'Mein Account' : `Account von ${nutzerName(user)}`}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Section title="Persönliche Angaben">
            <DetailList
              items={[
                { label: 'Firma', value: user.firma ?? '' },
                { label: 'Name', value: [user.vorname, user.name].join(' ').trim() },
                { label: 'Anschrift', value: `${user.strasse} ${user.hausnummer}`.trim() },
                { label: 'PLZ und Ort', value: `${user.plz} ${user.ort}`.trim() },
              ]}
            />
          </Section>
          <Divider />
          <Section title="Kontakt">
            <DetailList items={kontakt} />
          </Section>
          <Divider />
          <Section title="Benachrichtigungen">
            <DetailList items={einstellungen} />
          </Section>
          <Divider />
          <Section title="Konto">
            <DetailList items={konto} />
          </Section>
          {actions && (
            <>
              <Divider />
              <Group gap="sm">{actions}</Group>
              {own && (
                <Text size="sm" c="dimmed">
                  Zum Ändern des Passworts senden wir Ihnen einen Link an Ihre E-Mail-Adresse.
                </Text>
              )}
            </>
          )}
        </Stack>
      </Paper>
    </SignedInFrame>
  );
}
