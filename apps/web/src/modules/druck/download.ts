// Downloads of the map view (issue 17): the print PDF (GET api/Print/DownloadDatei/{projectId}/{fileName}, saved under
// the name from the response header) and the request area files made in the browser.

const enc = encodeURIComponent;

/** spec 001 §7 Print: where the PDF of a print job is fetched. */
export const druckDateiUrl = (projectId: string, fileName: string): string =>
  `/api/Print/DownloadDatei/${enc(projectId)}/${enc(fileName)}`;

/**
 * The file name of a content-disposition header: RFC 5987 `filename*=UTF-8''…` wins over `filename="…"`; null when the
 * header has none. Path parts are cut off (a name is never a path).
 */
export function dateinameAusHeader(header: string | null | undefined): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  let name: string | null = null;
  if (star?.[1]) {
    try {
      name = decodeURIComponent(star[1].trim());
    } catch {
      name = null;
    }
  }
  if (name === null) {
    const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/.exec(header);
    name = plain ? (plain[1] ?? plain[2] ?? '').replace(/\\(.)/g, '$1').trim() : null;
  }
  const base = name?.split(/[\\/]/).pop()?.trim() ?? '';
  return base === '' ? null : base;
}

/** Hands a file to the browser's download under `dateiname`. */
export function dateiSpeichern(dateiname: string, inhalt: Blob): void {
  const url = URL.createObjectURL(inhalt);
  const link = document.createElement('a');
  link.href = url;
  link.download = dateiname;
  document.body.append(link);
  link.click();
  link.remove();
  // the download has started from the URL; keep it a moment for slow browsers
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
