import { labelOf, MAHNUNG_MSG, MAHNUNG_VORZEITIG_FIELD, type TMahnung, type TMahnungRechnung } from '@lap/contracts';
import { formatDate, formatDateTime, formatMoney, mahnungGehaltenBis } from '@lap/domain';
import { ConfirmDialog, notifyError, notifySuccess, PageTitle } from '@lap/ui';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowLeft,
  IconCirclePlus,
  IconEdit,
  IconHandStop,
  IconSend,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage, fieldErrorsOf, trpc } from '../../../trpc';
import { rechnungenAuftragPath } from '../../rechnung/paths';
import { editMahnungPath, MAHNUNGEN_PATH, mahnungSendenPath } from '../paths';

const stufeText = (s: number): string => labelOf('mahnungStufe', s);

/** Issue 42: the day a new notice of the invoice waits for (the invoice's due day, or the previous notice's). */
const gehaltenBis = (rechnungFaellig: string, mahnungen: readonly TMahnung[]): string =>
  mahnungGehaltenBis(
    rechnungFaellig,
    mahnungen.map((m) => ({ versendet: m.versendet, stufe: m.mahnungStatus, faellig: m.mahnungFaellig })),
  ).bis;

function MahnungStatus({ m }: { m: TMahnung }) {
  // the label keeps its full width (the send time is the point): a badge's label is clipped with an ellipsis by default
  if (m.versendet)
    return (
      <Badge variant="light" color="blue" c="blue.9" tt="none" radius="sm" styles={{ label: { overflow: 'visible' } }}>
        Versendet {m.mahnungDate ? formatDateTime(m.mahnungDate) : ''}
      </Badge>
    );
  if (m.abgeschlossen)
    return (
      <Badge variant="light" color="gray" c="dark.8" tt="none" radius="sm">
        Abgeschlossen
      </Badge>
    );
  return (
    <Badge variant="light" color="orange" c="dark.8" tt="none" radius="sm">
      Entwurf
    </Badge>
  );
}

