// renderCiiXml writes the layout @e-invoice-eu/core writes through xmlbuilder2 (compared byte for byte on real
// invoices and on random trees in the library's object notation whose texts need no escaping), but never decodes
// entity references (issue 42): whatever text it is given, a conforming XML parser (saxes; xmllint for the real
// invoice) reads the document and gets that text back, less the characters XML 1.0 forbids.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { FormatFactoryService } from '@e-invoice-eu/core';
import { SaxesParser } from 'saxes';
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
const library = new FormatFactoryService().createFormatService('XRECHNUNG-CII', SILENT) as unknown as {
  renderXML(data: object): string;
};

/** Text that needs no escaping: here our output and the library's must be the same bytes. */
const PLAIN = 'Müller Söhne Bau Nord Süd ; a=b c#d \t Tab\r\nZeile 😀 ⵜ';
/**
 * Text with markup characters, entity references the library decoded (an out-of-range one it threw on, one XML does
 * not define, a control character, escaped markup), characters XML 1.0 forbids and a lone surrogate.
 */
const HOSTILE = [
  'Müller & Söhne <Bau> "Nord" \'Süd\'',
  '&#99999999;',
  '&nbsp;',
  '&#1;',
  '&#x1F600;',
  '&lt;b&gt;fett&lt;/b&gt;',
  '&amp; &quot; &apos;',
  '&foo; & ; a&b;c >> ]]>',
  'Steuer\u0001zeichen\u0008 \u000B\u000C\u001F',
  'lone \uD800 surrogate \uDC00 \uFFFE\uFFFF',
  '\t Tab\r\nZeile 😀 ⵜ',
].join(' | ');

/** What a parser reads back from text written by xmlText: forbidden characters dropped, line ends normalized (XML 1.0 §2.11). */
const readBack = (text: string): string =>
  text
    .replace(
      // eslint-disable-next-line no-control-regex
      /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
      '',
    )
    .replace(/\r\n?/g, '\n');
/** An attribute value as a parser reads it back: also tab and line ends become spaces (XML 1.0 §3.3.3). */
const readBackAttribute = (text: string): string => readBack(text).replace(/[\t\n]/g, ' ');

type Event = ['open', string, Record<string, string>] | ['text', string] | ['close', string];
/** The document as a conforming, namespace-aware parser reads it; throws on anything not well-formed. */
function parse(xml: string): Event[] {
  const events: Event[] = [];
  const parser = new SaxesParser({ xmlns: true });
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) =>
    events.push(['open', tag.name, Object.fromEntries(Object.entries(tag.attributes).map(([k, a]) => [k, a.value]))]),
  );
  parser.on('text', (text) => events.push(['text', text]));
  parser.on('closetag', (tag) => events.push(['close', tag.name]));
  parser.write(xml).close();
  return events;
}

