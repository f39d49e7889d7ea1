import { labelOf, MAHNUNG_MAILTEXT_MAX, MAHNUNG_MIN_DAY, ZMahnungUpdate, type TMahnung } from '@lap/contracts';
import { formatDate, formatDateTime, formatMoney } from '@lap/domain';
import { ConfirmDialog, GermanDateInput, notifyError, notifySuccess, PageTitle } from '@lap/ui';
import { Alert, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconArrowLeft, IconCheck, IconDeviceFloppy, IconSend } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage, fieldErrorsOf, trpc } from '../../../trpc';
import { mahnungAuftragPath, mahnungSendenPath } from '../paths';

type Felder = 'rechnungsEmail' | 'betreff' | 'mailtext' | 'mahnungFaellig';
type Werte = Record<Felder, string>;
const werteAus = (m: TMahnung): Werte => ({
  rechnungsEmail: m.rechnungsEmail ?? '',
  betreff: m.betreff ?? '',
  mailtext: m.mailtext ?? '',
  mahnungFaellig: m.mahnungFaellig ?? '',
});

/** What the notice is about: invoice, amounts, level, state. */
export function MahnungKopf({ m }: { m: TMahnung }) {
  return (
    <Paper withBorder p="md" radius="md">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
        <Text size="sm">
          <strong>Stufe:</strong> {labelOf('mahnungStufe', m.mahnungStatus)}
        </Text>
        <Text size="sm">
          <strong>Rechnung:</strong> {m.rechnungsNummer} ({m.rechnungVersand ? formatDate(m.rechnungVersand) : '–'})
        </Text>
        <Text size="sm">
          <strong>Betrag:</strong> {formatMoney(m.bruttoPreis)} brutto
        </Text>
        <Text size="sm">
          <strong>Kunde:</strong> {[m.firma, m.antragsteller].filter(Boolean).join(', ')}
        </Text>
        <Text size="sm">
          <strong>Versendet:</strong> {m.mahnungDate ? formatDateTime(m.mahnungDate) : 'noch nicht'}
        </Text>
        <Text size="sm">
          <strong>Letzte Mahnung:</strong> {m.letzteMahnungDate ? formatDateTime(m.letzteMahnungDate) : '–'}
        </Text>
        <Text size="sm">
          <strong>Sachbearbeiter:</strong> {m.sachbearbeiter ?? '–'}
        </Text>
      </SimpleGrid>
    </Paper>
  );
}

/**
 * /editmahnung/{mahnungId} (also /editMahnung): e-mail, subject, text (at most 4000 characters, with a counter) and due date
 * (not before 01.07.2025) of an unsent notice; 'Abschließen' closes it. A sent notice is shown read-only.
 */
