import {
  Alert,
  Anchor,
  Button,
  FileInput,
  Group,
  Image,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  FORMFILLER_MSG,
  isHttpUrl,
  XSRF_COOKIE,
  XSRF_HEADER,
  type TFormfillerFeld,
  type TFormfillerZuordnung,
} from '@lap/contracts';
import { formfillerVorschlaege } from '@lap/domain';
import { notifyError, notifySuccess, PageTitle } from '@lap/ui';
import { IconArrowLeft, IconDownload, IconFileTypePdf, IconWorldWww } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { LoadGate } from '../../shell/components/LoadGate';
import { errorMessage, readCookie, trpc } from '../../../trpc';
import { FORMFILLER_UI } from '../messages';
import { ausgefuellterName, fuellePdf, lesePdfFelder } from '../pdf-form';
import { FeldTabelle, type TZeile } from './FeldTabelle';
import { AuftragsDaten } from './AuftragsDaten';

type TModus = 'online' | 'pdf';

/** The proposal of the shared mapping as editable rows. */
function zeilenAus(felder: TFormfillerFeld[], werte: Record<string, string>): TZeile[] {
  return formfillerVorschlaege(felder, werte).map((v) => ({
    include: v.include,
    key: v.key,
    value: v.value,
    checked: v.checked ?? false,
  }));
}

/** The confirmed rows as the fill's mapping. */
function zuordnungAus(felder: TFormfillerFeld[], zeilen: TZeile[]): TFormfillerZuordnung[] {
  return felder.flatMap((f) => {
    const z = zeilen[f.index];
    if (!z?.include) return [];
    const haken = f.type === 'checkbox' || f.type === 'radio';
    return [
      { index: f.index, name: f.name, id: f.id, value: haken ? '' : z.value, ...(haken ? { checked: z.checked } : {}) },
    ];
  });
}

/** Ends the server's browser session when the tab goes away (the SPA's own navigation uses the mutation). */
function closeOnPageHide(): () => void {
  const handler = () => {
    const token = readCookie(XSRF_COOKIE, document.cookie);
    void fetch('/api/Formfiller/ClosePuppet', {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', ...(token ? { [XSRF_HEADER]: token } : {}) },
      body: '{}',
    }).catch(() => undefined);
  };
  window.addEventListener('pagehide', handler);
  return () => window.removeEventListener('pagehide', handler);
}

