import { DASHBOARD_MSG, type TDashboardKarte } from '@lap/contracts';
import { formatDate } from '@lap/domain';
import { PageTitle } from '@lap/ui';
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Drawer,
  Group,
  Loader,
  Pagination,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconChevronsRight, IconLayoutGrid, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage, trpc } from '../../../trpc';

/** spec 001 §2: 'Change View' cycles the layout through 3, 4 and 2 cards per row (remembered per browser). */
const ANSICHTEN = [3, 4, 2] as const;
const ANSICHT_KEY = 'lap.dashboard.ansicht';

function gespeicherteAnsicht(): number {
  try {
    const n = Number(localStorage.getItem(ANSICHT_KEY));
    return (ANSICHTEN as readonly number[]).includes(n) ? n : ANSICHTEN[0];
  } catch {
    return ANSICHTEN[0];
  }
}

/** '>>': the card's open items, 10 per page, each linking to where it is worked on. */
function SeitenListe({ karte, onClose }: { karte: TDashboardKarte; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const liste = trpc.dashboard.liste.useQuery({ seite: karte.seite, page });
  const seiten = liste.data ? Math.max(1, Math.ceil(liste.data.total / liste.data.pageSize)) : 1;
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="lg"
      title={`${karte.titel}: ${karte.beschreibung}`}
      closeButtonProps={{ 'aria-label': 'Schließen' }}
    >
      {liste.isLoading && <Loader size="sm" aria-label="Liste wird geladen" />}
      {liste.isError && <Alert color="red">{errorMessage(liste.error)}</Alert>}
      {liste.data && (
        <Stack gap="sm">
          {liste.data.rows.length === 0 ? (
            <Text>Keine Daten vorhanden!</Text>
          ) : (
            <Table striped aria-label={`${karte.titel}: offene Einträge`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Vorgang</Table.Th>
                  <Table.Th>Beschreibung</Table.Th>
                  <Table.Th>Datum</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {liste.data.rows.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>
                      <Anchor component={Link} to={r.pfad} size="sm">
                        {r.vorgangsnummer}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{r.text}</Table.Td>
                    <Table.Td>{r.datum ? formatDate(r.datum) : '–'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          <Group justify="space-between">
            <Text size="sm">
              {liste.data.total} {liste.data.total === 1 ? 'Eintrag' : 'Einträge'}
            </Text>
            {seiten > 1 && (
              <Pagination
                total={seiten}
                value={page}
                onChange={setPage}
                size="sm"
                getControlProps={(c) => ({
                  'aria-label': c === 'next' ? 'Nächste Seite' : c === 'previous' ? 'Vorherige Seite' : c,
                })}
                getItemProps={(p) => ({ 'aria-label': `Seite ${p}` })}
              />
            )}
          </Group>
        </Stack>
      )}
    </Drawer>
  );
}

function InfraAppIndikator() {
  const status = trpc.dashboard.infraApp.useQuery(undefined, { retry: false });
  if (status.isLoading) return <Loader size="xs" aria-label="Infrastruktur-App wird geprüft" />;
  const online = status.data?.online === true;
  return (
    <Group gap="xs" role="status" aria-live="polite">
      <Text size="sm" fw={600}>
        Infrastruktur-App
      </Text>
      <Badge color={online ? 'green' : 'red'} variant="light" c={online ? 'green.9' : 'red.9'} tt="none" radius="sm">
        {online ? DASHBOARD_MSG.online : DASHBOARD_MSG.offlineLabel}
      </Badge>
      {!online && (
        <Text size="sm" c="red.9">
          {DASHBOARD_MSG.offline}
        </Text>
      )}
    </Group>
  );
}

/**
 * /dashboard (spec 001 §2): the cards Angebote, Vorkasse, Aufträge, Rechnungen, Wiedervorlagen with what is new to this
 * case worker (since they last opened the page) and what is open; 'Change View', refresh, '>>' side lists, and the
 * infrastructure app's state.
 */
export function DashboardPage() {
  const karten = trpc.dashboard.karten.useQuery();
  const utils = trpc.useUtils();
  const [spalten, setSpalten] = useState(gespeicherteAnsicht);
  const [offen, setOffen] = useState<TDashboardKarte | null>(null);

  const wechseln = () => {
    const next =
      ANSICHTEN[(ANSICHTEN.indexOf(spalten as (typeof ANSICHTEN)[number]) + 1) % ANSICHTEN.length] ?? ANSICHTEN[0];
    setSpalten(next);
    try {
      localStorage.setItem(ANSICHT_KEY, String(next));
    } catch {
      // private mode: the layout just isn't remembered
    }
  };

  return (
    <>
      <PageTitle title="Dashboard">
        <Button
          variant="light"
          leftSection={<IconLayoutGrid size={16} aria-hidden />}
          onClick={wechseln}
          aria-label={`${DASHBOARD_MSG.changeView} (jetzt ${spalten} pro Reihe)`}
        >
          {DASHBOARD_MSG.changeView}
        </Button>
        <Tooltip label="Aktualisieren">
          <ActionIcon
            variant="light"
            size="lg"
            aria-label="Aktualisieren"
            loading={karten.isFetching}
            onClick={() =>
              void Promise.all([
                karten.refetch(),
                utils.dashboard.infraApp.invalidate(),
                utils.dashboard.neueNachrichten.invalidate(),
              ])
            }
          >
            <IconRefresh size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </PageTitle>
      <Stack gap="md">
        <InfraAppIndikator />
        {karten.isLoading && <Loader aria-label="Dashboard wird geladen" />}
        {karten.isError && <Alert color="red">{errorMessage(karten.error)}</Alert>}
        {karten.data && (
          <SimpleGrid cols={{ base: 1, sm: Math.min(2, spalten), lg: spalten }} spacing="md" data-spalten={spalten}>
            {karten.data.karten.map((k) => (
              <Card
                key={k.seite}
                withBorder
                radius="md"
                padding="lg"
                component="section"
                aria-labelledby={`karte-${k.seite}`}
              >
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <Anchor component={Link} to={k.pfad} id={`karte-${k.seite}`} fw={700} size="lg">
                    {k.titel}
                  </Anchor>
                  <ActionIcon variant="subtle" onClick={() => setOffen(k)} aria-label={`${k.titel}: Liste öffnen`}>
                    <IconChevronsRight size={18} aria-hidden />
                  </ActionIcon>
                </Group>
                {/* issue 42: what is open is the work; what is new since the last visit is the smaller hint */}
                <Group gap="xs" align="baseline" mt="sm">
                  <Text fz={36} fw={700} lh={1}>
                    {k.offen}
                  </Text>
                  <Text size="sm">offen</Text>
                  <Badge
                    variant={k.neu > 0 ? 'filled' : 'light'}
                    color={k.neu > 0 ? 'lapBlue.8' : 'gray'}
                    c={k.neu > 0 ? undefined : 'gray.9'}
                    radius="sm"
                    tt="none"
                    ml="xs"
                  >
                    {k.neu} neu
                  </Badge>
                </Group>
                <Text size="sm" mt={4}>
                  {k.beschreibung}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </Stack>
      {offen && <SeitenListe karte={offen} onClose={() => setOffen(null)} />}
    </>
  );
}
