import { DRUCK_MSG, MSG, type TDruckErgebnis, type TDruckJobInput } from '@lap/contracts';
import { notifyError, notifySuccess } from '@lap/ui';
import type { KartenDruck } from '@lap/ui/map';
import { useCallback, useMemo } from 'react';
import { errorMessage, trpc } from '../../../trpc';
import { dateinameAusHeader, dateiSpeichern, druckDateiUrl } from '../download';

/** The PDF of a finished print job, fetched from DownloadDatei (the name comes from the response header); else the German reason. */
async function ladePdf(projectId: string, fileName: string): Promise<{ name: string; blob: Blob } | { grund: string }> {
  try {
    const res = await fetch(druckDateiUrl(projectId, fileName), { credentials: 'same-origin' });
    if (!res.ok) return { grund: res.status === 404 ? DRUCK_MSG.dateiNichtGefunden : MSG.serverfehler };
    return { name: dateinameAusHeader(res.headers.get('content-disposition')) ?? fileName, blob: await res.blob() };
  } catch {
    return { grund: MSG.serverfehler };
  }
}

/**
 * Map print for one Antrag (spec 001 §2 'Map print', §7 Print): the server's templates and scales, and the print call
 * (PrintMap, then the PDF from DownloadDatei). undefined until templates and scales are loaded.
 * Toasts: 'Druckvorgang erfolgreich.' once the PDF is in hand (then the download starts), else 'Fehler beim Drucken' (5 s).
 */
export function useKartendruck(antragId: string, vorgangsnummer: string | undefined): KartenDruck | undefined {
  const vorlagen = trpc.druck.vorlagen.useQuery(undefined, { staleTime: Infinity });
  const massstaebe = trpc.druck.massstaebe.useQuery(undefined, { staleTime: Infinity });
  const { mutateAsync } = trpc.druck.drucken.useMutation();

  const drucken = useCallback<KartenDruck['drucken']>(
    async ({ vorlage, scale, bereiche }) => {
      const jobs: TDruckJobInput[] = bereiche.map((extents) => ({
        extents,
        id_projekt: antragId,
        template: vorlage.name,
        scale,
        epsg_code: 4326,
        rotation: 0,
        ...(vorgangsnummer ? { vorgang: vorgangsnummer } : {}),
      }));
      let ergebnis: TDruckErgebnis;
      try {
        ergebnis = await mutateAsync(jobs);
      } catch (error) {
        notifyError(DRUCK_MSG.fehler);
        return { ok: false, grund: errorMessage(error) };
      }
      const pdf = await ladePdf(ergebnis.data.projectId, ergebnis.data.fileName);
      if ('grund' in pdf) {
        notifyError(DRUCK_MSG.fehler);
        return { ok: false, grund: pdf.grund };
      }
      notifySuccess(DRUCK_MSG.erfolgreich);
      dateiSpeichern(pdf.name, pdf.blob);
      return { ok: true };
    },
    [antragId, vorgangsnummer, mutateAsync],
  );

  return useMemo(
    () =>
      vorlagen.data && massstaebe.data ? { vorlagen: vorlagen.data, massstaebe: massstaebe.data, drucken } : undefined,
    [vorlagen.data, massstaebe.data, drucken],
  );
}