describe('renderCiiXml', () => {
  it('writes the CII of real invoices exactly as the library does when no text needs escaping', async () => {
    const kaeufer = { ...KAEUFER_DE, firma: PLAIN, firmaZusatz: [PLAIN] };
    const cases = [
      rechnung(),
      stornorechnung(),
      rechnung({ kaeufer: KAEUFER_AT }),
      rechnung({ kaeufer: KAEUFER_CH }),
      rechnung({
        kaeufer,
        bemerkung: PLAIN,
        zahlungsbedingungen: PLAIN,
        projektnummer: PLAIN,
        positionen: [
          {
            bezeichnung: PLAIN,
            beschreibung: PLAIN,
            artikelnummer: PLAIN,
            anzahl: 1.5,
            einheit: PLAIN,
            einzelpreisCent: 1999,
          },
        ],
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

  it('never decodes: every text of a real invoice reads back as given, the document well-formed for xmllint too', async () => {
    const hostile = (tag: string) => `${tag}: ${HOSTILE}`;
    const daten = rechnung({
      kaeufer: {
        ...KAEUFER_DE,
        firma: hostile('Firma'),
        firmaZusatz: [hostile('Zusatz')],
        strasse: hostile('Straße'),
        ort: hostile('Ort'),
      },
      bemerkung: hostile('Bemerkung'),
      zahlungsbedingungen: hostile('Zahlung'),
      projektnummer: hostile('Projekt'),
      positionen: [
        {
          bezeichnung: hostile('Bezeichnung'),
          beschreibung: hostile('Beschreibung'),
          artikelnummer: hostile('Artikel'),
          anzahl: 1,
          einzelpreisCent: 1999,
        },
      ],
    });
    // Before: '&#99999999;' threw a RangeError (the invoice could not be sent).
    const xml = await xrechnungCii(daten);
    const texts = parse(xml).flatMap((e) => (e[0] === 'text' ? [e[1]] : []));
    for (const tag of ['Firma', 'Straße', 'Ort', 'Projekt', 'Bezeichnung', 'Beschreibung', 'Artikel', 'Zahlung']) {
      expect(
        texts.some((t) => t.includes(readBack(hostile(tag)))),
        tag,
      ).toBe(true);
    }
    expect(texts).toContain(`${readBack(hostile('Zusatz'))}`);
    expect(xml).toContain('&amp;#99999999;');
    expect(xml).toContain('&amp;nbsp;');
    expect(xml).toContain('&amp;lt;b&amp;gt;fett&amp;lt;/b&amp;gt;');
    expect(xml).not.toContain('<b>');
    // eslint-disable-next-line no-control-regex
    expect(xml).not.toMatch(/[\u0001\u0008\u000B\u000C\u001F\uFFFE\uFFFF]/);

    const dir = await mkdtemp(join(tmpdir(), 'cii-xml-'));
    try {
      await writeFile(join(dir, 'rechnung.xml'), xml);
      await expect(promisify(execFile)('xmllint', ['--noout', join(dir, 'rechnung.xml')])).resolves.toMatchObject({
        stderr: '',
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  // Random trees in the object notation: their texts are markers; the same tree with hostile texts in place of the
  // markers must parse to the same document with each marker read back as its hostile text.
  const random = (() => {
    let seed = 20261124;
    return (n: number): number => {
      seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff;
      return seed % n;
    };
  })();
  const pick = <T>(items: readonly T[]): T => items[random(items.length)] as T;
  const names = ['ram:A', 'ram:B', 'udt:C', 'ram:D'];
  const tree = (text: () => string) => {
    const value = (depth: number): unknown => {
      switch (random(depth > 3 ? 3 : 9)) {
        case 0:
        case 1:
        case 2:
          return text();
        case 3:
          return node(depth + 1);
        case 4:
          return Array.from({ length: random(3) }, () => value(depth + 1));
        case 5:
          return pick([null, undefined, 7, 2.5, true, {}, []]);
        case 6:
          return { '#': text(), '@unitCode': text() };
        case 7:
          return { '#': { '#': text(), '@currencyID': text() }, ...(random(3) === 0 ? { '@currencyID': text() } : {}) };
        default:
          return node(depth + 1);
      }
    };
    const node = (depth: number): Record<string, unknown> => {
      const n: Record<string, unknown> = {};
      for (let i = random(4); i > 0; i--) {
        const name = pick(names);
        n[name] = value(depth);
        if (random(4) === 0 && typeof n[name] === 'string') n[`${name}@schemeID`] = text();
      }
      return n;
    };
    return { 'rsm:Root': { ...node(0), '@xmlns:rsm': 'urn:rsm', '@xmlns:ram': 'urn:ram', '@xmlns:udt': 'urn:udt' } };
  };

  it('writes random trees as the library does when no text needs escaping, or returns null for what it does not write', () => {
    const texts = ['', 'x', '0', PLAIN, ' spaced ', '\n', 'Grüße'];
    let written = 0;
    for (let i = 0; i < 2000; i++) {
      const data = tree(() => pick(texts));
      const ours = renderCiiXml(structuredClone(data));
      if (ours === null) continue;
      expect(ours).toBe(library.renderXML(structuredClone(data)));
      written++;
    }
    expect(written).toBeGreaterThan(1800);
  });

  it('reads back every text and attribute of random trees exactly as given, whatever they contain', () => {
    const hostile = [
      '',
      'x',
      HOSTILE,
      '&#99999999;',
      '&nbsp;',
      '&#1;',
      '&lt;b&gt;',
      '&amp;',
      '<',
      '>',
      '"',
      "'",
      '&',
      '\u0001',
      '\uD800',
      '\r\n',
      ' a\tb ',
    ];
    let written = 0;
    for (let i = 0; i < 1000; i++) {
      const byMarker = new Map<string, string>();
      // An empty text stays empty in both (it decides between <a/> and <a>…</a>); a text only of forbidden characters
      // reads back as no text at all.
      const marked = tree(() => {
        const text = pick(hostile);
        if (text === '') return '';
        const marker = `T${byMarker.size}x`;
        byMarker.set(marker, text);
        return marker;
      });
      const swap = (value: unknown): unknown => {
        if (typeof value === 'string') return byMarker.get(value) ?? value;
        if (Array.isArray(value)) return value.map(swap);
        if (value && typeof value === 'object')
          return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, swap(v)]));
        return value;
      };
      const withMarkers = renderCiiXml(structuredClone(marked));
      const withHostile = renderCiiXml(swap(marked) as object);
      if (withMarkers === null) {
        expect(withHostile).toBeNull();
        continue;
      }
      if (withHostile === null) throw new Error('the hostile twin of a written tree was not written');
      const expected = parse(withMarkers).flatMap((e): Event[] => {
        if (e[0] === 'text') {
          const text = e[1].replace(/T\d+x/g, (m) => readBack(byMarker.get(m) ?? m));
          return text === '' ? [] : [['text', text]];
        }
        if (e[0] === 'open')
          return [
            [
              'open',
              e[1],
              Object.fromEntries(
                Object.entries(e[2]).map(([k, v]) => [
                  k,
                  v.replace(/T\d+x/g, (m) => readBackAttribute(byMarker.get(m) ?? m)),
                ]),
              ),
            ],
          ];
        return [e];
      });
      expect(parse(withHostile)).toEqual(expected);
      written++;
    }
    expect(written).toBeGreaterThan(900);
  });
});
