import { Anchor, Badge, Box, Button, Group, Paper, Stack, Table, Text, Tooltip } from '@mantine/core';
import type { TMailAuftrag, TMailVersorger } from '@lap/contracts';
import { formatVersorgerDatum } from '@lap/domain';
import { ConfirmDialog, notifyError, notifySuccess, PageTitle } from '@lap/ui';
import { IconAlertTriangle, IconArrowLeft, IconList, IconMailPlus, IconPencil, IconSend } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { LoadGate } from '../../shell/components/LoadGate';
import { errorMessage, trpc } from '../../../trpc';
import { automatischZuVersenden, nacheinanderSenden, type TSammelErgebnis } from '../bulk-send';
import { useMailversandRefresh } from '../hooks/useMailversandRefresh';
import { MAILVERSAND_UI } from '../messages';
import { bearbeitungPath, editEmailJobPath, MAILVERSAND_PATH } from '../paths';
import { AutomatischVersendenModal } from './AutomatischVersendenModal';

const icon = { size: 16, 'aria-hidden': true } as const;

/** A state with a coloured dot; the text says it, so colour is not the only sign. */
function Zustand({ color, children }: { color: string; children: string }) {
  return (
    <Group gap={8} wrap="nowrap" align="center">
      <Box w={8} h={8} style={{ borderRadius: '50%', flexShrink: 0, background: `var(--mantine-color-${color}-7)` }} aria-hidden />
      <Text size="sm">{children}</Text>
    </Group>
  );
}

function StatusZelle({ row }: { row: TMailVersorger }) {
  if (row.jobId === null) return <Zustand color="gray">{MAILVERSAND_UI.keineEmailErstellt}</Zustand>;
  if (row.versendet) return <Zustand color="teal">{MAILVERSAND_UI.versendetAm(formatVersorgerDatum(row.angefragtDate))}</Zustand>;
  return <Zustand color="orange">{MAILVERSAND_UI.nichtVersendet}</Zustand>;
}

function EmpfaengerZelle({ row }: { row: TMailVersorger }) {
  const adresse = row.empfaenger ?? row.email;
  if (adresse) return <Text size="sm" style={{ overflowWrap: 'anywhere' }}>{adresse}</Text>;
  return (
    <Group gap={4} wrap="nowrap">
      <IconAlertTriangle size={16} color="var(--mantine-color-red-9)" aria-hidden />
      <Text size="sm" c="red.9" fw={600}>
        {MAILVERSAND_UI.keineEmail}
      </Text>
    </Group>
  );
}

