import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Switch,
  Table,
  Text,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import {
  WIEDERVORLAGEN_SEITE,
  type TWiedervorlage,
  type TWiedervorlagenTag,
  type TWiedervorlageZustand,
} from '@lap/contracts';
import { formatDate, formatNumber, formatVersorgerDatum } from '@lap/domain';
import { notifyError, notifySuccess, PageTitle, Seiten } from '@lap/ui';
import {
  IconAlertTriangle,
  IconBellRinging,
  IconChevronDown,
  IconChevronRight,
  IconEdit,
  IconPencil,
  IconRefresh,
  IconSortAscending,
  IconSortDescending,
} from '@tabler/icons-react';
import { Fragment, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage, trpc } from '../../../trpc';
import { readableAlert } from '../../versorger-upload/alert-styles';
import { WIEDERVORLAGE_UI } from '../messages';
import { BemerkungModal } from './BemerkungModal';
import classes from './Wiedervorlagen.module.css';
import { useSeiteGesehen } from '../../dashboard/hooks/useSeiteGesehen';

const NUR_EIGENE_KEY = 'lap.wiedervorlagen.nurEigene';

function storedNurEigene(): boolean {
  try {
    return localStorage.getItem(NUR_EIGENE_KEY) === '1';
  } catch {
    return false;
  }
}

const ZUSTAND: Record<TWiedervorlageZustand, { label: string; color: string; className: string | undefined }> = {
  ueberfaellig: { label: 'überfällig', color: 'red', className: classes.ueberfaellig },
  heute: { label: 'heute', color: 'yellow', className: classes.heute },
  offen: { label: 'offen', color: 'gray', className: undefined },
};

function ZustandBadge({ zustand }: { zustand: TWiedervorlageZustand }) {
  const z = ZUSTAND[zustand];
  return (
    <Badge variant="light" color={z.color} c={z.color === 'red' ? 'red.9' : 'dark.7'} radius="sm" tt="none">
      {z.label}
    </Badge>
  );
}

const editPositionPath = (id: string): string => `/editposition/${encodeURIComponent(id)}`;

