import { beforeAll, describe, expect, it } from 'vitest';
import { AUFTRAG_MSG } from '@lap/contracts';
import { addDays, germanToday } from '@lap/domain';
import {
  AntragGemeinde,
  Auftrag,
  Historie,
  NetzbetreiberCoverage,
  Position,
  User,
  Versorger,
  VersorgerGemeinde,
} from '@lap/db';
import { testDatabases } from '@lap/db/testing';
import { Client, useHarness } from './harness.js';
import { acceptedAuftrag } from './support/scenario.js';

const today = germanToday();
// Riesa and across the Elbe, so the order has several municipalities.
const area = 'POLYGON((13.2856 51.2986, 13.3400 51.2986, 13.3400 51.3200, 13.2856 51.3200, 13.2856 51.2986))';

interface Row {
  id: string;
  auftragId: string;
  versorgerName: string;
  netzbetreiberId: number | null;
  anfrageStatus: number;
  abgeschlossen: boolean;
  angefragtDatum: string | null;
  auskunftDatum: string | null;
  vorlageDatum: string | null;
  auskunftBemerkung: string | null;
  positionId: number | null;
  nurDeaktivierteGemeinden: boolean;
  gemeindeVersorger: Array<{ gemeindeId: number; gemeindeName: string; disabled: boolean; getroffen: boolean }>;
}

/** A fresh order over Riesa and across the Elbe (several municipalities). */
const freshAuftrag = (kunde: Client, sb: Client) =>
  acceptedAuftrag(kunde, sb, {
    over: { vorhaben: 'Hausanschluss Strom und Wasser', projektangaben: 'Graben 0,8 m', bautiefe: '0,8 m' },
    wkt: area,
  });

async function trpcQuery(client: Client, path: string, input: unknown) {
  return client.request('GET', `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`);
}