/** The order's suppliers asked by e-mail, each with its mail (or 'E-Mail erstellen'). */
function VersorgerTabelle({ data, erstellen, busyId }: { data: TMailAuftrag; erstellen: (row: TMailVersorger) => void; busyId: string | null }) {
  return (
    <Table.ScrollContainer minWidth={1000}>
      {/* fixed layout: the three text columns share what the fixed ones leave (about 160 px each at 1366 px) */}
      <Table aria-label="Versorger zum Auftrag" verticalSpacing={8} highlightOnHover striped layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="18%">Versorger</Table.Th>
            <Table.Th>Empfänger</Table.Th>
            <Table.Th>Betreff</Table.Th>
            <Table.Th w={140}>Status</Table.Th>
            <Table.Th w={108}>{'Automatik\u00ADversand'}</Table.Th>
            <Table.Th w={84} ta="right">
              Anhänge
            </Table.Th>
            <Table.Th w={128}>Wiedervorlage</Table.Th>
            {/* 'E-Mail erstellen' needs more room than 'Bearbeiten' */}
            <Table.Th w={data.versorger.some((r) => r.jobId === null) ? 184 : 136}>Aktion</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.versorger.map((row) => (
            <Table.Tr key={row.versorgerId}>
              <Table.Td>
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {row.versorgerName}
                </Text>
              </Table.Td>
              <Table.Td>
                <EmpfaengerZelle row={row} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ overflowWrap: 'break-word' }}>
                  {row.betreff ?? '–'}
                </Text>
              </Table.Td>
              <Table.Td>
                <StatusZelle row={row} />
              </Table.Td>
              <Table.Td>{row.automatikVersand ? 'Ja' : 'Nein'}</Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {row.jobId === null ? '–' : row.anhaenge}
              </Table.Td>
              <Table.Td>{formatVersorgerDatum(row.vorlageDate) || '–'}</Table.Td>
              <Table.Td>
                {row.jobId === null ? (
                  <Button
                    size="compact-sm"
                    variant="light"
                    leftSection={<IconMailPlus size={15} aria-hidden />}
                    onClick={() => erstellen(row)}
                    loading={busyId === row.versorgerId}
                    disabled={busyId !== null && busyId !== row.versorgerId}
                    aria-label={`${MAILVERSAND_UI.emailErstellen} – ${row.versorgerName}`}
                  >
                    {MAILVERSAND_UI.emailErstellen}
                  </Button>
                ) : (
                  <Button
                    component={Link}
                    to={editEmailJobPath(row.versorgerId, data.auftragId, 'e')}
                    size="compact-sm"
                    variant="light"
                    leftSection={<IconPencil size={15} aria-hidden />}
                    aria-label={`Bearbeiten – E-Mail an ${row.versorgerName}`}
                  >
                    Bearbeiten
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function EmailsInhalt({ data }: { data: TMailAuftrag }) {
  const utils = trpc.useUtils();
  const refresh = useMailversandRefresh();
  const erstellen = trpc.mailversand.erstellen.useMutation();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [fragen, setFragen] = useState(false);
  const [lauf, setLauf] = useState<{ total: number; done: number; ok: number; ergebnis: TSammelErgebnis | null } | null>(null);
  const [stopping, setStopping] = useState(false);
  const stopRef = useRef(false);

  const fehlend = data.versorger.filter((r) => r.jobId === null).length;
  const zuSenden = automatischZuVersenden(data.versorger);

  const erstelle = async (versorgerId?: string) => {
    setBusyId(versorgerId ?? 'alle');
    try {
      const r = await erstellen.mutateAsync({ auftragId: data.auftragId, ...(versorgerId ? { versorgerId } : {}) });
      notifySuccess(r.message);
    } catch (error) {
      notifyError(MAILVERSAND_UI.vorgangFehler(errorMessage(error)));
    } finally {
      setBusyId(null);
      await refresh(data.auftragId);
    }
  };

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
    if (ergebnis.failures.length === 0 && !ergebnis.stopped) notifySuccess(MAILVERSAND_UI.ergebnis(ergebnis.ok, mails.length));
    else notifyError(MAILVERSAND_UI.ergebnis(ergebnis.ok, mails.length));
    await refresh(data.auftragId);
  };

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="sm">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="sm" wrap="wrap">
            {fehlend > 0 && (
              <Button leftSection={<IconMailPlus {...icon} />} onClick={() => void erstelle()} loading={busyId === 'alle'} disabled={busyId !== null && busyId !== 'alle'}>
                {MAILVERSAND_UI.fehlendeErstellen}
              </Button>
            )}
            <Tooltip label={MAILVERSAND_UI.nichtsZuVersenden} disabled={zuSenden.length > 0} withArrow>
              {/* a wrapper, so the tooltip also shows on the disabled button */}
              <span>
                <Button leftSection={<IconSend {...icon} />} onClick={() => setFragen(true)} disabled={zuSenden.length === 0 || lauf?.ergebnis === null}>
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
      {data.versorger.length === 0 ? (
        <Text c="dimmed">{MAILVERSAND_UI.keineVersorger}</Text>
      ) : (
        <VersorgerTabelle data={data} erstellen={(row) => void erstelle(row.versorgerId)} busyId={busyId} />
      )}
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
        <Button component={Link} to={bearbeitungPath(auftragId)} variant="default" leftSection={<IconArrowLeft {...icon} />}>
          {MAILVERSAND_UI.zurBearbeitung}
        </Button>
      </PageTitle>
      <LoadGate error={auftrag.error} ready={data !== undefined} loadingLabel="Versorger werden geladen" notFoundTitle="Auftrag nicht gefunden">
        {() =>
          data && (
            <Stack gap="md">
              <Group gap="sm" mt={-8}>
                <Anchor component={Link} to={bearbeitungPath(data.auftragId)} fw={700} size="lg" aria-label={`Vorgangsnummer ${data.vorgangsnummer}, zur Bearbeitung`}>
                  {data.vorgangsnummer}
                </Anchor>
                <Badge variant="light" radius="sm" tt="none" size="lg" c="lapBlue.9">
                  {MAILVERSAND_UI.anzahlVersorger(data.anzahl)}
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
