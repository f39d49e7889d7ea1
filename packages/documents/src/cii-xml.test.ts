// renderCiiXml must write exactly what @e-invoice-eu/core writes through xmlbuilder2: compared on the CII of real
// invoices (text with markup characters and entity-like sequences included) and on random trees in the library's
// object notation.
import { FormatFactoryService } from '@e-invoice-eu/core';
import { describe, expect, it, vi } from 'vitest';
import type * as CiiXml from './cii-xml.js';
import { xrechnungCii } from './erechnung.js';
import { KAEUFER_AT, KAEUFER_CH, KAEUFER_DE, rechnung, stornorechnung } from './rechnung-fixtures.testing.js';

// Every object erechnung.ts hands to renderCiiXml, as it was before rendering.
const inputs = vi.hoisted(() => [] as object[]);
vi.mock('./cii-xml.js', async (importOriginal) => {
  const actual = await importOriginal<typeof CiiXml>();
  return {
    renderCiiXml: (data: object) => {
      inputs.push(structuredClone(data));
      return actual.renderCiiXml(data);
    },
  };
});
const { renderCiiXml } = await vi.importActual<typeof CiiXml>('./cii-xml.js');

const SILENT = { log: () => undefined, warn: () => undefined, error: () => undefined };
// A service of the library's own, whose renderXML is still xmlbuilder2's.
const library = new FormatFactoryService().createFormatService('XRECHNUNG-CII', SILENT) as unknown as { renderXML(data: object): string };

type Outcome = { xml: string | null } | { error: string };
function outcome(render: (data: object) => string | null, data: object): Outcome {
  try {
    return { xml: render(structuredClone(data)) };
  } catch (error) {
    return { error: error instanceof Error ? error.constructor.name : 'unknown' };
  }
}

const HOSTILE = 'Müller & Söhne <Bau> "Nord" \'Süd\' &amp; &lt;x&gt; &#x41;&#66; &nbsp; &foo; & ; a&b;c >> \t Tab\r\nZeile 😀 ⵜ';

describe('renderCiiXml', () => {
  it('writes the CII of real invoices exactly as the library does', async () => {
    const kaeufer = { ...KAEUFER_DE, firma: HOSTILE, firmaZusatz: [HOSTILE] };
    const cases = [
      rechnung(),
      stornorechnung(),
      rechnung({ kaeufer: KAEUFER_AT }),
      rechnung({ kaeufer: KAEUFER_CH }),
      rechnung({
        kaeufer,
        bemerkung: HOSTILE,
        zahlungsbedingungen: HOSTILE,
        projektnummer: HOSTILE,
        positionen: [{ bezeichnung: HOSTILE, beschreibung: HOSTILE, artikelnummer: HOSTILE, anzahl: 1.5, einheit: HOSTILE, einzelpreisCent: 1999 }],
      }),
    ];
    for (const daten of cases) {
      inputs.length = 0;
      const xml = await xrechnungCii(daten);
      const [input] = inputs;
      if (!input) throw new Error('renderCiiXml was not called');
      const expected = library.renderXML(structuredClone(input));
      expect(renderCiiXml(structuredClone(input))).toBe(expected);
      expect(xml.startsWith(expected.slice(0, expected.indexOf('<ram:SellerTradeParty>')))).toBe(true);
    }
  });

  it('writes random trees in the object notation exactly as the library does, or leaves them to it', () => {
    let seed = 20261124;
    const random = (n: number): number => {
      seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff;
      return seed % n;
    };
    const pick = <T,>(items: readonly T[]): T => items[random(items.length)] as T;
    const texts = ['', 'x', '0', HOSTILE, 'a & b', '&amp;', '&#x3C;', '<', '"', "'", ' spaced ', '\n', 'Grüße'];
    const names = ['ram:A', 'ram:B', 'udt:C', 'ram:D'];
    const value = (depth: number): unknown => {
      switch (random(depth > 3 ? 3 : 9)) {
        case 0:
        case 1:
        case 2:
          return pick(texts);
        case 3:
          return tree(depth + 1);
        case 4:
          return Array.from({ length: random(3) }, () => value(depth + 1));
        case 5:
          return pick([null, undefined, 7, 2.5, true, {}, []]);
        case 6:
          return { '#': pick(texts), '@unitCode': pick(texts) };
        case 7:
          return { '#': { '#': pick(texts), '@currencyID': pick(texts) }, ...(random(3) === 0 ? { '@currencyID': pick(texts) } : {}) };
        default:
          return tree(depth + 1);
      }
    };
    const tree = (depth: number): Record<string, unknown> => {
      const node: Record<string, unknown> = {};
      for (let i = random(4); i > 0; i--) {
        const name = pick(names);
        node[name] = value(depth);
        if (random(4) === 0 && typeof node[name] === 'string') node[`${name}@schemeID`] = pick(texts);
      }
      return node;
    };
    let written = 0;
    for (let i = 0; i < 2000; i++) {
      const data = { 'rsm:Root': { ...tree(0), '@xmlns:rsm': 'urn:rsm', '@xmlns:ram': 'urn:ram', '@xmlns:udt': 'urn:udt' } };
      const ours = outcome(renderCiiXml, data);
      const theirs = outcome((d) => library.renderXML(d), data);
      if ('xml' in ours && ours.xml === null) continue;
      expect(ours).toEqual(theirs);
      written++;
    }
    expect(written).toBeGreaterThan(1800);
  });
});