describe.each(testDatabases())('Versorger zum Auftrag on $name', (database) => {
  const h = useHarness(database);
  let kunde: Client;
  let sb: Client;
  let auftragId: string;
  let antragId: string;

  const rowsOf = async (abgeschlosseneAnzeigen = true): Promise<Row[]> => {
    const res = await trpcQuery(sb, 'versorger.list', { auftragId, abgeschlosseneAnzeigen });
    expect(res.statusCode).toBe(200);
    return res.json().result.data.rows as Row[];
  };
  const auftrag = () => h.db.em.fork().findOneOrFail(Auftrag, { id: auftragId });
  /** The table's rows are the views GetVersorgerById gives, row for row. */
  const expectRowsAsSingle = async () => {
    const rows = await rowsOf();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows)
      expect((await sb.request('GET', `/api/Auftraege/GetVersorgerById/${row.id}`)).json()).toEqual(row);
  };

  beforeAll(async () => {
    kunde = new Client(h.app);
    await kunde.login('kunde@example.org');
    sb = new Client(h.app);
    await sb.login('sb@example.org');
    ({ antragId, auftragId } = await freshAuftrag(kunde, sb));
    await h.deliverMails();
  });

  it("'Netzbetreiber zum Auftrag' makes one row per operator with coverage, linked to positions and municipalities; a second run adds nothing", async () => {
    const url = `/api/Auftraege/GetAktualisiereNetzbetreiberById/${auftragId}`;
    // a GET that changes data: the anti-forgery header is required
    expect((await sb.request('GET', url, { xsrf: false })).statusCode).toBe(403);
    expect((await kunde.request('GET', url)).statusCode).toBe(403);
    expect((await sb.request('GET', '/api/Auftraege/GetAktualisiereNetzbetreiberById/kein-auftrag')).statusCode).toBe(
      404,
    );
    expect((await auftrag()).bearbeitungsStatus).toBe(0);

    const first = await sb.request('GET', url);
    expect(first.statusCode).toBe(200);

    const em = h.db.em.fork();
    const gemeinden = await em.find(AntragGemeinde, { antrag: antragId });
    const positionen = await em.find(Position, { auftrag: auftragId });
    const netzarten = positionen.flatMap((p) => (p.netzart ? [p.netzart.id] : []));
    expect(gemeinden.length).toBeGreaterThan(0);
    const coverage = await em.find(NetzbetreiberCoverage, {
      gemeinde: { $in: gemeinden.map((g) => g.gemeinde.id) },
      netzart: { $in: netzarten },
    });
    const expected = [...new Set(coverage.map((c) => c.netzbetreiber.id))].sort((a, b) => a - b);
    expect(expected.length).toBeGreaterThan(1);
    expect(first.json()).toEqual({
      auftragId,
      hinzugefuegt: expected.length,
      anzahl: expected.length,
      bearbeitungsStatus: 1,
    });

    const rows = await rowsOf();
    expect(rows.map((r) => r.netzbetreiberId).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(expected);
    for (const row of rows) {
      expect(row).toMatchObject({ auftragId, anfrageStatus: 1, abgeschlossen: false, nurDeaktivierteGemeinden: false });
      expect(row.gemeindeVersorger.map((g) => g.gemeindeId).sort()).toEqual(gemeinden.map((g) => g.gemeinde.id).sort());
      for (const link of row.gemeindeVersorger) {
        const covers = coverage.some(
          (c) => c.netzbetreiber.id === row.netzbetreiberId && c.gemeinde.id === link.gemeindeId,
        );
        expect(link.getroffen, `${row.versorgerName} in ${link.gemeindeName}`).toBe(covers);
      }
      const position = positionen.find((p) => p.id === row.positionId);
      expect(
        position &&
          coverage.some((c) => c.netzbetreiber.id === row.netzbetreiberId && c.netzart.id === position.netzart?.id),
      ).toBe(true);
    }
    // default sort versorgerName descending
    expect(rows.map((r) => r.versorgerName)).toEqual(
      [...rows.map((r) => r.versorgerName)].sort((a, b) => b.localeCompare(a)),
    );

    const a = await auftrag();
    expect(a.bearbeitungsStatus).toBe(1);
    expect(await em.count(Historie, { auftrag: auftragId, aktion: 3 })).toBe(1);
    const links = await em.count(VersorgerGemeinde, { versorger: { auftrag: auftragId } });

    const second = await sb.request('GET', url);
    expect(second.json()).toEqual({ auftragId, hinzugefuegt: 0, anzahl: expected.length, bearbeitungsStatus: 1 });
    const em2 = h.db.em.fork();
    expect(await em2.count(Versorger, { auftrag: auftragId })).toBe(expected.length);
    expect(await em2.count(VersorgerGemeinde, { versorger: { auftrag: auftragId } })).toBe(links);
    expect(await em2.count(Historie, { auftrag: auftragId, aktion: 3 })).toBe(1);

    const one = await sb.request('GET', `/api/Auftraege/GetVersorgerById/${rows[0]?.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(rows[0]);
    expect((await kunde.request('GET', `/api/Auftraege/GetVersorgerById/${rows[0]?.id}`)).statusCode).toBe(403);
    expect(
      (await sb.request('GET', '/api/Auftraege/GetVersorgerById/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
  });

  it('disabling a municipality flags the suppliers only it brought (never deletes them); restoring clears the flag', async () => {
    const before = await rowsOf();
    const gemeinden = before[0]?.gemeindeVersorger ?? [];
    const off = gemeinden[0];
    expect(off).toBeDefined();
    const res = await sb.request('POST', '/trpc/versorger.setGemeindeDisabled', {
      body: { auftragId, gemeindeId: off?.gemeindeId, disabled: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data.find((g: { gemeindeId: number }) => g.gemeindeId === off?.gemeindeId)).toMatchObject({
      disabled: true,
    });
    expect(
      (await h.db.em.fork().findOneOrFail(AntragGemeinde, { antrag: antragId, gemeinde: off?.gemeindeId })).disabled,
    ).toBe(true);

    const after = await rowsOf();
    expect(after.length).toBe(before.length);
    for (const row of after) {
      const hit = row.gemeindeVersorger.filter((g) => g.getroffen);
      expect(row.gemeindeVersorger.find((g) => g.gemeindeId === off?.gemeindeId)?.disabled).toBe(true);
      expect(row.nurDeaktivierteGemeinden, row.versorgerName).toBe(
        hit.length > 0 && hit.every((g) => g.gemeindeId === off?.gemeindeId),
      );
    }
    await expectRowsAsSingle();
    // a run now keeps every row and adds nothing
    expect(
      (await sb.request('GET', `/api/Auftraege/GetAktualisiereNetzbetreiberById/${auftragId}`)).json(),
    ).toMatchObject({ hinzugefuegt: 0, anzahl: before.length });

    // all switched off: every supplier is inactive, the order stays at 1
    for (const g of gemeinden.slice(1))
      await sb.request('POST', '/trpc/versorger.setGemeindeDisabled', {
        body: { auftragId, gemeindeId: g.gemeindeId, disabled: true },
      });
    expect((await rowsOf()).every((r) => r.nurDeaktivierteGemeinden)).toBe(true);
    expect((await auftrag()).bearbeitungsStatus).toBe(1);
    const hist = await sb.request('GET', `/api/Auftraege/GetHistorieVersorgerById/${before[0]?.id}`);
    expect(hist.json()[0].beschreibung).toMatch(/^Gemeinde .+ deaktiviert$/);

    for (const g of gemeinden)
      await sb.request('POST', '/trpc/versorger.setGemeindeDisabled', {
        body: { auftragId, gemeindeId: g.gemeindeId, disabled: false },
      });
    expect((await rowsOf()).some((r) => r.nurDeaktivierteGemeinden)).toBe(false);

    const fremd = await sb.request('POST', '/trpc/versorger.setGemeindeDisabled', {
      body: { auftragId, gemeindeId: 999_999, disabled: true },
    });
    expect(fremd.statusCode).toBe(404);
    expect(fremd.json().error.message).toBe('Die Gemeinde gehört nicht zu diesem Auftrag.');
  });

  it('searches operators (≥ 3 characters), adds one by hand (no duplicate) and deletes it; answered rows stay', async () => {
    const kurz = await sb.request('GET', '/api/Auftraege/NetzbetreiberByName?netzbetreiber=vo');
    expect(kurz.statusCode).toBe(400);
    expect(kurz.json().message).toBe('Bitte geben Sie mindestens 3 Zeichen ein.');
    expect((await sb.request('GET', '/api/Auftraege/NetzbetreiberByName')).statusCode).toBe(400);
    const found = await sb.request(
      'GET',
      `/api/Auftraege/NetzbetreiberByName?netzbetreiber=${encodeURIComponent('VODAFONE')}`,
    );
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual([{ id: expect.any(Number), name: 'Vodafone Kabel Deutschland (Demo)' }]);
    const many = (await sb.request('GET', '/api/Auftraege/NetzbetreiberByName?netzbetreiber=demo')).json() as Array<{
      name: string;
    }>;
    expect(many.length).toBeGreaterThan(1);
    expect(many.length).toBeLessThanOrEqual(20);
    expect((await kunde.request('GET', '/api/Auftraege/NetzbetreiberByName?netzbetreiber=demo')).statusCode).toBe(403);

    const netzbetreiberId = found.json()[0].id as number;
    const anzahl = (await rowsOf()).length;
    const ohne = await sb.request('PUT', `/api/Auftraege/AddNetzbetreiberById/${auftragId}`, { body: {} });
    expect(ohne.statusCode).toBe(400);
    const added = await sb.request('PUT', `/api/Auftraege/AddNetzbetreiberById/${auftragId}`, {
      body: { netzbetreiberId },
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({
      auftragId,
      netzbetreiberId,
      versorgerName: 'Vodafone Kabel Deutschland (Demo)',
      anfrageStatus: 1,
      positionId: null,
      nurDeaktivierteGemeinden: false,
    });
    expect(added.json().email).toEqual(expect.any(String));
    const dup = await sb.request('PUT', `/api/Auftraege/AddNetzbetreiberById/${auftragId}`, {
      body: { netzbetreiberId },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('Der Netzbetreiber ist diesem Auftrag bereits zugeordnet.');
    expect(
      (
        await sb.request('PUT', `/api/Auftraege/AddNetzbetreiberById/${auftragId}`, {
          body: { netzbetreiberId: 999_999 },
        })
      ).statusCode,
    ).toBe(404);
    expect((await rowsOf()).length).toBe(anzahl + 1);

    const id = added.json().id as string;
    expect((await kunde.request('DELETE', `/api/Auftraege/DeleteVersorgerById/${id}`)).statusCode).toBe(403);
    // the row's mail job goes with it, and the mail jobs' kept total with the job (list_zaehler; MariaDB fires no
    // trigger for a row a foreign key's cascade deletes)
    const jobs = async () =>
      Number((await h.db.em.getConnection().execute('select count(*) as n from mail_versand_job'))[0]?.n);
    const keptJobs = async () =>
      Number(
        (
          await h.db.em.getConnection().execute("select sum(anzahl) as n from list_zaehler where liste = 'mailversand'")
        )[0]?.n,
      );
    expect(
      Number(
        (
          await h.db.em
            .getConnection()
            .execute('select count(*) as n from mail_versand_job where versorger_id = ?', [id])
        )[0]?.n,
      ),
    ).toBe(1);
    const jobsBefore = await jobs();
    expect(await keptJobs()).toBe(jobsBefore);
    expect((await sb.request('DELETE', `/api/Auftraege/DeleteVersorgerById/${id}`)).json()).toEqual({ id });
    expect(await jobs()).toBe(jobsBefore - 1);
    expect(await keptJobs()).toBe(jobsBefore - 1);
    expect((await rowsOf()).length).toBe(anzahl);
    expect((await sb.request('DELETE', `/api/Auftraege/DeleteVersorgerById/${id}`)).statusCode).toBe(404);
  });

  it('inline edits: dates, flag and remark with history; anfrageStatus and bearbeitungsStatus derive to 2 and 3 with code 5 and the customer mail', async () => {
    const rows = await rowsOf();
    const [erster, ...rest] = rows;
    if (!erster) throw new Error('keine Versorger');
    const jetzt = new Date().toISOString();

    const bad = await sb.request('PUT', `/api/Auftraege/PutUpdateVersorgerById/${erster.id}`, {
      body: { angefragtDatum: '2026-02-30T08:00:00Z' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('angefragtDatum');
    const zukunft = await sb.request('PUT', `/api/Auftraege/PutUpdateVersorgerById/${erster.id}`, {
      body: { auskunftDatum: `${addDays(today, 3)}T08:00:00Z` },
    });
    expect(zukunft.statusCode).toBe(400);
    expect((await h.db.em.fork().findOneOrFail(Versorger, { id: erster.id })).auskunftDatum).toBeNull();

    const vorlage = addDays(today, 7);
    const asked = await sb.request('PUT', `/api/Auftraege/PutUpdateVersorgerById/${erster.id}`, {
      body: { angefragtDatum: jetzt, vorlageDatum: vorlage },
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({
      anfrageStatus: 2,
      angefragtDatum: jetzt,
      vorlageDatum: expect.stringMatching(new RegExp(`^${vorlage}T0[67]:00:00.000Z$`)),
    });
    expect(await h.db.em.fork().count(Historie, { versorger: erster.id, aktion: 4 })).toBe(1);
    // unchanged input writes nothing
    const histBefore = (
      await sb.request('GET', `/api/Auftraege/GetHistorieVersorgerById/${erster.id}`)
    ).json() as unknown[];
    await sb.request('PUT', `/api/Auftraege/PutUpdateVersorgerById/${erster.id}`, { body: { angefragtDatum: jetzt } });
    expect((await sb.request('GET', `/api/Auftraege/GetHistorieVersorgerById/${erster.id}`)).json()).toHaveLength(
      histBefore.length,
    );

    for (const r of rest)
      expect(
        (
          await sb.request('PUT', `/api/Auftraege/PutUpdateVersorgerById/${r.id}`, { body: { angefragtDatum: jetzt } })
        ).json().anfrageStatus,
      ).toBe(2);
    expect((await auftrag()).bearbeitungsStatus).toBe(2);

    const remark = await sb.request('PUT', `/api/Auftraege/VersorgerAuskunftBemerkung/${erster.id}`, {
      raw: { payload: Buffer.from(JSON.stringify('Keine Leitungen im Baufeld.')), contentType: 'application/json' },
    });
    expect(remark.json()).toEqual({ id: erster.id, auskunftBemerkung: 'Keine Leitungen im Baufeld.' });
    const remark2 = await sb.request('PUT', `/api/Auftraege/VersorgerAuskunftBemerkung/${erster.id}`, {
      body: { auskunftBemerkung: 'Pläne per E-Mail erhalten.' },
    });
    expect(remark2.json().auskunftBemerkung).toBe('Pläne per E-Mail erhalten.');
    expect(
      (
        await sb.request('PUT', `/api/Auftraege/VersorgerAuskunftBemerkung/${erster.id}`, {
          body: { auskunftBemerkung: 'x'.repeat(2001) },
        })
      ).statusCode,
    ).toBe(400);

    const hist = await sb.request('GET', `/api/Auftraege/GetHistorieVersorgerById/${erster.id}`);
    expect(hist.statusCode).toBe(200);
    const lines = hist.json() as Array<{ ende: string; bearbeiter: string | null; beschreibung: string }>;
    expect(lines[0]).toMatchObject({ bearbeiter: expect.any(String), beschreibung: 'Bemerkung zur Auskunft geändert' });
    expect(lines.map((l) => l.beschreibung)).toContain(lines.at(-1)?.beschreibung);
    expect(lines.at(-1)?.beschreibung).toBe('Versorger automatisch zugeordnet (Netzbetreiber zum Auftrag)');
    expect(lines.some((l) => l.beschreibung.startsWith('Versorger bearbeitet: Angefragt am:'))).toBe(true);
    expect([...lines.map((l) => l.ende)]).toEqual([...lines.map((l) => l.ende)].sort().reverse());

    // answered: 3 fertig; the last one closed by the flag completes the order
    for (const r of rest)
      expect(
        (
          await sb.request('PUT', `/api/Auftraege/PutUpdateVersorgerById/${r.id}`, { body: { auskunftDatum: jetzt } })
        ).json().anfrageStatus,
      ).toBe(3);
    expect((await auftrag()).bearbeitungsStatus).toBe(2);
    await h.deliverMails();
    const done = await sb.request('PUT', `/api/Auftraege/PutUpdateVersorgerById/${erster.id}`, {
      body: { abgeschlossen: true, auskunftBemerkung: 'Erledigt.' },
    });
    expect(done.json()).toMatchObject({ anfrageStatus: 3, abgeschlossen: true, auskunftBemerkung: 'Erledigt.' });
    // the edit's answer, read inside its transaction, is what a read after it gives
    expect((await sb.request('GET', `/api/Auftraege/GetVersorgerById/${erster.id}`)).json()).toEqual(done.json());
    const a = await auftrag();
    expect(a.bearbeitungsStatus).toBe(3);
    expect(a.abgeschlossenAm).not.toBeNull();
    // dates, remarks and the closed flag read alike both ways
    await expectRowsAsSingle();
    expect(await h.db.em.fork().count(Historie, { auftrag: auftragId, aktion: 5 })).toBe(1);
    const mails = await h.deliverMails();
    const mail = mails.find(
      (m) => m.mail.subject?.startsWith('Ihre Leitungsauskunft') && m.mail.subject.endsWith('ist vollständig'),
    );
    expect(mail).toBeDefined();
    const to = mail?.mail.to;
    expect(Array.isArray(to) ? to[0]?.text : to?.text).toBe('kunde@example.org');
    // the footer says where this notice is switched off: the customer's own data, with the link
    const kunde = await h.db.em.fork().findOneOrFail(User, { email: 'kunde@example.org' });
    expect(String(mail?.mail.text)).toContain(
      `Abbestellen können Sie sie unter „E-Mail bei abgeschlossener Bearbeitung“ in Ihren Daten: https://portal.test/leitungsauskunftportal/editNutzerDetails/${kunde.id}`,
    );

    // 'abgeschlossene Anfragen anzeigen': closed rows hidden by default
    const visible = await rowsOf(false);
    expect(visible.map((r) => r.id)).not.toContain(erster.id);
    expect(visible.length).toBe(rows.length - 1);

    // an answered row cannot be deleted
    const del = await sb.request('DELETE', `/api/Auftraege/DeleteVersorgerById/${erster.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe(
      'Der Versorger hat bereits eine Auskunft oder Dateien geliefert und kann nicht gelöscht werden.',
    );
  });

  it('refuses customers and bad ids on every call', async () => {
    const row = (await rowsOf())[0];
    expect((await trpcQuery(kunde, 'versorger.list', { auftragId })).statusCode).toBe(403);
    expect((await trpcQuery(sb, 'versorger.list', { auftragId: 'x' })).statusCode).toBe(404);
    expect(
      (
        await kunde.request('PUT', `/api/Auftraege/PutUpdateVersorgerById/${row?.id}`, {
          body: { abgeschlossen: false },
        })
      ).statusCode,
    ).toBe(403);
    expect((await kunde.request('GET', `/api/Auftraege/GetHistorieVersorgerById/${row?.id}`)).statusCode).toBe(403);
    expect(
      (await sb.request('PUT', '/api/Auftraege/PutUpdateVersorgerById/nix', { body: { abgeschlossen: true } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await sb.request('PUT', `/api/Auftraege/PutUpdateVersorgerById/${row?.id}`, { body: { abgeschlossen: 'ja' } }))
        .statusCode,
    ).toBe(400);
  });

  it("a supplier's portal link is http(s) only: javascript:, data: and file: links are refused in German and nothing is stored", async () => {
    const position = await h.db.em.fork().findOneOrFail(Position, { auftrag: auftragId }, { orderBy: { id: 'asc' } });
    const anzahl = await h.db.em.fork().count(Versorger, { auftrag: auftragId });
    for (const portalLink of [
      'javascript:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
      'portal.example.org',
      'https://',
    ]) {
      const res = await sb.request('POST', '/api/Auftraege/PostVersorgerToPosition', {
        body: { positionId: position.id, auftragId, versorgerName: 'Stadtwerke Link', portalLink },
      });
      expect(res.statusCode, portalLink).toBe(400);
      expect(res.json().message, portalLink).toBe(AUFTRAG_MSG.portalLink);
    }
    expect(await h.db.em.fork().count(Versorger, { auftrag: auftragId })).toBe(anzahl);

    const created = await sb.request('POST', '/api/Auftraege/PostVersorgerToPosition', {
      body: {
        positionId: position.id,
        auftragId,
        versorgerName: 'Stadtwerke Link',
        portalLink: 'https://portal.stadtwerke-link.example/auskunft',
      },
    });
    expect(created.statusCode).toBe(200);
    const versorgerId = created.json().id as string;
    const changed = await sb.request('PUT', `/api/Auftraege/PutVersorgerToPosition/${versorgerId}`, {
      body: { versorgerName: 'Stadtwerke Link', portalLink: 'JavaScript:alert(1)' },
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().message).toBe(AUFTRAG_MSG.portalLink);
    expect((await h.db.em.fork().findOneOrFail(Versorger, { id: versorgerId })).portalLink).toBe(
      'https://portal.stadtwerke-link.example/auskunft',
    );
    expect((await sb.request('DELETE', `/api/Auftraege/DeleteVersorgerById/${versorgerId}`)).statusCode).toBe(200);
  });
});
