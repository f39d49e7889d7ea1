import { Anchor, Badge, Box, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import {
  EMAILS_AUFTRAG_LIST,
  KANAL_HINWEIS,
  kanalLabel,
  type TEmailsAuftragRow,
  type TMailAuftrag,
} from '@lap/contracts';
import { formatVersorgerDatum } from '@lap/domain';
import { ConfirmDialog, notifyError, notifySuccess, PageTitle } from '@lap/ui';
import { DataGrid, type DataGridActionColumn, type DataGridProps, type GridListQuery } from '@lap/ui/data-grid';
import { IconAlertTriangle, IconArrowLeft, IconList, IconMailPlus, IconPencil, IconSend } from '@tabler/icons-react';

/** Suppliers of this Abfrageart get an enquiry mail (spec 001 §3 abfrageart). */
const ABFRAGEART_EMAIL = 'E-Mail';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { LoadGate } from '../../shell/components/LoadGate';
import { errorMessage, trpc } from '../../../trpc';
import { automatischZuVersenden, nacheinanderSenden, type TSammelErgebnis } from '../bulk-send';
import { useMailversandRefresh } from '../hooks/useMailversandRefresh';
import { MAILVERSAND_UI } from '../messages';
import { emailsQueryKey } from '../query-keys';
import { bearbeitungPath, editEmailJobPath, MAILVERSAND_PATH } from '../paths';
import { AutomatischVersendenModal } from './AutomatischVersendenModal';

const icon = { size: 16, 'aria-hidden': true } as const;

type Fields = (typeof EMAILS_AUFTRAG_LIST)['fields'];

/** A state with a coloured dot; the text says it, so colour is not the only sign. */
function Zustand({ color, children }: { color: string; children: string }) {
  return (
    <Group gap={8} wrap="nowrap" align="center">
      <Box
        w={8}
        h={8}
        style={{ borderRadius: '50%', flexShrink: 0, background: `var(--mantine-color-${color}-7)` }}
        aria-hidden
      />
      <Text size="sm">{children}</Text>
    </Group>
  );
}

/** One line, never broken inside an address: cut with an ellipsis, the full value on hover (issue 42). */
function Einzeilig({ text, c }: { text: string; c?: string }) {
  return (
    <Text size="sm" c={c} title={text} style={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
      {text}
    </Text>
  );
}

function StatusZelle({ row }: { row: TEmailsAuftragRow }) {
  if (row.kanal !== ABFRAGEART_EMAIL)
    return (
      <Text size="sm" c="dimmed">
        –
      </Text>
    );
  if (row.jobId === null) return <Zustand color="gray">{MAILVERSAND_UI.keineEmailErstellt}</Zustand>;
  if (row.versendet)
    return <Zustand color="teal">{MAILVERSAND_UI.versendetAm(formatVersorgerDatum(row.angefragtDate))}</Zustand>;
  return <Zustand color="orange">{MAILVERSAND_UI.nichtVersendet}</Zustand>;
}

function EmpfaengerZelle({ row }: { row: TEmailsAuftragRow }) {
  if (row.empfaenger) return <Einzeilig text={row.empfaenger} />;
  if (row.kanal !== ABFRAGEART_EMAIL)
    return (
      <Text size="sm" c="dimmed">
        –
      </Text>
    );
  return (
    <Group gap={4} wrap="nowrap">
      <IconAlertTriangle size={16} color="var(--mantine-color-red-9)" aria-hidden />
      <Text size="sm" c="red.9" fw={600}>
        {MAILVERSAND_UI.keineEmail}
      </Text>
    </Group>
  );
}

const COLUMNS: DataGridProps<Fields, TEmailsAuftragRow>['columns'] = {
  // at 1366 px operator, channel, recipient, subject, status and action fit beside each other (whole on hover)
  versorgerName: { minWidth: 160, flex: 2, cellRenderer: (row) => <Einzeilig text={row.versorgerName} /> },
  kanal: {
    width: 170,
    cellRenderer: (row) => (
      // the whole channel name, never clipped ('Eingabeformular')
      <Badge
        variant={row.kanal === ABFRAGEART_EMAIL ? 'light' : 'outline'}
        color={row.kanal === ABFRAGEART_EMAIL ? 'lapBlue' : 'gray'}
        c={row.kanal === ABFRAGEART_EMAIL ? 'lapBlue.9' : 'dark.7'}
        radius="sm"
        tt="none"
        styles={{ label: { overflow: 'visible' } }}
      >
        {kanalLabel(row.kanal)}
      </Badge>
    ),
  },
  empfaenger: { minWidth: 160, flex: 2, cellRenderer: (row) => <EmpfaengerZelle row={row} /> },
  // an operator asked otherwise says why it gets no mail
  betreff: {
    minWidth: 180,
    flex: 3,
    cellRenderer: (row) =>
      row.betreff ? <Einzeilig text={row.betreff} /> : <Einzeilig text={KANAL_HINWEIS[row.kanal] ?? '–'} c="dimmed" />,
  },
  versendet: { headerName: 'Status', width: 200, cellRenderer: (row) => <StatusZelle row={row} /> },
  angefragtDate: { hide: true, cellRenderer: (row) => formatVersorgerDatum(row.angefragtDate) },
  // at 1366 px the columns case workers work by; the rest at 1920 px or switched on in 'Spalten'
  automatikVersand: { width: 150, wide: true },
  anhaenge: { width: 110, wide: true, cellRenderer: (row) => (row.jobId === null ? '–' : String(row.anhaenge)) },
  vorlageDate: { width: 150, wide: true, cellRenderer: (row) => formatVersorgerDatum(row.vorlageDate) || '–' },
};

/** The order's operators in the shared grid: the e-mail ones with their mail (or 'E-Mail erstellen'), the others with their channel. */
function VersorgerTabelle({
  auftragId,
  erstellen,
  busyId,
}: {
  auftragId: string;
  erstellen: (versorgerId: string) => void;
  busyId: string | null;
}) {
  const utils = trpc.useUtils();
  const fetchPage = useCallback(
    (query: GridListQuery) => utils.client.mailversand.auftragListe.query({ ...query, auftragId }),
    [utils, auftragId],
  );
  const actions = useMemo<readonly DataGridActionColumn<TEmailsAuftragRow>[]>(
    () => [
      {
        id: 'aktion',
        header: 'Aktion',
        width: 184,
        render: (row) =>
          row.kanal !== ABFRAGEART_EMAIL ? (
            <Text size="xs" c="dimmed">
              keine E-Mail
            </Text>
          ) : row.jobId === null ? (
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconMailPlus size={15} aria-hidden />}
              onClick={() => erstellen(row.versorgerId)}
              loading={busyId === row.versorgerId}
              disabled={busyId !== null && busyId !== row.versorgerId}
              aria-label={`${MAILVERSAND_UI.emailErstellen} – ${row.versorgerName}`}
            >
              {MAILVERSAND_UI.emailErstellen}
            </Button>
          ) : (
            <Button
              component={Link}
              to={editEmailJobPath(row.versorgerId, auftragId, 'e')}
              size="compact-sm"
              variant="light"
              leftSection={<IconPencil size={15} aria-hidden />}
              aria-label={`Bearbeiten – E-Mail an ${row.versorgerName}`}
            >
              Bearbeiten
            </Button>
          ),
      },
    ],
    [auftragId, erstellen, busyId],
  );
  return (
    <DataGrid
      list={EMAILS_AUFTRAG_LIST}
      queryKey={emailsQueryKey(auftragId)}
      fetchPage={fetchPage}
      columns={COLUMNS}
      actionColumns={actions}
      describeError={errorMessage}
      label="Versorger zum Auftrag"
      search
    />
  );
}

function EmailsInhalt({ data }: { data: TMailAuftrag }) {
  const utils = trpc.useUtils();
  const refresh = useMailversandRefresh();
  const erstellen = trpc.mailversand.erstellen.useMutation();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [fragen, setFragen] = useState(false);
  const [lauf, setLauf] = useState<{
    total: number;
    done: number;
    ok: number;
    ergebnis: TSammelErgebnis | null;
  } | null>(null);
  const [stopping, setStopping] = useState(false);
  const stopRef = useRef(false);

  const fehlend = data.versorger.filter((r) => r.jobId === null).length;
  const zuSenden = automatischZuVersenden(data.versorger);

  const { mutateAsync: erstelleJobs } = erstellen;
  const auftragId = data.auftragId;
  // stable, so the grid's action column is not rebuilt on every render
  const erstelle = useCallback(
    async (versorgerId?: string) => {
      setBusyId(versorgerId ?? 'alle');
      try {
        const r = await erstelleJobs({ auftragId, ...(versorgerId ? { versorgerId } : {}) });
        notifySuccess(r.message);
      } catch (error) {
        notifyError(MAILVERSAND_UI.vorgangFehler(errorMessage(error)));
      } finally {
        setBusyId(null);
        await refresh(auftragId);
      }
    },
    [erstelleJobs, auftragId, refresh],
  );
  const erstelleEinen = useCallback((versorgerId: string) => void erstelle(versorgerId), [erstelle]);

  const alleSenden = async () => {
    setFragen(false);
    const mails = zuSenden;
    stopRef.current = false;
    setStopping(false);
    setLauf({ total: mails.length, done: 0, ok: 0, ergebnis: null });
    const ergebnis = await nacheinanderSenden(mails, {
      send: (id) => utils.client.mailversand.send.mutate({ id }),
      describe: errorMessage,
      onProgress: (done, ok) => setLauf((l) => (l ? { ...l, done, ok } : l)),
      stop: () => stopRef.current,
    });
    setLauf((l) => (l ? { ...l, done: ergebnis.done, ok: ergebnis.ok, ergebnis } : l));
    if (ergebnis.failures.length === 0 && !ergebnis.stopped)
      notifySuccess(MAILVERSAND_UI.ergebnis(ergebnis.ok, mails.length));
    else notifyError(MAILVERSAND_UI.ergebnis(ergebnis.ok, mails.length));
    await refresh(data.auftragId);
  };

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="sm">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="sm" wrap="wrap">
            {fehlend > 0 && (
              <Button
                leftSection={<IconMailPlus {...icon} />}
                onClick={() => void erstelle()}
                loading={busyId === 'alle'}
                disabled={busyId !== null && busyId !== 'alle'}
              >
                {MAILVERSAND_UI.fehlendeErstellen}
              </Button>
            )}
            <Tooltip label={MAILVERSAND_UI.nichtsZuVersenden} disabled={zuSenden.length > 0} withArrow>
              {/* a wrapper, so the tooltip also shows on the disabled button */}
              <span>
                <Button
                  leftSection={<IconSend {...icon} />}
                  onClick={() => setFragen(true)}
                  disabled={zuSenden.length === 0 || lauf?.ergebnis === null}
                >
                  {MAILVERSAND_UI.alleAutomatisch}
                  {zuSenden.length > 0 ? ` (${zuSenden.length})` : ''}
                </Button>
              </span>
            </Tooltip>
          </Group>
          <Text size="sm" c="dimmed">
            {MAILVERSAND_UI.automatischHinweis}
          </Text>
        </Group>
      </Paper>
      <VersorgerTabelle auftragId={data.auftragId} erstellen={erstelleEinen} busyId={busyId} />
      <ConfirmDialog
        opened={fragen}
        title={MAILVERSAND_UI.alleAutomatisch}
        message={MAILVERSAND_UI.automatischFrage(zuSenden.length)}
        confirmLabel="Versenden"
        confirmColor="lapBlue.6"
        onConfirm={() => void alleSenden()}
        onClose={() => setFragen(false)}
      />
      <AutomatischVersendenModal
        opened={lauf !== null}
        total={lauf?.total ?? 0}
        done={lauf?.done ?? 0}
        ok={lauf?.ok ?? 0}
        ergebnis={lauf?.ergebnis ?? null}
        stopping={stopping}
        onStop={() => {
          stopRef.current = true;
          setStopping(true);
        }}
        onClose={() => setLauf(null)}
      />
    </Stack>
  );
}