/** /formfiller/{auftragId} (spec 001 §2): fills the order's data into an operator's online form or AcroForm PDF. */
export function FormfillerPage() {
  const { auftragId = '' } = useParams();
  const [search] = useSearchParams();
  const daten = trpc.formfiller.antrag.useQuery({ auftragId }, { retry: false });
  const [modus, setModus] = useState<TModus>('online');
  // prefilled from the supplier row's portal link; anything but http(s) is not offered to open
  const [url, setUrl] = useState(() => {
    const vorgabe = search.get('url') ?? '';
    return isHttpUrl(vorgabe) ? vorgabe : '';
  });
  const [felder, setFelder] = useState<TFormfillerFeld[] | null>(null);
  const [zeilen, setZeilen] = useState<TZeile[]>([]);
  const [fehler, setFehler] = useState<string | null>(null);
  const [bild, setBild] = useState<string | null>(null);
  const [pdfDatei, setPdfDatei] = useState<File | null>(null);
  const [download, setDownload] = useState<{ href: string; name: string } | null>(null);
  const scan = trpc.formfiller.scan.useMutation();
  const fill = trpc.formfiller.fill.useMutation();
  const close = trpc.formfiller.close.useMutation();
  const utils = trpc.useUtils();
  const [pdfBusy, setPdfBusy] = useState(false);
  const closeRef = useRef(close.mutate);
  closeRef.current = close.mutate;

  useEffect(() => {
    const off = closeOnPageHide();
    return () => {
      off();
      closeRef.current();
    };
  }, []);
  useEffect(
    () => () => {
      if (download) URL.revokeObjectURL(download.href);
    },
    [download],
  );

  const werte = daten.data?.werte ?? {};
  const zuruecksetzen = () => {
    setFelder(null);
    setZeilen([]);
    setFehler(null);
    setBild(null);
    setDownload(null);
  };
  const uebernehmen = (neu: TFormfillerFeld[]) => {
    setFelder(neu);
    setZeilen(zeilenAus(neu, werte));
    setFehler(neu.length === 0 ? FORMFILLER_MSG.keineFelder : null);
  };

  const laden = async () => {
    zuruecksetzen();
    try {
      const ergebnis = await scan.mutateAsync({ auftragId, url });
      setUrl(ergebnis.url);
      uebernehmen(ergebnis.formFields);
    } catch (error) {
      setFehler(`${FORMFILLER_MSG.keineFelder} (${errorMessage(error)})`);
    }
  };

  const browserUrlLaden = async () => {
    try {
      const { url: aktuell } = await utils.formfiller.puppetUrl.fetch(undefined, { staleTime: 0 });
      if (aktuell) setUrl(aktuell);
      else notifyError(FORMFILLER_UI.keinUrl);
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };

  const einfuegenOnline = async () => {
    if (!felder) return;
    const zuordnung = zuordnungAus(felder, zeilen);
    if (zuordnung.length === 0) return notifyError(FORMFILLER_MSG.keineZuordnung);
    try {
      const ergebnis = await fill.mutateAsync({ auftragId, url, zuordnung });
      setFelder(ergebnis.formFields);
      setBild(ergebnis.screenshot);
      notifySuccess(ergebnis.message);
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };

  const pdfLesen = async (file: File | null) => {
    zuruecksetzen();
    setPdfDatei(file);
    if (!file) return;
    if (!/\.pdf$/i.test(file.name)) return setFehler(FORMFILLER_MSG.pdfKeinPdf);
    setPdfBusy(true);
    try {
      uebernehmen(await lesePdfFelder(new Uint8Array(await file.arrayBuffer())));
    } catch {
      setFehler(`${FORMFILLER_MSG.keineFelder} (${FORMFILLER_MSG.pdfFehler})`);
    } finally {
      setPdfBusy(false);
    }
  };

  const einfuegenPdf = async () => {
    if (!felder || !pdfDatei) return;
    const zuordnung = zuordnungAus(felder, zeilen);
    if (zuordnung.length === 0) return notifyError(FORMFILLER_MSG.keineZuordnung);
    setPdfBusy(true);
    try {
      const { pdf } = await fuellePdf(new Uint8Array(await pdfDatei.arrayBuffer()), felder, zuordnung);
      const blob = new Blob([pdf as BlobPart], { type: 'application/pdf' });
      const name = ausgefuellterName(pdfDatei.name);
      setDownload({ href: URL.createObjectURL(blob), name });
      notifySuccess(FORMFILLER_MSG.pdfFertig);
    } catch {
      notifyError(FORMFILLER_MSG.pdfFehler);
    } finally {
      setPdfBusy(false);
    }
  };

  return (
    <LoadGate
      error={daten.error}
      ready={Boolean(daten.data)}
      loadingLabel="Auftragsdaten werden geladen"
      notFoundTitle="Auftrag nicht gefunden"
    >
      {() => (
        <Stack gap="md">
          <PageTitle title={FORMFILLER_UI.titel(daten.data?.vorgangsnummer ?? '')}>
            <Button
              component={Link}
              to={`/bearbeitungslist/${auftragId}`}
              variant="default"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
            >
              {FORMFILLER_UI.zurueck}
            </Button>
          </PageTitle>
          {daten.data && <AuftragsDaten daten={daten.data} />}
          <SegmentedControl
            aria-label="Art des Formulars"
            value={modus}
            onChange={(v) => {
              zuruecksetzen();
              setModus(v as TModus);
            }}
            data={[
              { value: 'online', label: FORMFILLER_UI.online },
              { value: 'pdf', label: FORMFILLER_UI.pdf },
            ]}
            w="fit-content"
          />
          <Paper withBorder p="md" radius="sm">
            {modus === 'online' ? (
              <form
                onSubmit={(e) => {
                  e.preventDefault();
                  void laden();
                }}
              >
                <Group align="flex-end" gap="sm" wrap="wrap">
                  <TextInput
                    label={FORMFILLER_UI.urlLabel}
                    type="url"
                    placeholder="https://…"
                    value={url}
                    onChange={(e) => setUrl(e.currentTarget.value)}
                    leftSection={<IconWorldWww size={16} aria-hidden />}
                    style={{ flex: 1, minWidth: 320 }}
                    maxLength={2000}
                  />
                  <Button type="submit" loading={scan.isPending} disabled={url.trim() === ''}>
                    {FORMFILLER_UI.laden}
                  </Button>
                  <Button variant="default" onClick={() => void browserUrlLaden()}>
                    {FORMFILLER_UI.browserUrlLaden}
                  </Button>
                </Group>
              </form>
            ) : (
              <FileInput
                label={FORMFILLER_UI.pdfLabel}
                accept=".pdf,application/pdf"
                placeholder="Datei wählen (.pdf)"
                value={pdfDatei}
                onChange={(f) => void pdfLesen(f)}
                leftSection={<IconFileTypePdf size={16} aria-hidden />}
                clearable
                clearButtonProps={{ 'aria-label': 'Datei entfernen' }}
                maw={520}
              />
            )}
          </Paper>
          {fehler && (
            <Alert color="red.9" role="alert" title={FORMFILLER_MSG.keineFelder}>
              {fehler === FORMFILLER_MSG.keineFelder ? null : fehler}
            </Alert>
          )}
          {felder && felder.length > 0 && (
            <Stack gap="sm">
              <Text size="sm">{FORMFILLER_UI.zuordnungHinweis}</Text>
              <FeldTabelle
                felder={felder}
                zeilen={zeilen}
                onChange={(i, z) => setZeilen((alt) => alt.map((x, j) => (j === i ? z : x)))}
              />
              <Group>
                <Button
                  onClick={() => void (modus === 'online' ? einfuegenOnline() : einfuegenPdf())}
                  loading={fill.isPending || pdfBusy}
                >
                  {FORMFILLER_UI.einfuegen}
                </Button>
                {download && (
                  <Anchor href={download.href} download={download.name} data-testid="pdf-download">
                    <Group gap={4}>
                      <IconDownload size={16} aria-hidden />
                      {FORMFILLER_UI.herunterladen(download.name)}
                    </Group>
                  </Anchor>
                )}
              </Group>
            </Stack>
          )}
          {bild && (
            <Paper withBorder p="xs" radius="sm">
              <Image src={bild} alt={FORMFILLER_UI.bildAlt} fit="contain" />
            </Paper>
          )}
        </Stack>
      )}
    </LoadGate>
  );
}
