import { Anchor, List, Text } from '@mantine/core';
import { UPLOAD_MSG, type TAntragFile } from '@lap/contracts';
import { formatDateTime } from '@lap/domain';
import { IconDownload } from '@tabler/icons-react';

/** A plain list of downloadable files (read-only views); `href` builds each file's download address. */
export function FileLinks({ files, href, loading }: { files: TAntragFile[] | undefined; href: (file: TAntragFile) => string; loading?: boolean }) {
  if (loading) return <Text c="dimmed">Dateien werden geladen …</Text>;
  if (!files || files.length === 0) return <Text c="dimmed">{UPLOAD_MSG.keineDateien}</Text>;
  return (
    <List spacing={6} icon={<IconDownload size={16} aria-hidden />} center>
      {files.map((f) => (
        <List.Item key={f.id}>
          <Anchor href={href(f)} download={f.displayTxt}>
            {f.displayTxt}
          </Anchor>{' '}
          <Text span size="sm" c="dimmed">
            ({formatDateTime(f.createdAt)})
          </Text>
        </List.Item>
      ))}
    </List>
  );
}

const enc = encodeURIComponent;
export const antragFileByName = (antragId: string) => (f: TAntragFile) => `/api/Antrag/DownloadAntragDateiByName/${enc(antragId)}/${enc(f.displayTxt)}`;
export const dokumentFileByName = (antragId: string) => (f: TAntragFile) => `/api/Antrag/DownloadDokumenteDatei/${enc(antragId)}/${enc(f.displayTxt)}`;
