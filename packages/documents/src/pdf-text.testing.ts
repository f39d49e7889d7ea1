// Reads a rendered PDF back for the tests: the text of each page (whitespace collapsed) and its metadata.
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';

export async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  // pdf.js takes ownership of the buffer it is given, so it gets a copy.
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: false });
  return text.map((page) => page.replace(/\s+/g, ' ').trim());
}

export async function metadata(
  bytes: Uint8Array,
): Promise<{ title?: string; author?: string; language?: string; pages: number }> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const lang = doc.catalog.lookupMaybe(PDFName.of('Lang'), PDFString);
  return { title: doc.getTitle(), author: doc.getAuthor(), language: lang?.decodeText(), pages: doc.getPageCount() };
}
