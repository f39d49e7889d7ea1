import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Gemeinde } from '../entities/gemeinde.js';
import { Netzbetreiber, NetzbetreiberCoverage } from '../entities/netzbetreiber.js';
import { seedDemo } from '../seed/demo.js';
import { loadSaxonyGemeinden } from '../seed/gemeinden-source.js';
import { testDatabases, type TestDatabase } from '../testing.js';
import { parseCsv } from './csv.js';
import { importNetzbetreiber, NetzbetreiberImportError } from './netzbetreiber.js';

const HEADER = 'schluessel;name;email;abfrageart;portalLink;gemeinden;netzarten';

describe('parseCsv', () => {
  it('reads ; or , with quotes, line breaks in quotes, CRLF and a BOM; skips empty lines', () => {
    const semi = parseCsv('\uFEFFa;b;c\r\n1;"x;y";"sagt ""hallo"""\r\n\r\n2;"zwei\nZeilen";\n3;;\n');
    expect(semi.delimiter).toBe(';');
    expect(semi.records).toEqual([
      { line: 1, fields: ['a', 'b', 'c'] },
      { line: 2, fields: ['1', 'x;y', 'sagt "hallo"'] },
      { line: 4, fields: ['2', 'zwei\nZeilen', ''] },
      { line: 6, fields: ['3', '', ''] },
    ]);
    const comma = parseCsv('a,b\n1,"2,5"\n');
    expect(comma.delimiter).toBe(',');
    expect(comma.records[1]?.fields).toEqual(['1', '2,5']);
    expect(parseCsv('a;b\n1;"offen\n').errors).toEqual(['Zeile 2: Ein Anführungszeichen wurde nicht geschlossen.']);
  });
});