function Kontakt({ row }: { row: TWiedervorlage }) {
  const parts = [row.kontaktperson, row.telefon].filter(Boolean);
  return (
    <Stack gap={0}>
      {parts.length > 0 && (
        <Text size="sm" c="dimmed">
          {parts.join(' · ')}
        </Text>
      )}
      {row.email && (
        <Anchor href={`mailto:${row.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {row.email}
        </Anchor>
      )}
    </Stack>
  );
}

interface ZeilenAktionen {
  onReminder: (row: TWiedervorlage) => void;
  onBemerkung: (row: TWiedervorlage) => void;
  busyId: string | null;
}

/** The follow-ups of one day: the detail of an expanded group row. */
function GruppenTabelle({
  vorlageDate,
  rows,
  onReminder,
  onBemerkung,
  busyId,
}: { vorlageDate: string; rows: readonly TWiedervorlage[] } & ZeilenAktionen) {
  return (
    <Table.ScrollContainer minWidth={1040}>
      <Table
        verticalSpacing={6}
        aria-label={`Wiedervorlagen am ${formatDate(vorlageDate)}`}
        className={classes.inner}
        layout="fixed"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={150}>Vorgangsnummer</Table.Th>
            <Table.Th w="20%">Versorger und Kontakt</Table.Th>
            <Table.Th w={138}>Angefragt am</Table.Th>
            <Table.Th w={138}>Wiedervorlage</Table.Th>
            <Table.Th w={128}>Sachbearbeiter</Table.Th>
            <Table.Th>Bemerkung</Table.Th>
            <Table.Th w={148}>Aktion</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} className={ZUSTAND[row.zustand].className}>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={`/bearbeitungslist/${encodeURIComponent(row.auftragId)}`}
                  size="sm"
                  style={{ whiteSpace: 'nowrap' }}
                  aria-label={`Auftrag ${row.vorgangsnummer} öffnen`}
                >
                  {row.vorgangsnummer}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {row.versorger}
                </Text>
                <Kontakt row={row} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatVersorgerDatum(row.angefragtDate) || '–'}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Stack gap={2} align="flex-start">
                  {formatVersorgerDatum(row.vorlageDate)}
                  {row.zustand !== 'offen' && <ZustandBadge zustand={row.zustand} />}
                </Stack>
              </Table.Td>
              <Table.Td>{row.sachbearbeiter ?? '–'}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap" align="flex-start">
                  <Text
                    size="sm"
                    style={{ whiteSpace: 'pre-wrap', overflowWrap: 'break-word', flex: 1, minWidth: 0 }}
                    c={row.bemerkung ? undefined : 'dimmed'}
                  >
                    {row.bemerkung || 'Keine Bemerkung'}
                  </Text>
                  <Tooltip label="Bemerkung bearbeiten" withArrow openDelay={250}>
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Bemerkung zu ${row.versorger} (${row.vorgangsnummer}) bearbeiten`}
                      onClick={() => onBemerkung(row)}
                    >
                      <IconPencil size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Table.Td>
              <Table.Td>
                <Stack gap={6} align="stretch">
                  <Button
                    size="compact-sm"
                    variant="light"
                    leftSection={<IconBellRinging size={15} aria-hidden />}
                    onClick={() => onReminder(row)}
                    loading={busyId === row.id}
                    aria-label={`Erinnerung für ${row.versorger} (${row.vorgangsnummer}): Wiedervorlage in einer Woche`}
                  >
                    Erinnerung
                  </Button>
                  <Button
                    component={Link}
                    to={editPositionPath(row.id)}
                    size="compact-sm"
                    variant="subtle"
                    leftSection={<IconEdit size={15} aria-hidden />}
                    aria-label={`Position ${row.versorger} (${row.vorgangsnummer}) bearbeiten`}
                  >
                    Bearbeiten
                  </Button>
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** An expanded day group: its follow-ups, 50 per page (WIEDERVORLAGEN_SEITE), fetched when it opens. */
function GruppenDetail({
  tag,
  nurEigene,
  ...aktionen
}: { tag: TWiedervorlagenTag; nurEigene: boolean } & ZeilenAktionen) {
  const [page, setPage] = useState(1);
  const am = trpc.wiedervorlage.am.useQuery(
    { nurEigene, tag: tag.vorlageDate, page },
    { placeholderData: (previous) => previous },
  );
  if (am.error && !am.data) {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle aria-hidden />}
        title="Die Daten konnten nicht geladen werden."
        role="alert"
        styles={readableAlert('red')}
      >
        {errorMessage(am.error)}
      </Alert>
    );
  }
  if (!am.data) {
    return (
      <Center h={80}>
        <Loader size="sm" aria-label={`Wiedervorlagen am ${formatDate(tag.vorlageDate)} werden geladen`} />
      </Center>
    );
  }
  const pages = Math.max(1, Math.ceil(am.data.total / WIEDERVORLAGEN_SEITE));
  // the day's last follow-ups moved away (a reminder): show its last page instead of an empty one
  if (page > pages) setPage(pages);
  return (
    <>
      <GruppenTabelle vorlageDate={tag.vorlageDate} rows={am.data.wiedervorlagen} {...aktionen} />
      {pages > 1 && (
        <Group justify="space-between" mt="xs">
          <Text size="sm">
            {`${formatNumber((page - 1) * WIEDERVORLAGEN_SEITE + 1)}–${formatNumber((page - 1) * WIEDERVORLAGEN_SEITE + am.data.wiedervorlagen.length)} von ${formatNumber(am.data.total)}`}
          </Text>
          <Seiten total={pages} value={Math.min(page, pages)} onChange={setPage} size="sm" withEdges />
        </Group>
      )}
    </>
  );
}

/**
 * /wiedervorlagen (spec 001 §2 Follow-ups): open follow-ups grouped by day, newest first; a group expands to its
 * rows (overdue red, today yellow); own-only switch (remembered per browser), refresh, reminder (+1 week) and remark.
 */
export function WiedervorlagenPage() {
  useSeiteGesehen('Wiedervorlagen');
  const utils = trpc.useUtils();
  const [nurEigene, setNurEigene] = useState(storedNurEigene);
  const [absteigend, setAbsteigend] = useState(true);
  // groups the user opened or closed; the others follow their default (overdue and today open)
  const [umgeschaltet, setUmgeschaltet] = useState<Record<string, boolean>>({});
  const [bemerkungRow, setBemerkungRow] = useState<TWiedervorlage | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const list = trpc.wiedervorlage.tage.useQuery({ nurEigene });
  const [seite, setSeite] = useState(1);
  const reminder = trpc.wiedervorlage.sendReminder.useMutation();
  // the spinner only for a refresh the user asked for, not for background refetches
  const [refreshing, setRefreshing] = useState(false);
  const refresh = async () => {
    setRefreshing(true);
    await utils.wiedervorlage.invalidate();
    setRefreshing(false);
  };

  const gruppen = useMemo(() => {
    const all = [...(list.data ?? [])];
    all.sort((a, b) =>
      absteigend ? b.vorlageDate.localeCompare(a.vorlageDate) : a.vorlageDate.localeCompare(b.vorlageDate),
    );
    return all;
  }, [list.data, absteigend]);
  const anzahl = gruppen.reduce((n, g) => n + g.anzahl, 0);
  // the day groups 50 per page (spec 001 §6), each group's follow-ups 50 per page when it is open
  const seiten = Math.max(1, Math.ceil(gruppen.length / WIEDERVORLAGEN_SEITE));
  const aktuelleSeite = Math.min(seite, seiten);
  const sichtbar = useMemo(
    () => gruppen.slice((aktuelleSeite - 1) * WIEDERVORLAGEN_SEITE, aktuelleSeite * WIEDERVORLAGEN_SEITE),
    [gruppen, aktuelleSeite],
  );

  // open by default: today's and the overdue groups of the page, in their order, as long as they hold one page of
  // follow-ups together (and the first of them in any case) — a backlog of thousands opens its first days only
  const vonSelbstOffen = useMemo(() => {
    const offen = new Set<string>();
    let zeilen = 0;
    for (const g of sichtbar) {
      if (g.zustand === 'offen') continue;
      if (offen.size > 0 && zeilen + g.anzahl > WIEDERVORLAGEN_SEITE) break;
      offen.add(g.vorlageDate);
      zeilen += g.anzahl;
    }
    return offen;
  }, [sichtbar]);
  const isOpen = (g: TWiedervorlagenTag): boolean => umgeschaltet[g.vorlageDate] ?? vonSelbstOffen.has(g.vorlageDate);
  const toggle = (g: TWiedervorlagenTag) => setUmgeschaltet((s) => ({ ...s, [g.vorlageDate]: !isOpen(g) }));
  const setAll = (open: boolean) =>
    setUmgeschaltet((s) => ({ ...s, ...Object.fromEntries(sichtbar.map((g) => [g.vorlageDate, open])) }));

  const onNurEigene = (checked: boolean) => {
    setNurEigene(checked);
    setSeite(1);
    try {
      localStorage.setItem(NUR_EIGENE_KEY, checked ? '1' : '0');
    } catch {
      // private mode: not remembered
    }
  };

  const onReminder = async (row: TWiedervorlage) => {
    setBusyId(row.id);
    try {
      const result = await reminder.mutateAsync({ id: row.id });
      notifySuccess(WIEDERVORLAGE_UI.erinnerungGesetzt(formatVersorgerDatum(result.vorlageDate)));
      await utils.wiedervorlage.invalidate();
    } catch (error) {
      notifyError(WIEDERVORLAGE_UI.vorgangFehler(errorMessage(error)));
    } finally {
      setBusyId(null);
    }
  };

  let body;
  if (list.error && !list.data) {
    body = (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle aria-hidden />}
        title="Die Daten konnten nicht geladen werden."
        role="alert"
        styles={readableAlert('red')}
      >
        <Stack gap="xs" align="flex-start">
          {errorMessage(list.error)}
          <Button size="compact-sm" variant="default" onClick={() => void list.refetch()}>
            Erneut versuchen
          </Button>
        </Stack>
      </Alert>
    );
  } else if (!list.data) {
    body = (
      <Center h={240}>
        <Loader aria-label="Wiedervorlagen werden geladen" />
      </Center>
    );
  } else if (gruppen.length === 0) {
    body = (
      <Paper withBorder p="lg" radius="md">
        <Text c="dimmed">{nurEigene ? 'Sie haben keine offenen Wiedervorlagen.' : 'Keine Daten vorhanden!'}</Text>
      </Paper>
    );
  } else {
    body = (
      <Paper withBorder radius="md" className={classes.wrap}>
        <Table verticalSpacing="xs" aria-label="Wiedervorlagen nach Datum" layout="fixed">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={56}>
                <VisuallyHidden>Aufklappen</VisuallyHidden>
              </Table.Th>
              <Table.Th aria-sort={absteigend ? 'descending' : 'ascending'}>
                <UnstyledButton
                  onClick={() => {
                    setAbsteigend((v) => !v);
                    setSeite(1);
                  }}
                  className={classes.sort}
                >
                  <Group gap={4} wrap="nowrap">
                    Wiedervorlage am
                    {absteigend ? (
                      <IconSortDescending size={16} aria-hidden />
                    ) : (
                      <IconSortAscending size={16} aria-hidden />
                    )}
                  </Group>
                </UnstyledButton>
              </Table.Th>
              <Table.Th w={140}>Stand</Table.Th>
              <Table.Th w={140} ta="right">
                Anzahl
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sichtbar.map((g) => {
              const open = isOpen(g);
              const detailId = `wv-${g.vorlageDate}`;
              const label = `${formatDate(g.vorlageDate)}: ${formatNumber(g.anzahl)} Wiedervorlagen`;
              return (
                <Fragment key={g.vorlageDate}>
                  <Table.Tr
                    className={`${classes.group} ${ZUSTAND[g.zustand].className ?? ''}`}
                    onClick={() => toggle(g)}
                  >
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        aria-expanded={open}
                        aria-controls={open ? detailId : undefined}
                        aria-label={`${label} ${open ? 'zuklappen' : 'aufklappen'}`}
                        onClick={(e) => {
                          e.stopPropagation();
                          toggle(g);
                        }}
                      >
                        {open ? <IconChevronDown size={18} aria-hidden /> : <IconChevronRight size={18} aria-hidden />}
                      </ActionIcon>
                    </Table.Td>
                    <Table.Td fw={600}>{formatDate(g.vorlageDate)}</Table.Td>
                    <Table.Td>
                      <ZustandBadge zustand={g.zustand} />
                    </Table.Td>
                    <Table.Td ta="right">{formatNumber(g.anzahl)}</Table.Td>
                  </Table.Tr>
                  {open && (
                    <Table.Tr id={detailId} className={classes.detail}>
                      <Table.Td colSpan={4} p={0}>
                        <Box px="sm" pb="sm">
                          <GruppenDetail
                            tag={g}
                            nurEigene={nurEigene}
                            onReminder={(r) => void onReminder(r)}
                            onBemerkung={setBemerkungRow}
                            busyId={busyId}
                          />
                        </Box>
                      </Table.Td>
                    </Table.Tr>
                  )}
                </Fragment>
              );
            })}
          </Table.Tbody>
        </Table>
        {seiten > 1 && (
          <Group justify="space-between" p="sm">
            <Text size="sm">{`Tage ${formatNumber((aktuelleSeite - 1) * WIEDERVORLAGEN_SEITE + 1)}–${formatNumber((aktuelleSeite - 1) * WIEDERVORLAGEN_SEITE + sichtbar.length)} von ${formatNumber(gruppen.length)}`}</Text>
            <Seiten total={seiten} value={aktuelleSeite} onChange={setSeite} size="sm" withEdges />
          </Group>
        )}
      </Paper>
    );
  }

  return (
    <>
      <PageTitle title="Wiedervorlagen">
        <Switch
          label="Nur eigene Wiedervorlagen"
          checked={nurEigene}
          onChange={(e) => onNurEigene(e.currentTarget.checked)}
        />
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={() => void refresh()}
          loading={refreshing}
        >
          Aktualisieren
        </Button>
      </PageTitle>
      {list.data && gruppen.length > 0 && (
        <Group justify="space-between" mb="sm" wrap="wrap">
          <Text size="sm" c="dimmed" aria-live="polite">
            {anzahl === 1 ? '1 Wiedervorlage' : `${formatNumber(anzahl)} Wiedervorlagen`} an{' '}
            {gruppen.length === 1 ? '1 Tag' : `${formatNumber(gruppen.length)} Tagen`}
          </Text>
          <Group gap="xs">
            <Button size="compact-sm" variant="subtle" onClick={() => setAll(true)}>
              Alle aufklappen
            </Button>
            <Button size="compact-sm" variant="subtle" onClick={() => setAll(false)}>
              Alle zuklappen
            </Button>
          </Group>
        </Group>
      )}
      {body}
      <BemerkungModal
        row={bemerkungRow}
        onClose={() => setBemerkungRow(null)}
        onSaved={() => void utils.wiedervorlage.invalidate()}
      />
    </>
  );
}