/** One invoice with its notices. */
function RechnungMahnungen({ r, hervorheben }: { r: TMahnungRechnung; hervorheben: boolean }) {
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      style={hervorheben ? { borderColor: 'var(--mantine-color-blue-6)', borderWidth: 2 } : undefined}
    >
      <Group justify="space-between" mb="xs" wrap="wrap">
        <Title order={2} size="h4">
          Rechnung {r.rechnungsNummer} vom {r.rechnungsDatum ? formatDate(r.rechnungsDatum) : '–'} ·{' '}
          {formatMoney(r.bruttoPreis)}
        </Title>
        <Group gap="xs">
          {r.vorFaelligkeit && r.rechnungFaellig !== null && !r.bezahlt && (
            <Badge
              color="yellow"
              variant="light"
              c="dark.8"
              tt="none"
              radius="sm"
              styles={{ label: { overflow: 'visible' } }}
            >
              Fällig am {formatDate(gehaltenBis(r.rechnungFaellig, r.mahnungen))}
            </Badge>
          )}
          {r.bezahlt && (
            <Badge color="green" variant="light" c="green.9" tt="none" radius="sm">
              Bezahlt
            </Badge>
          )}
          {r.storniert && (
            <Badge color="gray" variant="light" c="dark.8" tt="none" radius="sm">
              Storniert
            </Badge>
          )}
          {r.naechsteStufe ? (
            <Text size="sm">Nächste Stufe: {stufeText(r.naechsteStufe)}</Text>
          ) : r.grund ? (
            <Text size="sm" c="dimmed">
              {r.grund}
            </Text>
          ) : null}
        </Group>
      </Group>
      {r.mahnungen.length === 0 ? (
        <Text size="sm">{MAHNUNG_MSG.keine}</Text>
      ) : (
        <Table striped withTableBorder aria-label={`Mahnungen zur Rechnung ${r.rechnungsNummer ?? ''}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Stufe</Table.Th>
              <Table.Th>Fällig am</Table.Th>
              <Table.Th>E-Mail</Table.Th>
              <Table.Th>Betreff</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Aktion</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {r.mahnungen.map((m) => (
              <Table.Tr key={m.id} style={m.ueberschritten ? { background: 'var(--mantine-color-red-0)' } : undefined}>
                <Table.Td>{stufeText(m.mahnungStatus)}</Table.Td>
                <Table.Td>{m.mahnungFaellig ? formatDate(m.mahnungFaellig) : '–'}</Table.Td>
                <Table.Td>{m.rechnungsEmail}</Table.Td>
                <Table.Td>{m.betreff}</Table.Td>
                <Table.Td>
                  <MahnungStatus m={m} />
                </Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Button
                      component={Link}
                      to={editMahnungPath(m.id)}
                      size="compact-sm"
                      variant="light"
                      leftSection={<IconEdit size={15} aria-hidden />}
                      aria-label={`${m.bearbeitbar ? 'Bearbeiten' : 'Ansehen'}: ${stufeText(m.mahnungStatus)}`}
                    >
                      {m.bearbeitbar ? 'Bearbeiten' : 'Ansehen'}
                    </Button>
                    {m.bearbeitbar && (
                      <Button
                        component={Link}
                        to={mahnungSendenPath(m.id)}
                        size="compact-sm"
                        variant="subtle"
                        leftSection={<IconSend size={15} aria-hidden />}
                        aria-label={`Senden: ${stufeText(m.mahnungStatus)}`}
                      >
                        Senden
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}

/**
 * /mahnung/{auftragId}/{rechnungId?} (spec 001 §2): the order's sent invoices and their notices; a new notice for the chosen
 * invoice; 'Mahnungsverfahren Auftragweit beenden'. At status 12 'Mahnverfahren wurde beendet!'.
 */
export function MahnungAuftragPage() {
  const { auftragId = '', rechnungId } = useParams();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const antrag = trpc.mahnung.antrag.useQuery({ auftragId });
  const rechnungen = trpc.mahnung.byAuftrag.useQuery({ auftragId });
  const neu = trpc.mahnung.neu.useMutation();
  const beenden = trpc.mahnung.beenden.useMutation();
  // undefined: nothing chosen yet (the only invoice is preselected); null: deselected by the user
  const [gewaehlt, setGewaehlt] = useState<string | null | undefined>(rechnungId);
  const [frage, setFrage] = useState(false);
  // issue 42: the server refused a notice before the invoice is overdue; the case worker may override with a reason
  const [vorzeitig, setVorzeitig] = useState<{ rechnungId: string; message: string } | null>(null);
  const [grund, setGrund] = useState('');
  const [grundFehler, setGrundFehler] = useState<string | null>(null);

  if (antrag.isLoading || rechnungen.isLoading) return <Loader aria-label="Mahnungen werden geladen" />;
  if (antrag.isError || rechnungen.isError)
    return <Alert color="red">{errorMessage(antrag.error ?? rechnungen.error)}</Alert>;
  const a = antrag.data;
  const liste = rechnungen.data ?? [];
  if (!a) return null;
  const auswahl = gewaehlt !== undefined ? gewaehlt : liste.length === 1 ? (liste[0]?.rechnungId ?? null) : null;

  const erstellen = async (vorzeitigGrund?: string) => {
    if (!auswahl) {
      notifyError(MAHNUNG_MSG.rechnungWaehlen);
      return;
    }
    try {
      const m = await neu.mutateAsync(
        vorzeitigGrund === undefined ? { rechnungId: auswahl } : { rechnungId: auswahl, vorzeitigGrund },
      );
      if (!m.id) throw new Error(MAHNUNG_MSG.erstellenFehler);
      await utils.mahnung.invalidate();
      void navigate(editMahnungPath(m.id));
    } catch (error) {
      const feld = fieldErrorsOf(error).find((e) => e.field === MAHNUNG_VORZEITIG_FIELD);
      if (feld && vorzeitigGrund === undefined) {
        // not refused for good: the form below asks for the reason
        setVorzeitig({ rechnungId: auswahl, message: errorMessage(error) });
        setGrundFehler(null);
      } else if (feld) {
        setGrundFehler(feld.message);
      } else {
        notifyError(`${MAHNUNG_MSG.erstellenFehler} - ${errorMessage(error)}`);
      }
    }
  };
  const trotzdemErstellen = () => {
    if (grund.trim().length < 10) {
      setGrundFehler(MAHNUNG_MSG.vorzeitigGrund);
      return;
    }
    void erstellen(grund.trim());
  };
  const vorzeitigOffen = vorzeitig !== null && vorzeitig.rechnungId === auswahl;

  const verfahrenBeenden = async () => {
    setFrage(false);
    try {
      await beenden.mutateAsync({ auftragId });
      await utils.mahnung.invalidate();
      notifySuccess('Vorgang Erfolgreich.');
    } catch (error) {
      notifyError(`Fehler beim Vorgang - ${errorMessage(error)}`);
    }
  };

  return (
    <>
      <PageTitle title={`Mahnungen zum Auftrag ${a.vorgangsnummer}`}>
        <Button
          component={Link}
          to={MAHNUNGEN_PATH}
          variant="subtle"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          Zurück zur Übersicht
        </Button>
      </PageTitle>
      <Stack gap="md">
        <Group gap="md" wrap="wrap">
          <Text size="sm">
            {a.firma ? `${a.firma} · ` : ''}
            {a.antragsteller} · Status: {a.antragStatusText}
          </Text>
          <Anchor component={Link} to={rechnungenAuftragPath(auftragId)} size="sm">
            Rechnungen des Auftrags
          </Anchor>
        </Group>
        {a.beendet ? (
          <Alert
            color="gray"
            variant="light"
            title={MAHNUNG_MSG.beendet}
            styles={{ title: { color: 'var(--mantine-color-text)' } }}
          >
            <Text size="sm" c="dark.8">
              Für diesen Auftrag werden keine weiteren Mahnungen erstellt.
            </Text>
          </Alert>
        ) : (
          <Paper withBorder p="md" radius="md">
            <Group align="flex-end" gap="sm" wrap="wrap">
              <Select
                label="Rechnung"
                placeholder="Rechnung auswählen"
                data={liste.map((r) => ({
                  value: r.rechnungId,
                  label: `${r.rechnungsNummer ?? ''} · ${formatMoney(r.bruttoPreis)}${r.naechsteStufe ? ` · nächste: ${stufeText(r.naechsteStufe)}` : ''}`,
                  disabled: !r.naechsteStufe,
                }))}
                value={auswahl}
                onChange={(v) => {
                  setGewaehlt(v);
                  setVorzeitig(null);
                }}
                w={380}
                allowDeselect
              />
              <Button
                leftSection={<IconCirclePlus size={16} aria-hidden />}
                loading={neu.isPending && !vorzeitigOffen}
                disabled={vorzeitigOffen}
                onClick={() => void erstellen()}
              >
                Neue Mahnung erstellen
              </Button>
              <Button
                color="red"
                variant="light"
                c="red.9"
                leftSection={<IconHandStop size={16} aria-hidden />}
                loading={beenden.isPending}
                onClick={() => setFrage(true)}
              >
                {MAHNUNG_MSG.beendenButton}
              </Button>
            </Group>
            {vorzeitigOffen && (
              <Alert
                mt="md"
                color="yellow"
                variant="light"
                role="alert"
                icon={<IconAlertTriangle size={18} aria-hidden />}
                title="Die Rechnung ist noch nicht fällig"
                styles={{ title: { color: 'var(--mantine-color-text)' } }}
              >
                <Stack gap="sm">
                  <Text size="sm" c="dark.8">
                    {vorzeitig.message}
                  </Text>
                  <Textarea
                    label="Begründung für die Mahnung vor Fälligkeit"
                    description="Die Begründung wird mit der Mahnung gespeichert und beim Versand in die Historie geschrieben."
                    required
                    autosize
                    minRows={2}
                    maxLength={500}
                    value={grund}
                    onChange={(e) => {
                      setGrund(e.currentTarget.value);
                      setGrundFehler(null);
                    }}
                    error={grundFehler}
                    maw={640}
                  />
                  <Group gap="sm">
                    <Button loading={neu.isPending} onClick={trotzdemErstellen}>
                      Mahnung trotzdem erstellen
                    </Button>
                    <Button variant="default" onClick={() => setVorzeitig(null)}>
                      Abbrechen
                    </Button>
                  </Group>
                </Stack>
              </Alert>
            )}
          </Paper>
        )}
        {liste.length === 0 && <Text>Noch keine Rechnungen für diesen Auftrag</Text>}
        {liste.map((r) => (
          <RechnungMahnungen key={r.rechnungId} r={r} hervorheben={r.rechnungId === rechnungId} />
        ))}
      </Stack>
      <ConfirmDialog
        opened={frage}
        title={MAHNUNG_MSG.beendenButton}
        message="Das Mahnverfahren wird für den ganzen Auftrag beendet (Status 'Mahnung Verfahren beendet'); offene Mahnungen werden geschlossen. Fortfahren?"
        confirmLabel="Beenden"
        onConfirm={() => void verfahrenBeenden()}
        onClose={() => setFrage(false)}
      />
    </>
  );
}
