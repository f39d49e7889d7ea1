import {
  Alert,
  Anchor,
  Box,
  Button,
  FileInput,
  Group,
  Loader,
  Paper,
  Progress,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { PDF_MSG, PDF_PROCESSING, type TProcessedPdfAnswer } from '@lap/contracts';
import { notifyError, notifySuccess, PageTitle } from '@lap/ui';
import { IconArrowLeft, IconDownload, IconFileTypePdf, IconSearch, IconSend } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage, trpc } from '../../../trpc';
import { readableAlert } from '../../versorger-upload/alert-styles';
import { aidOf, validatePdfForm, type PdfFormErrors } from '../pdf-form';
import { startProcessPdf } from '../start-process-pdf';

const ERROR_MS = 5000;
const icon = { size: 16, 'aria-hidden': true } as const;

/**
 * /pdfprocessing (spec 001 §2; issue 17): Auftragsnummer* and Domain Name* (?aid= prefills the order number — an AS…
 * number or an order id), an optional PDF of the operator; 'Senden' starts the stamping (StartProcessPdf), the page then
 * asks PostProcessedPdf until the stamped PDF is filed and offers its download. 'Verarbeitung prüfen' (the spec's test
 * button) asks for the state of the last processing of that order and supplier without sending anything.
 */