describe.each(testDatabases())('importNetzbetreiber on $name', ({ open }) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await open();
    await seedDemo(db.em.fork(), { gemeinden: await loadSaxonyGemeinden() });
  });
  afterAll(async () => {
    await db?.drop();
  });

  const refused = async (text: string): Promise<string[]> => {
    try {
      await importNetzbetreiber(db.em.fork(), text);
    } catch (error) {
      if (error instanceof NetzbetreiberImportError) return error.errors;
      throw error;
    }
    throw new Error('the import was not refused');
  };

  it('imports the sample file: districts, whole Land, Netzarten by name or id, quoted fields', async () => {
    const before = await db.em.fork().count(Netzbetreiber);
    const text = await readFile(new URL('./netzbetreiber.sample.csv', import.meta.url), 'utf8');
    const result = await importNetzbetreiber(db.em.fork(), text);
    const em = db.em.fork();
    const kreisMeissen = await em.count(Gemeinde, { ags: { $like: '14627%' } });
    expect(result).toEqual({ inserted: 3, updated: 0, zuordnungen: 3 + kreisMeissen * 2 + 426 });
    expect(await em.count(Netzbetreiber)).toBe(before + 3);
    const wzv = await em.findOneOrFail(Netzbetreiber, { schluessel: 'wzv-meissen' });
    expect(wzv).toMatchObject({
      name: 'Wasserzweckverband Meißen; Elbtal (Beispiel)',
      abfrageart: 'Eingabeformular',
      netzbetreiberAktionUrl: 'https://wzv-meissen.example.org/auskunft/neu',
      bemerkung: 'Antwort innerhalb von 10 Werktagen.\nPläne nur als PDF.',
      portalLink: null,
    });
    const doebeln = await em.find(
      NetzbetreiberCoverage,
      { netzbetreiber: { schluessel: 'sw-doebeln' } },
      { populate: ['gemeinde'] },
    );
    expect(doebeln.map((c) => `${c.gemeinde.ags}:${c.netzart.id}`).sort()).toEqual([
      '14522080:1',
      '14522080:2',
      '14522080:5',
    ]);
  });

  it('is idempotent: a second import updates and leaves the coverage as it was', async () => {
    const text = await readFile(new URL('./netzbetreiber.sample.csv', import.meta.url), 'utf8');
    const pairs = await db.em.fork().count(NetzbetreiberCoverage);
    const count = await db.em.fork().count(Netzbetreiber);
    const result = await importNetzbetreiber(db.em.fork(), text);
    expect(result).toMatchObject({ inserted: 0, updated: 3 });
    expect(await db.em.fork().count(NetzbetreiberCoverage)).toBe(pairs);
    expect(await db.em.fork().count(Netzbetreiber)).toBe(count);
  });

  it('updates demo operators by key, with , as separator; without coverage columns the coverage stays', async () => {
    const em = db.em.fork();
    const swr = await em.findOneOrFail(Netzbetreiber, { schluessel: 'swr-riesa' });
    const pairs = await em.count(NetzbetreiberCoverage, { netzbetreiber: swr.id });
    const result = await importNetzbetreiber(
      db.em.fork(),
      'schluessel,name,abfrageart,email\nswr-riesa,Stadtwerke Riesa GmbH,portal,NEU@Example.org\n',
    );
    expect(result).toEqual({ inserted: 0, updated: 1, zuordnungen: 0 });
    const fresh = await db.em.fork().findOneOrFail(Netzbetreiber, { id: swr.id });
    expect(fresh).toMatchObject({ abfrageart: 'Portal', email: 'neu@example.org', telefon: null });
    expect(await db.em.fork().count(NetzbetreiberCoverage, { netzbetreiber: swr.id })).toBe(pairs);
  });

  it('refuses a file with bad lines, naming each line; nothing is written', async () => {
    const count = await db.em.fork().count(Netzbetreiber);
    const pairs = await db.em.fork().count(NetzbetreiberCoverage);
    const errors = await refused(
      [
        HEADER,
        'gut-1;Gute Zeile;gut@example.org;E-Mail;;14627230;1',
        ';Ohne Schlüssel;;;;;',
        'b-3;;kein-mail;Fax;ftp://x;14627999|123;Strom|Rohrpost',
        'gut-1;Doppelt;;;;;',
        'b-6;Zu viele;;;;;;;',
        'b-7;Gemeinden ohne Netzart;;;;14627;',
      ].join('\n'),
    );
    expect(errors).toEqual([
      'Zeile 3: Spalte „schluessel“: Pflichtfeld',
      'Zeile 4: Spalte „name“: Bitte geben Sie den Namen des Netzbetreibers an!',
      'Zeile 4: Spalte „email“: Bitte geben Sie eine gültige E-Mail-Adresse ein.',
      'Zeile 4: Spalte „abfrageart“: Bitte wählen Sie eine Abfrageart: E-Mail, Portal oder Eingabeformular.',
      'Zeile 4: Spalte „portalLink“: Bitte geben Sie eine vollständige Adresse an, die mit http:// oder https:// beginnt.',
      'Zeile 4: Spalte „gemeinden“: Zum Schlüssel „14627999“ gibt es keine Gemeinde.',
      'Zeile 4: Spalte „gemeinden“: „123“ ist kein Gemeindeschlüssel (8 Ziffern), Kreisschlüssel (5 Ziffern) oder Landesschlüssel (2 Ziffern).',
      'Zeile 4: Spalte „netzarten“: Die Netzart „Rohrpost“ ist unbekannt.',
      'Zeile 5: Spalte „schluessel“: Der Schlüssel „gut-1“ steht bereits in Zeile 2.',
      'Zeile 6: Die Zeile hat 9 Spalten, die Kopfzeile 7.',
      'Zeile 7: Spalte „netzarten“: Bitte geben Sie die Netzarten zu den Gemeinden an.',
    ]);
    expect(await db.em.fork().count(Netzbetreiber)).toBe(count);
    expect(await db.em.fork().count(NetzbetreiberCoverage)).toBe(pairs);
    expect(await db.em.fork().count(Netzbetreiber, { schluessel: 'gut-1' })).toBe(0);
  });

  it('refuses bad headers and empty files', async () => {
    expect(await refused('')).toEqual(['Die Datei ist leer.']);
    expect(await refused('name;ort\nX;Y\n')).toEqual([
      'Zeile 1: Unbekannte Spalte „ort“.',
      'Zeile 1: Die Spalte „schluessel“ fehlt.',
    ]);
    expect(await refused('schluessel;name\n')).toEqual(['Die Datei enthält keine Netzbetreiber.']);
  });

  it('rolls back everything when writing fails midway', async () => {
    const count = await db.em.fork().count(Netzbetreiber);
    const text = `${HEADER}\nroll-1;Rollback Eins;;;;14627230;12\nroll-2;Rollback Zwei;;;;14627230;12\n`;
    const em = db.em.fork();
    const original = em.transactional.bind(em);
    // Fail on the second operator inside the transaction.
    let created = 0;
    em.transactional = ((work: (tx: typeof em) => Promise<unknown>) =>
      original(async (tx) => {
        const create = tx.create.bind(tx);
        tx.create = ((...args: Parameters<typeof tx.create>) => {
          created += 1;
          if (created === 2) throw new Error('Schreibfehler (Test)');
          return create(...args);
        }) as typeof tx.create;
        return work(tx);
      })) as typeof em.transactional;
    await expect(importNetzbetreiber(em, text)).rejects.toThrow('Schreibfehler (Test)');
    expect(created).toBe(2);
    expect(await db.em.fork().count(Netzbetreiber)).toBe(count);
    expect(await db.em.fork().count(Netzbetreiber, { schluessel: 'roll-1' })).toBe(0);
  });
});
