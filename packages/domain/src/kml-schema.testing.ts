/// <reference types="vite/client" />
// Test helper (vitest only): validates a KML document against the official OGC KML 2.2 XML Schema (ogckml22.xsd with
// its imports atom-author-link.xsd and xAL.xsd, shipped under test-fixtures/kml22/) using libxml2's xmllint compiled to
// WebAssembly (xmllint-wasm): no native build, no network. The schemas are read through vite's `?raw` imports.

import { validateXML } from 'xmllint-wasm';
import atomAuthorLinkXsd from '../test-fixtures/kml22/atom-author-link.xsd?raw';
import ogcKml22Xsd from '../test-fixtures/kml22/ogckml22.xsd?raw';
import xalXsd from '../test-fixtures/kml22/xAL.xsd?raw';

export interface TKmlSchemaResult {
  valid: boolean;
  /** xmllint's messages, e.g. "element bogus: Schemas validity error : Element '{…}bogus': This element is not expected. …". */
  errors: string[];
}

/** Validates `kml` (UTF-8 text) against ogckml22.xsd; a schema that cannot be loaded rejects the promise. */
export async function validateKml22(kml: string): Promise<TKmlSchemaResult> {
  const result = await validateXML({
    xml: [{ fileName: 'document.kml', contents: kml }],
    schema: [{ fileName: 'ogckml22.xsd', contents: ogcKml22Xsd }],
    // The file names the imports in ogckml22.xsd point to (schemaLocation="atom-author-link.xsd" / "xAL.xsd").
    preload: [
      { fileName: 'atom-author-link.xsd', contents: atomAuthorLinkXsd },
      { fileName: 'xAL.xsd', contents: xalXsd },
    ],
  });
  return { valid: result.valid, errors: result.errors.map((e) => e.rawMessage) };
}