export function EditMahnungPage() {
  const { mahnungId = '' } = useParams();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const query = trpc.mahnung.get.useQuery({ mahnungId });
  const update = trpc.mahnung.update.useMutation();
  const abschliessen = trpc.mahnung.abschliessen.useMutation();
  const [werte, setWerte] = useState<Werte | null>(null);
  const [fehler, setFehler] = useState<Partial<Record<Felder, string>>>({});
  const [frage, setFrage] = useState(false);

  useEffect(() => {
    if (query.data) setWerte(werteAus(query.data));
  }, [query.data]);

  if (query.isLoading) return <Loader aria-label="Mahnung wird geladen" />;
  if (query.isError) return <Alert color="red">{errorMessage(query.error)}</Alert>;
  const m = query.data;
  if (!m || !werte) return null;
  const readOnly = !m.bearbeitbar;
  const set = (feld: Felder) => (value: string) => setWerte({ ...werte, [feld]: value });

  const speichern = async (): Promise<boolean> => {
    const parsed = ZMahnungUpdate.safeParse({ mahnungId, ...werte });
    if (!parsed.success) {
      const next: Partial<Record<Felder, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Felder] ??= issue.message;
      setFehler(next);
      return false;
    }
    setFehler({});
    try {
      const saved = await update.mutateAsync(parsed.data);
      utils.mahnung.get.setData({ mahnungId }, saved);
      await utils.mahnung.list.invalidate();
      notifySuccess('Speichern Erfolgreich.');
      return true;
    } catch (error) {
      const felder = fieldErrorsOf(error);
      if (felder.length) setFehler(Object.fromEntries(felder.map((f) => [f.field, f.message])));
      notifyError(`Fehler beim Speichern - ${errorMessage(error)}`);
      return false;
    }
  };

  const schliessen = async () => {
    setFrage(false);
    try {
      await abschliessen.mutateAsync({ mahnungId });
      await utils.mahnung.invalidate();
      notifySuccess('Vorgang Erfolgreich.');
    } catch (error) {
      notifyError(`Fehler beim Vorgang - ${errorMessage(error)}`);
    }
  };

  return (
    <>
      <PageTitle title={`Mahnung bearbeiten – ${m.vorgangsnummer}`}>
        <Button
          component={Link}
          to={mahnungAuftragPath(m.auftragId, m.rechnungId)}
          variant="subtle"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          Zurück zum Mahnverfahren
        </Button>
      </PageTitle>
      <Stack gap="md" maw={900}>
        <MahnungKopf m={m} />
        {m.vorzeitigGrund && (
          <Alert
            color="yellow"
            variant="light"
            title="Vor Fälligkeit der Rechnung erstellt"
            styles={{ title: { color: 'var(--mantine-color-text)' } }}
          >
            <Text size="sm" c="dark.8">
              Begründung: {m.vorzeitigGrund}
            </Text>
          </Alert>
        )}
        {readOnly && (
          <Alert color="gray" variant="light">
            <Text size="sm" c="dark.8">
              {m.versendet
                ? 'Diese Mahnung wurde versendet und kann nicht mehr geändert werden.'
                : 'Diese Mahnung ist abgeschlossen und kann nicht mehr geändert werden.'}
            </Text>
          </Alert>
        )}
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void speichern();
          }}
          noValidate
        >
          <Stack gap="sm">
            <TextInput
              label="Rechnungs-E-Mail"
              type="email"
              required
              value={werte.rechnungsEmail}
              onChange={(e) => set('rechnungsEmail')(e.currentTarget.value)}
              error={fehler.rechnungsEmail}
              readOnly={readOnly}
              maxLength={254}
            />
            <TextInput
              label="Betreff"
              required
              value={werte.betreff}
              onChange={(e) => set('betreff')(e.currentTarget.value)}
              error={fehler.betreff}
              readOnly={readOnly}
              maxLength={255}
            />
            <Textarea
              label="Mailtext"
              required
              autosize
              minRows={10}
              maxRows={24}
              value={werte.mailtext}
              onChange={(e) => set('mailtext')(e.currentTarget.value)}
              error={fehler.mailtext}
              readOnly={readOnly}
              description={`${werte.mailtext.length} / ${MAHNUNG_MAILTEXT_MAX} Zeichen`}
              maxLength={MAHNUNG_MAILTEXT_MAX}
            />
            <GermanDateInput
              label="Fällig am"
              required
              value={werte.mahnungFaellig || null}
              onChange={(d) => set('mahnungFaellig')(d ?? '')}
              minDate={MAHNUNG_MIN_DAY}
              error={fehler.mahnungFaellig}
              disabled={readOnly}
            />
            {!readOnly && (
              <Group gap="sm">
                <Button
                  type="submit"
                  leftSection={<IconDeviceFloppy size={16} aria-hidden />}
                  loading={update.isPending}
                >
                  Speichern
                </Button>
                <Button
                  variant="light"
                  leftSection={<IconSend size={16} aria-hidden />}
                  onClick={() => {
                    void speichern().then((ok) => {
                      if (ok) void navigate(mahnungSendenPath(mahnungId));
                    });
                  }}
                >
                  Speichern und weiter zum Senden
                </Button>
                <Button
                  variant="subtle"
                  color="gray"
                  c="gray.8"
                  leftSection={<IconCheck size={16} aria-hidden />}
                  onClick={() => setFrage(true)}
                >
                  Abschließen
                </Button>
              </Group>
            )}
          </Stack>
        </form>
      </Stack>
      <ConfirmDialog
        opened={frage}
        title="Mahnung abschließen"
        message="Die Mahnung wird abgeschlossen und nicht versendet. Fortfahren?"
        confirmLabel="Abschließen"
        onConfirm={() => void schliessen()}
        onClose={() => setFrage(false)}
      />
    </>
  );
}
