import { Button, Group } from '@mantine/core';
import { anfrageflaecheDatei } from '@lap/domain';
import { IconFileDownload } from '@tabler/icons-react';
import { trpc } from '../../../trpc';
import { dateiSpeichern } from '../download';

export interface AnfrageflaecheExportProps {
  antrag: { id: string; vorgangsnummer: string; ort?: string | null; vorhaben?: string | null };
}

/**
 * Map export of the request area (spec 001 §2): A{n}_Anfrageflaeche.json (GeoJSON) and .kml, made in the browser from
 * the shapes the map shows, with the same function that makes the operator mail's attachments.
 */
export function AnfrageflaecheExport({ antrag }: AnfrageflaecheExportProps) {
  const features = trpc.antrag.features.useQuery({ antragId: antrag.id });
  const list = (features.data ?? []).map((f) => ({ featureId: f.featureId, wkt: f.wkt }));
  const save = (ext: 'json' | 'kml'): void => {
    const datei = anfrageflaecheDatei(list, antrag, ext);
    dateiSpeichern(datei.dateiname, new Blob([datei.inhalt], { type: `${datei.contentType};charset=utf-8` }));
  };
  const disabled = !features.data || list.length === 0;
  return (
    <Group gap="xs" role="group" aria-label="Export der Anfragefläche">
      <Button
        variant="default"
        size="sm"
        leftSection={<IconFileDownload size={16} aria-hidden />}
        disabled={disabled}
        onClick={() => save('json')}
      >
        Anfragefläche als GeoJSON
      </Button>
      <Button
        variant="default"
        size="sm"
        leftSection={<IconFileDownload size={16} aria-hidden />}
        disabled={disabled}
        onClick={() => save('kml')}
      >
        Anfragefläche als KML
      </Button>
    </Group>
  );
}
