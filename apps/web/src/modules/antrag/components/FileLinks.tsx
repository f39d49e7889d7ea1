import { Text } from '@mantine/core';
import type { TAntragFile } from '@lap/contracts';
import { FileTable } from '@lap/ui/upload';

/** A read-only list of downloadable files (the shared file table without delete); `href` builds each address. */
export function FileLinks({
  files,
  href,
  loading,
  label,
  describe,
}: {
  files: TAntragFile[] | undefined;
  href: (file: TAntragFile) => string;
  loading?: boolean;
  label?: string;
  describe?: (file: TAntragFile) => string | null;
}) {
  if (loading) return <Text c="dimmed">Dateien werden geladen …</Text>;
  return <FileTable files={files ?? []} downloadUrl={href} label={label} describe={describe} />;
}

/**
 * What an invoice document is (issue 42: 'Rechnung_RE….pdf' and '…_ZUGFeRD.pdf' read as duplicates). The names are
 * the server's (dokumentNamen): {Rechnung|Stornorechnung}_{Nummer}.pdf, …_XRechnung.xml, …_ZUGFeRD.pdf.
 */
export function dokumentArt(file: Pick<TAntragFile, 'displayTxt'>): string | null {
  const name = file.displayTxt.toLowerCase();
  const storno = name.startsWith('stornorechnung_');
  if (!storno && !name.startsWith('rechnung_')) return null;
  const art = storno ? 'Stornorechnung' : 'Rechnung';
  if (name.endsWith('_zugferd.pdf')) return `E-${art} (ZUGFeRD: PDF mit eingebetteter XML-Rechnung)`;
  if (name.endsWith('_xrechnung.xml')) return `E-${art} (XRechnung: XML für Buchhaltungsprogramme)`;
  if (name.endsWith('.pdf')) return `${art} (PDF zum Lesen und Drucken)`;
  return null;
}

const enc = encodeURIComponent;
export const antragFileByName = (antragId: string) => (f: TAntragFile) =>
  `/api/Antrag/DownloadAntragDateiByName/${enc(antragId)}/${enc(f.displayTxt)}`;
export const dokumentFileByName = (antragId: string) => (f: TAntragFile) =>
  `/api/Antrag/DownloadDokumenteDatei/${enc(antragId)}/${enc(f.displayTxt)}`;
