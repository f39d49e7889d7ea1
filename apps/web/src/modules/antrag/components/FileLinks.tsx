import { Text } from '@mantine/core';
import type { TAntragFile } from '@lap/contracts';
import { FileTable } from '@lap/ui/upload';

/** A read-only list of downloadable files (the shared file table without delete); `href` builds each address. */
export function FileLinks({ files, href, loading, label }: { files: TAntragFile[] | undefined; href: (file: TAntragFile) => string; loading?: boolean; label?: string }) {
  if (loading) return <Text c="dimmed">Dateien werden geladen …</Text>;
  return <FileTable files={files ?? []} downloadUrl={href} label={label} />;
}

const enc = encodeURIComponent;
export const antragFileByName = (antragId: string) => (f: TAntragFile) => `/api/Antrag/DownloadAntragDateiByName/${enc(antragId)}/${enc(f.displayTxt)}`;
export const dokumentFileByName = (antragId: string) => (f: TAntragFile) => `/api/Antrag/DownloadDokumenteDatei/${enc(antragId)}/${enc(f.displayTxt)}`;
