import { Alert, Badge, Box, Button, Divider, Grid, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { antragStatusLabel, ROLE, type TAngebotView } from '@lap/contracts';
import { formatDate, formatMoney, formatNumber } from '@lap/domain';
import { PageTitle } from '@lap/ui';
import { IconArrowLeft, IconDownload, IconEye, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { trpc } from '../../../trpc';
import { LoadGate } from '../../shell/components/LoadGate';
import { useSessionUser } from '../../auth/hooks/useSession';
import { useGoBack } from '../../shell/hooks/useGoBack';
import { ANGEBOT_KUNDE_TEXT, angebotPdfHref, angebotStand } from '../angebot-kunde';
import { AngebotAdressen } from './AngebotAdressen';
import { AngebotEntscheidung, AngebotStand, entscheidet } from './AngebotEntscheidung';
import { AngebotPositionen } from './AngebotPositionen';

const money = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

function Fakt({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" lts={0.6}>
        {label}
      </Text>
      <Text component="div" mt={2}>
        {children}
      </Text>
    </div>
  );
}

/** spec 000 §2 price summary: net, 19 % VAT, gross; the prepayment text when vorkasseStatus ≠ 0. */
function Preisuebersicht({ view }: { view: TAngebotView }) {
  // after a rejection or the provider's end the prepayment text no longer applies
  const vorkasse =
    view.vorkasseStatus !== 0 && ['offen', 'nichtVersendet', 'beauftragt'].includes(angebotStand(view.antragStatus));
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="preis-titel"
      h="100%"
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id="preis-titel">
          Preisübersicht
        </Title>
        <Group justify="space-between" wrap="nowrap">
          <Text>Netto</Text>
          <Text style={money}>{formatMoney(view.nettoBetrag)}</Text>
        </Group>
        <Group justify="space-between" wrap="nowrap">
          <Text>zzgl. {formatNumber(view.mwstProzent)} % MwSt.</Text>
          <Text style={money}>{formatMoney(view.mwst)}</Text>
        </Group>
        <Divider />
        <Box>
          <Text fw={700}>Gesamtbetrag brutto</Text>
          <Text fw={700} fz={28} lh={1.25} ta="right" style={money}>
            {formatMoney(view.betrag)}
          </Text>
        </Box>
        {vorkasse && (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconInfoCircle aria-hidden />}
            title="Vorkasse"
            mt="xs"
            styles={{ title: { color: 'var(--mantine-color-text)' }, icon: { color: 'var(--mantine-color-yellow-9)' } }}
          >
            {ANGEBOT_KUNDE_TEXT.vorkasse(formatMoney(view.betrag))}
          </Alert>
        )}
        <Button
          component="a"
          href={angebotPdfHref(view.id)}
          download
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          mt="xs"
          fullWidth
          h="auto"
          py={8}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
        >
          {ANGEBOT_KUNDE_TEXT.pdfLink}
        </Button>
      </Stack>
    </Paper>
  );
}