/**
 * /emails/{auftragId} (spec 001 §2 'Operator e-mail'): the order's suppliers asked by e-mail with their mails; missing
 * mails are created on demand, each is edited on /editEmailJob, and those with Automatikversand go out together.
 */
export function EmailsPage() {
  const { auftragId = '' } = useParams();
  const auftrag = trpc.mailversand.auftrag.useQuery({ auftragId }, { retry: false });
  const data = auftrag.data;
  return (
    <>
      <PageTitle title={MAILVERSAND_UI.ueberschrift}>
        <Button component={Link} to={MAILVERSAND_PATH} variant="default" leftSection={<IconList {...icon} />}>
          {MAILVERSAND_UI.zurUebersicht}
        </Button>
        <Button
          component={Link}
          to={bearbeitungPath(auftragId)}
          variant="default"
          leftSection={<IconArrowLeft {...icon} />}
        >
          {MAILVERSAND_UI.zurBearbeitung}
        </Button>
      </PageTitle>
      <LoadGate
        error={auftrag.error}
        ready={data !== undefined}
        loadingLabel="Versorger werden geladen"
        notFoundTitle="Auftrag nicht gefunden"
      >
        {() =>
          data && (
            <Stack gap="md">
              <Group gap="sm" mt={-8}>
                <Anchor
                  component={Link}
                  to={bearbeitungPath(data.auftragId)}
                  fw={700}
                  size="lg"
                  aria-label={`Vorgangsnummer ${data.vorgangsnummer}, zur Bearbeitung`}
                >
                  {data.vorgangsnummer}
                </Anchor>
                <Badge variant="light" radius="sm" tt="none" size="lg" c="lapBlue.9">
                  {`${data.anzahl} per E-Mail`}
                </Badge>
              </Group>
              <EmailsInhalt data={data} />
            </Stack>
          )
        }
      </LoadGate>
    </>
  );
}
