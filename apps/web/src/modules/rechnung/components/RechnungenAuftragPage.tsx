import {
  Anchor,
  Badge,
  Button,
  Group,
  List,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { RECHNUNG_MSG, type TRechnung } from '@lap/contracts';
import { formatDate, formatMoney } from '@lap/domain';
import { ConfirmDialog, notifyError, notifySuccess, PageTitle } from '@lap/ui';
import {
  IconAlertTriangle,
  IconArrowLeft,
  IconCash,
  IconCode,
  IconDownload,
  IconFileInvoice,
  IconFilePlus,
  IconFileTypePdf,
  IconReceiptOff,
  IconRefresh,
  IconSend,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { LoadGate } from '../../shell/components/LoadGate';
import { mahnungAuftragPath } from '../../mahnung/paths';
import { errorMessage, trpc } from '../../../trpc';
import { eRechnungUrl, RECHNUNGEN_PATH, rechnungPdfDownloadUrl, rechnungPdfVorschauUrl } from '../paths';
import {
  istStornierbar,
  ohneU,
  RECHNUNG_ART_LABEL,
  rechnungBezeichnung,
  rechnungZustand,
  type TRechnungZustand,
} from '../rechnung-status';
import { PositionenTabelle } from './PositionenTabelle';

const icon = { size: 16, 'aria-hidden': true } as const;
/**
 * The badge's own opaque background (shade 0), not the light variant's translucent one: in the selected (blue) or
 * hovered row that one let the row's colour through and 'Bezahlt' fell below 4.5:1. Teal's shade 9 is too light for
 * small text even then, so 'Bezahlt' takes a darker teal (6.1:1 on teal 0).
 */
const ZUSTAND_FARBE: Record<TRechnungZustand, { farbe: string; text: string }> = {
  Entwurf: { farbe: 'gray', text: 'gray.9' },
  Versendet: { farbe: 'blue', text: 'blue.9' },
  Storniert: { farbe: 'red', text: 'red.9' },
  Bezahlt: { farbe: 'teal', text: '#066b4d' },
};

function ZustandBadge({ r }: { r: TRechnung }) {
  const z = rechnungZustand(r);
  const { farbe, text } = ZUSTAND_FARBE[z];
  return (
    <Badge variant="light" color={farbe} bg={`${farbe}.0`} c={text} radius="sm" tt="none">
      {z}
    </Badge>
  );
}

const geld = { ta: 'right', style: { fontVariantNumeric: 'tabular-nums' } } as const;

function RechnungenTabelle({
  rechnungen,
  selected,
  onSelect,
}: {
  rechnungen: TRechnung[];
  selected: string | null;
  onSelect: (id: string) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table aria-label="Rechnungen des Auftrags" verticalSpacing={6} highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Rechnungsnummer</Table.Th>
            <Table.Th>Art</Table.Th>
            <Table.Th>Datum</Table.Th>
            <Table.Th>Versand</Table.Th>
            <Table.Th ta="right">Netto</Table.Th>
            <Table.Th ta="right">Brutto</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rechnungen.map((r) => {
            const aktiv = r.rechnungId === selected;
            return (
              <Table.Tr
                key={r.rechnungId}
                bg={aktiv ? 'var(--mantine-color-blue-light)' : undefined}
                aria-selected={aktiv}
              >
                <Table.Td>
                  <Button
                    variant={aktiv ? 'filled' : 'subtle'}
                    size="compact-sm"
                    onClick={() => onSelect(r.rechnungId)}
                    aria-pressed={aktiv}
                    aria-label={`Rechnung ${rechnungBezeichnung(r)} anzeigen`}
                  >
                    {rechnungBezeichnung(r)}
                  </Button>
                </Table.Td>
                <Table.Td>{RECHNUNG_ART_LABEL[r.art]}</Table.Td>
                <Table.Td>{formatDate(r.rechnungsDatum) || '–'}</Table.Td>
                <Table.Td>{formatDate(r.rechnungVersandt) || '–'}</Table.Td>
                <Table.Td {...geld}>{formatMoney(r.nettoPreis)}</Table.Td>
                <Table.Td {...geld}>{formatMoney(r.bruttoPreis)}</Table.Td>
                <Table.Td>
                  <ZustandBadge r={r} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

type Frage = { art: 'senden' } | { art: 'storno'; neu: boolean } | { art: 'bezahlt' };

function RechnungDetail({
  r,
  onChanged,
  onSelect,
}: {
  r: TRechnung;
  onChanged: () => Promise<void>;
  onSelect: (id: string) => void;
}) {
  const mwst = trpc.rechnung.mwst.useMutation();
  const send = trpc.rechnung.send.useMutation();
  const storno = trpc.rechnung.storno.useMutation();
  const abschliessen = trpc.rechnung.abschliessen.useMutation();
  const [frage, setFrage] = useState<Frage | null>(null);
  const versendet = r.rechnungVersandt !== null;
  const busy = send.isPending || storno.isPending || abschliessen.isPending;

  const ausfuehren = async () => {
    if (!frage) return;
    try {
      if (frage.art === 'senden') {
        await send.mutateAsync({ rechnungId: r.rechnungId });
        notifySuccess(RECHNUNG_MSG.gesendet);
      } else if (frage.art === 'storno') {
        const res = await storno.mutateAsync({ rechnungId: r.rechnungId, neu: frage.neu });
        notifySuccess(
          frage.neu
            ? 'Die Rechnung wurde storniert; ein neuer Entwurf wurde angelegt.'
            : 'Die Rechnung wurde storniert.',
        );
        onSelect(res.neu?.rechnungId ?? res.storno.rechnungId);
      } else {
        const res = await abschliessen.mutateAsync({ auftragIds: [r.auftragId] });
        notifySuccess(res.message);
      }
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      setFrage(null);
      await onChanged();
    }
  };

  const setzeMwst = async (wert: string | null) => {
    if (wert !== '19' && wert !== '16') return;
    try {
      await mwst.mutateAsync({ rechnungId: r.rechnungId, mwst: wert === '19' ? 19 : 16 });
      await onChanged();
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };

  // The dialog keeps the last question's texts while it fades out (else its button read 'Stornieren' meanwhile).
  const [gezeigt, setGezeigt] = useState<Frage | null>(null);
  if (frage !== null && frage !== gezeigt) setGezeigt(frage);
  const frageText =
    gezeigt?.art === 'senden'
      ? `Rechnung ${rechnungBezeichnung(r)} jetzt versenden? Danach kann sie nicht mehr geändert werden.`
      : gezeigt?.art === 'storno'
        ? gezeigt.neu
          ? `Rechnung ${rechnungBezeichnung(r)} stornieren und einen neuen Entwurf erstellen?`
          : `Rechnung ${rechnungBezeichnung(r)} wirklich stornieren?`
        : `Die Rechnungen dieses Auftrags als bezahlt abschließen?`;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="rechnung-detail-titel">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={3} size="h4" id="rechnung-detail-titel">
          {RECHNUNG_ART_LABEL[r.art]} {rechnungBezeichnung(r)}
        </Title>
        <ZustandBadge r={r} />
      </Group>
      {r.stornoVonRechnungsNummer && (
        <Text size="sm" mb="xs">
          Storniert die Rechnung {r.stornoVonRechnungsNummer}.
        </Text>
      )}
      {r.storniertDurch && (
        <Text size="sm" mb="xs">
          Storniert durch {r.storniertDurch}.
        </Text>
      )}

      <PositionenTabelle rechnung={r} onChanged={onChanged} />

      <Group align="flex-end" justify="space-between" mt="md" wrap="wrap">
        <Select
          label="MwSt"
          w={140}
          data={[
            { value: '19', label: '19 %' },
            { value: '16', label: '16 %' },
          ]}
          value={String(r.mwst)}
          onChange={(v) => void setzeMwst(v)}
          disabled={!r.bearbeitbar || versendet || r.storniert || mwst.isPending}
          allowDeselect={false}
        />
        <SimpleGrid cols={2} spacing={4} verticalSpacing={2} aria-label="Summen" style={{ minWidth: 240 }}>
          <Text size="sm">Netto</Text>
          <Text size="sm" {...geld}>
            {formatMoney(r.nettoPreis)}
          </Text>
          <Text size="sm">MwSt ({r.mwst} %)</Text>
          <Text size="sm" {...geld}>
            {formatMoney(r.mwstBetrag)}
          </Text>
          <Text size="sm" fw={700}>
            Brutto
          </Text>
          <Text size="sm" fw={700} {...geld}>
            {formatMoney(r.bruttoPreis)}
          </Text>
        </SimpleGrid>
      </Group>

      <Group gap="sm" mt="md" wrap="wrap">
        {!versendet && (
          <>
            <Button
              component="a"
              href={rechnungPdfVorschauUrl(r.rechnungId)}
              target="_blank"
              rel="noopener"
              variant="light"
              leftSection={<IconFileTypePdf {...icon} />}
            >
              PDF erstellen
            </Button>
            <Button
              leftSection={<IconSend {...icon} />}
              onClick={() => setFrage({ art: 'senden' })}
              loading={send.isPending}
              disabled={busy || !r.bearbeitbar}
            >
              Rechnung senden
            </Button>
          </>
        )}
        {versendet && (
          <>
            <Button
              component="a"
              href={rechnungPdfDownloadUrl(r.rechnungId)}
              variant="light"
              leftSection={<IconDownload {...icon} />}
            >
              PDF herunterladen
            </Button>
            <Button
              component="a"
              href={eRechnungUrl(r.rechnungId)}
              variant="light"
              leftSection={<IconCode {...icon} />}
            >
              E-Rechnung (XML)
            </Button>
          </>
        )}
        {istStornierbar(r) && (
          <>
            <Button
              color="red.8"
              variant="outline"
              leftSection={<IconReceiptOff {...icon} />}
              onClick={() => setFrage({ art: 'storno', neu: false })}
              disabled={busy}
            >
              Stornieren
            </Button>
            <Button
              color="red.8"
              variant="outline"
              leftSection={<IconRefresh {...icon} />}
              onClick={() => setFrage({ art: 'storno', neu: true })}
              disabled={busy}
            >
              Stornieren und neu erstellen
            </Button>
          </>
        )}
        {versendet && !r.storniert && !r.bezahltAm && (
          <Button
            color="teal.9"
            leftSection={<IconCash {...icon} />}
            onClick={() => setFrage({ art: 'bezahlt' })}
            disabled={busy}
          >
            Rechnung bezahlt
          </Button>
        )}
        {versendet && !r.storniert && r.art !== 'storno' && (
          <Button
            component={Link}
            to={mahnungAuftragPath(r.auftragId, r.rechnungId)}
            variant="subtle"
            leftSection={<IconAlertTriangle {...icon} />}
          >
            Mahnungen
          </Button>
        )}
      </Group>
      {r.bezahltAm && !r.storniert && r.art !== 'storno' && (
        <Text size="sm" mt="xs">
          {RECHNUNG_MSG.bezahltNichtStornierbar}
        </Text>
      )}
      {send.isPending && (
        <Text size="sm" mt="xs" role="status">
          Die Rechnung wird erstellt und versendet …
        </Text>
      )}

      <ConfirmDialog
        opened={frage !== null}
        message={frageText}
        confirmLabel={gezeigt?.art === 'senden' ? 'Senden' : gezeigt?.art === 'bezahlt' ? 'Abschließen' : 'Stornieren'}
        confirmColor={gezeigt?.art === 'storno' ? 'red.8' : 'blue.8'}
        loading={busy}
        onConfirm={() => void ausfuehren()}
        onClose={() => !busy && setFrage(null)}
      />
    </Paper>
  );
}

function Dokumente({ rechnungen }: { rechnungen: TRechnung[] }) {
  const versendete = rechnungen.filter((r) => r.rechnungVersandt !== null);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="rechnung-dokumente-titel">
      <Title order={3} size="h4" id="rechnung-dokumente-titel" mb="sm">
        Dokumente
      </Title>
      {versendete.length === 0 ? (
        <Text size="sm">Noch keine versendeten Rechnungen.</Text>
      ) : (
        <List spacing={4} listStyleType="none" p={0}>
          {versendete.map((r) => (
            <List.Item key={r.rechnungId}>
              <Group gap="md" wrap="wrap">
                <Text size="sm" fw={600} miw={180}>
                  {RECHNUNG_ART_LABEL[r.art]} {rechnungBezeichnung(r)} ({formatDate(r.rechnungVersandt)})
                </Text>
                <Anchor
                  size="sm"
                  href={rechnungPdfDownloadUrl(r.rechnungId)}
                  aria-label={`PDF der Rechnung ${rechnungBezeichnung(r)}`}
                >
                  PDF
                </Anchor>
                <Anchor
                  size="sm"
                  href={eRechnungUrl(r.rechnungId)}
                  aria-label={`E-Rechnung (XML) der Rechnung ${rechnungBezeichnung(r)}`}
                >
                  E-Rechnung (XML)
                </Anchor>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </Paper>
  );
}

function Inhalt({
  auftragId,
  rechnungen,
  vorgangsnummer,
  refetch,
}: {
  auftragId: string;
  rechnungen: TRechnung[];
  vorgangsnummer: string | undefined;
  refetch: () => Promise<void>;
}) {
  const neu = trpc.rechnung.neu.useMutation();
  const gebuehr = trpc.rechnung.gebuehr.useMutation();
  const [selected, setSelected] = useState<string | null>(null);
  const aktiv =
    rechnungen.find((r) => r.rechnungId === selected) ??
    rechnungen.find((r) => r.bearbeitbar) ??
    rechnungen.at(-1) ??
    null;

  const anlegen = async (art: 'neu' | 'gebuehr') => {
    try {
      const r = art === 'neu' ? await neu.mutateAsync({ auftragId }) : await gebuehr.mutateAsync({ auftragId });
      setSelected(r.rechnungId);
      await refetch();
      // issue 42: say what happened and show the new draft (below the table, possibly out of sight)
      notifySuccess(art === 'neu' ? RECHNUNG_MSG.neuAngelegt : RECHNUNG_MSG.gebuehrAngelegt);
      document.getElementById('rechnung-detail-titel')?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };

  return (
    <Stack gap="md">
      {rechnungen.length > 0 ? (
        <Title order={2} size="h3">
          {RECHNUNG_MSG.ueberschrift} {vorgangsnummer ?? rechnungen[0]?.vorgangsnummer}
        </Title>
      ) : (
        <>
          <Title order={2} size="h3">
            {RECHNUNG_MSG.ueberschrift} {vorgangsnummer}
          </Title>
          <Text c="red.9" fw={600}>
            {RECHNUNG_MSG.nochKeine}
          </Text>
        </>
      )}
      <Group gap="sm" wrap="wrap">
        <Button component={Link} to={RECHNUNGEN_PATH} variant="default" leftSection={<IconArrowLeft {...icon} />}>
          Zurück zur Übersicht
        </Button>
        <Button
          leftSection={<IconFilePlus {...icon} />}
          onClick={() => void anlegen('neu')}
          loading={neu.isPending}
          disabled={gebuehr.isPending}
        >
          Neue Rechnung
        </Button>
        <Button
          variant="light"
          leftSection={<IconFileInvoice {...icon} />}
          onClick={() => void anlegen('gebuehr')}
          loading={gebuehr.isPending}
          disabled={neu.isPending}
        >
          Gebührenrechnung
        </Button>
      </Group>
      {rechnungen.length > 0 && (
        <Paper withBorder radius="md" p="xs">
          <RechnungenTabelle rechnungen={rechnungen} selected={aktiv?.rechnungId ?? null} onSelect={setSelected} />
        </Paper>
      )}
      {aktiv && <RechnungDetail key={aktiv.rechnungId} r={aktiv} onChanged={refetch} onSelect={setSelected} />}
      {rechnungen.length > 0 && <Dokumente rechnungen={rechnungen} />}
    </Stack>
  );
}

/** /rechnungenauftrag/:auftragId and /rechnung/:auftragId (spec 001 §2 'Invoices'): the order's invoices. */
export function RechnungenAuftragPage() {
  const { auftragId = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const rechnungen = trpc.rechnung.alleByAuftrag.useQuery({ auftragId }, { enabled: auftragId !== '' });
  const auftrag = trpc.auftrag.byId.useQuery({ auftragId }, { enabled: auftragId !== '', retry: false });

  useEffect(() => {
    const search = ohneU(location.search);
    if (search !== null) void navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: true });
  }, [location.search, location.pathname, location.hash, navigate]);

  const refetch = async () => {
    await rechnungen.refetch();
  };

  return (
    <>
      <PageTitle title="Rechnungen" />
      <LoadGate
        error={rechnungen.error}
        ready={rechnungen.data !== undefined}
        loadingLabel="Rechnungen werden geladen"
        notFoundTitle="Auftrag nicht gefunden"
      >
        {() => (
          <Inhalt
            auftragId={auftragId}
            rechnungen={rechnungen.data ?? []}
            vorgangsnummer={auftrag.data?.vorgangsnummer}
            refetch={refetch}
          />
        )}
      </LoadGate>
    </>
  );
}