export function PdfProcessingPage() {
  const [search] = useSearchParams();
  const aid = aidOf(search.get('aid'));
  const utils = trpc.useUtils();
  const auftrag = trpc.auftrag.byId.useQuery(
    { auftragId: aid && 'auftragId' in aid ? aid.auftragId : '' },
    { enabled: !!aid && 'auftragId' in aid, retry: false },
  );

  const [auftragsNr, setAuftragsNr] = useState(aid && 'auftragsNr' in aid ? aid.auftragsNr : '');
  const [domain, setDomain] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<PdfFormErrors>({});
  const [sending, setSending] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [polling, setPolling] = useState(false);
  const [checking, setChecking] = useState(false);
  const [result, setResult] = useState<TProcessedPdfAnswer | null>(null);
  const [startFehler, setStartFehler] = useState<string | null>(null);
  const pollRun = useRef(0);

  // an order id in ?aid= fills in its Vorgangsnummer once known (unless the user typed one already)
  const geladeneNr = auftrag.data?.vorgangsnummer;
  useEffect(() => {
    if (geladeneNr) setAuftragsNr((current) => current || geladeneNr);
  }, [geladeneNr]);
  useEffect(() => () => void (pollRun.current += 1), []);

  const ask = () =>
    utils.client.pdfProcessing.processed.query({ domain: domain.trim(), auftragsNr: auftragsNr.trim() });

  const check = (): boolean => {
    const found = validatePdfForm({ auftragsNr, domain });
    setErrors(found ?? {});
    return found === null;
  };

  /** Asks PostProcessedPdf every pollMs until the processing ended (or pollMaxMs passed). */
  const poll = async () => {
    const run = ++pollRun.current;
    setPolling(true);
    const until = Date.now() + PDF_PROCESSING.pollMaxMs;
    try {
      while (run === pollRun.current) {
        const answer = await ask();
        if (run !== pollRun.current) return;
        setResult(answer);
        if (answer.status !== 'laeuft') return;
        if (Date.now() > until) {
          setResult({ ...answer, message: PDF_MSG.zeitUeberschritten });
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, PDF_PROCESSING.pollMs));
      }
    } catch (error) {
      notifyError(PDF_MSG.abrufFehler(errorMessage(error)), ERROR_MS);
    } finally {
      if (run === pollRun.current) setPolling(false);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setStartFehler(null);
    if (!check()) return;
    pollRun.current += 1;
    setResult(null);
    setSending(true);
    setProgress(file ? 0 : null);
    try {
      const ok = await startProcessPdf({ auftragsNr, domain, file }, (loaded, total) =>
        setProgress(total > 0 ? Math.round((loaded / total) * 100) : null),
      );
      if (!ok) throw new Error(PDF_MSG.fehler);
      notifySuccess(PDF_MSG.gestartet);
      void poll();
    } catch (error) {
      notifyError(PDF_MSG.fehler, ERROR_MS);
      setStartFehler(error instanceof Error ? error.message : PDF_MSG.fehler);
    } finally {
      setSending(false);
      setProgress(null);
    }
  };

  /** The spec's test button: the state of the last processing, nothing sent. */
  const onPruefen = async () => {
    setStartFehler(null);
    if (!check()) return;
    pollRun.current += 1;
    setPolling(false);
    setChecking(true);
    try {
      setResult(await ask());
    } catch (error) {
      notifyError(PDF_MSG.abrufFehler(errorMessage(error)), ERROR_MS);
    } finally {
      setChecking(false);
    }
  };

  const auftragId = aid && 'auftragId' in aid ? aid.auftragId : null;
  const busy = sending || polling;
  return (
    <Box maw={760} mx="auto">
      <PageTitle title={PDF_MSG.titel}>
        {auftragId && (
          <Button
            component={Link}
            to={`/bearbeitungslist/${encodeURIComponent(auftragId)}`}
            variant="default"
            leftSection={<IconArrowLeft {...icon} />}
          >
            Zurück zum Auftrag
          </Button>
        )}
      </PageTitle>
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={PDF_MSG.titel}>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              Die PDF des Netzbetreibers erhält auf jeder Seite einen Stempel mit Vorgangsnummer, Netzbetreiber und
              Eingangsdatum und wird beim Netzbetreiber des Auftrags abgelegt, dessen E-Mail-Adresse zur Domain gehört.
            </Text>
            <TextInput
              label={PDF_MSG.labelAuftragsnummer}
              placeholder="AS2026-000123"
              value={auftragsNr}
              onChange={(e) => setAuftragsNr(e.currentTarget.value)}
              error={errors.auftragsNr}
              required
              withAsterisk={false}
              autoComplete="off"
              maxLength={40}
            />
            <TextInput
              label={PDF_MSG.labelDomain}
              placeholder="netz-beispiel.de"
              value={domain}
              onChange={(e) => setDomain(e.currentTarget.value)}
              error={errors.domain}
              required
              withAsterisk={false}
              autoComplete="off"
              maxLength={300}
            />
            <FileInput
              label={PDF_MSG.labelDatei}
              description={PDF_MSG.dateiHinweis}
              placeholder="PDF-Datei auswählen"
              accept="application/pdf,.pdf"
              value={file}
              onChange={setFile}
              clearable
              clearButtonProps={{ 'aria-label': 'Datei entfernen' }}
              leftSection={<IconFileTypePdf {...icon} />}
              // Mantine draws the placeholder as text in light grey (contrast 2.5:1): dark enough to read
              styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
            />
            {errors.message && (
              <Alert color="red" role="alert" variant="light" styles={readableAlert('red')}>
                {errors.message}
              </Alert>
            )}
            {startFehler && (
              <Alert color="red" role="alert" variant="light" title={PDF_MSG.fehler} styles={readableAlert('red')}>
                {startFehler}
              </Alert>
            )}
            {progress !== null && <Progress value={progress} aria-label="Hochladen" size="sm" />}
            <Group>
              <Button type="submit" loading={sending} disabled={polling} leftSection={<IconSend {...icon} />}>
                {PDF_MSG.senden}
              </Button>
              <Button
                variant="default"
                onClick={() => void onPruefen()}
                loading={checking}
                disabled={busy}
                leftSection={<IconSearch {...icon} />}
              >
                {PDF_MSG.pruefen}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <Box mt="md" aria-live="polite">
        {polling && (
          <Group gap="xs">
            <Loader size="sm" aria-hidden />
            <Text size="sm">{PDF_MSG.laeuftHinweis}</Text>
          </Group>
        )}
        {result && !polling && <ErgebnisAnzeige result={result} />}
      </Box>
    </Box>
  );
}

function ErgebnisAnzeige({ result }: { result: TProcessedPdfAnswer }) {
  const color = result.status === 'fertig' ? 'green' : result.status === 'fehler' ? 'red' : 'blue';
  return (
    <Alert color={color} variant="light" title={result.message} styles={readableAlert(color)}>
      {result.data ? (
        <Anchor href={result.data} download={result.fileName ?? true} fw={500}>
          <Group gap={6} component="span">
            <IconDownload {...icon} />
            {PDF_MSG.download}
            {result.fileName ? ` (${result.fileName})` : ''}
          </Group>
        </Anchor>
      ) : null}
    </Alert>
  );
}