function AngebotInhalt({ view, kunde }: { view: TAngebotView; kunde: boolean }) {
  const positionen = trpc.angebot.positionen.useQuery({ antragId: view.id }, { enabled: view.angebotId !== null });
  const antrag = trpc.antrag.byId.useQuery({ id: view.id });
  const applicant = antrag.data?.personen.find((p) => p.personTyp === 1);

  return (
    <Stack gap="lg">
      {!kunde && (
        <Alert
          color="gray"
          variant="light"
          icon={<IconEye aria-hidden />}
          title="Kundenansicht"
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
        >
          Sie sehen das Angebot so, wie es der Kunde sieht. Entscheidungen kann hier nur der Kunde treffen.
        </Alert>
      )}
      {!entscheidet(view, kunde) && <AngebotStand view={view} kunde={kunde} />}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section" aria-label="Angebotsdaten">
        <AngebotAdressen view={view} applicant={applicant} />
        <Divider my="lg" />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg" verticalSpacing="md">
          <Fakt label="Vorgangsnummer">{view.vorgangsnummer}</Fakt>
          <Fakt label="Angebotsdatum">
            {view.angebotVersand ? formatDate(view.angebotVersand) : 'noch nicht versendet'}
          </Fakt>
          <Fakt label="Vorhaben">{view.vorhaben}</Fakt>
          <Fakt label="Baustelle">
            {view.strasseHausnr}
            {view.strasseHausnr && view.plzOrt ? ', ' : ''}
            {view.plzOrt}
          </Fakt>
        </SimpleGrid>
      </Paper>

      <Grid gutter="lg" align="stretch">
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <Preisuebersicht view={view} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <Paper
            withBorder
            radius="md"
            p={{ base: 'md', sm: 'lg' }}
            component="section"
            aria-labelledby="positionen-titel"
            h="100%"
          >
            <Title order={2} size="h3" id="positionen-titel" mb="sm">
              Leistungen
            </Title>
            <LoadGate
              variant="inline"
              error={view.angebotId === null ? null : positionen.error}
              ready={view.angebotId === null || !!positionen.data}
              loadingLabel="Positionen werden geladen"
              errorTitle="Die Positionen konnten nicht geladen werden."
            >
              {() => <AngebotPositionen view={view} positionen={positionen.data ?? []} labelledBy="positionen-titel" />}
            </LoadGate>
            {view.bemerkung && (
              <Box mt="md">
                <Text fw={600} size="sm">
                  Hinweise zum Angebot
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {view.bemerkung}
                </Text>
              </Box>
            )}
          </Paper>
        </Grid.Col>
      </Grid>

      {entscheidet(view, kunde) && <AngebotEntscheidung view={view} />}
    </Stack>
  );
}

/**
 * /angebotkunde/{antragId}, /antragAngebot/{antragId}, /angebot/{antragId} for applicants (spec 000 §2): the
 * offer with its blocks, price summary and positions; the customer orders or rejects it, staff look read-only.
 */
export function KundenAngebotPage() {
  const { antragId = '' } = useParams();
  const user = useSessionUser();
  const goBack = useGoBack();
  const view = trpc.angebot.byAntragId.useQuery({ antragId });
  // issue 42: the request and the positions asked for beside the offer, not after it (AngebotInhalt reads them from
  // the cache). An applicant only sees an offer that exists; staff may open a request without one, whose positions
  // are asked for once the offer's view says there is one.
  const staff = !!user && (user.roles.includes(ROLE.SbBereich) || user.roles.includes(ROLE.Administration));
  trpc.antrag.byId.useQuery({ id: antragId }, { enabled: antragId !== '' });
  trpc.angebot.positionen.useQuery({ antragId }, { enabled: antragId !== '' && !!user && !staff });
  const data = view.data;
  // only the request's owner decides (the server checks it again)
  const kunde = !!data && !!user && data.kundeId === user.userId;

  return (
    <Box maw={1100} mx="auto">
      <PageTitle title={data ? `Angebot ${data.vorgangsnummer}` : 'Angebot'}>
        <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={goBack}>
          Zurück
        </Button>
      </PageTitle>
      {data && (
        <Group gap="sm" mt={-8} mb="lg">
          <Text c="dimmed">{data.angebotVersand ? `vom ${formatDate(data.angebotVersand)}` : 'Entwurf'}</Text>
          <Badge variant="outline" color={data.antragStatus === 3 ? 'lapBlue.7' : 'gray.7'} radius="sm">
            {antragStatusLabel(data.antragStatus)}
          </Badge>
          {data.vorkasseStatus !== 0 && (
            <Badge variant="filled" color="yellow.5" autoContrast radius="sm">
              Vorkasse
            </Badge>
          )}
        </Group>
      )}
      <LoadGate
        error={view.error}
        notFoundTitle="Angebot nicht gefunden"
        ready={!!data}
        loadingLabel="Angebot wird geladen"
        errorTitle="Das Angebot konnte nicht geladen werden."
      >
        {() => data && <AngebotInhalt view={data} kunde={kunde} />}
      </LoadGate>
    </Box>
  );
}
