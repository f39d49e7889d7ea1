// Issue 42 (5): /mailversand shows each job's subject as it will be sent — placeholders filled by the sender's own
// renderer, the Vorgangsnummer in it — not the template's raw '{Auto-Ort}'. Over HTTP against a real database and real
// SMTP: the list row, the preview and the delivered mail carry the same subject.
import { beforeAll, describe, expect, it } from 'vitest';
import { MailVersandJob } from '@lap/db';
import { testDatabases } from '@lap/db/testing';
import { Client, useHarness } from './harness.js';
import { acceptedAuftrag } from './support/scenario.js';

interface Zeile {
  id: string;
  vorgangsnummer: string;
  betreff: string | null;
  ort: string | null;
}

describe.each(testDatabases())('/mailversand subjects on $name', (database) => {
  const h = useHarness(database, { PUBLIC_URL: 'https://portal.test' });
  let sb: Client;
  let vorgangsnummer: string;

  const liste = async (filterDto: unknown[] = []): Promise<Zeile[]> => {
    const res = await sb.request(
      'GET',
      `/api/Mailversand/GetMailVersandJobs?filterDto=${encodeURIComponent(JSON.stringify(filterDto))}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().rows as Zeile[];
  };

  beforeAll(async () => {
    sb = new Client(h.app);
    await sb.login('sb@example.org');
    const kunde = new Client(h.app);
    await kunde.login('kunde@example.org');
    const { antragId, auftragId } = await acceptedAuftrag(kunde, sb, {
      over: { betreiber: [1, 2, 3, 4, 5, 6], ort: 'Riesa' },
    });
    await h.deliverMails();
    expect((await sb.request('GET', `/api/Auftraege/GetAktualisiereNetzbetreiberById/${auftragId}`)).statusCode).toBe(
      200,
    );
    vorgangsnummer = String(
      (await kunde.request('GET', `/api/Antrag/GetAntragById/${antragId}`)).json().vorgangsnummer,
    );
  });

  it('fills the placeholders of every subject on the page, as the preview renders it', async () => {
    const rows = await liste([{ field: 'vorgangsnummer', type: 'text', op: 'equals', value: vorgangsnummer }]);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const stored = await h.db.em.fork().find(MailVersandJob, { id: { $in: rows.map((r) => r.id) } });
    // the templates do carry placeholders: what was stored is not what is shown
    expect(stored.some((j) => (j.betreff ?? '').includes('{Auto-Ort}'))).toBe(true);
    for (const row of rows) {
      expect(row.betreff, row.id).not.toMatch(/\{Auto-/);
      expect(row.betreff).toContain(vorgangsnummer);
      const vorschau = await sb.request(
        'GET',
        `/trpc/mailversand.vorschau?input=${encodeURIComponent(JSON.stringify({ id: row.id }))}`,
      );
      expect(vorschau.statusCode, vorschau.body).toBe(200);
      expect(row.betreff).toBe(vorschau.json().result.data.betreff);
    }
    // the first page of the whole list: no raw placeholder anywhere (demo jobs included)
    for (const row of await liste()) expect(row.betreff ?? '', row.id).not.toMatch(/\{Auto-/);
  });

  it('shows the very subject the operator receives', async () => {
    const [row] = await liste([{ field: 'vorgangsnummer', type: 'text', op: 'equals', value: vorgangsnummer }]);
    const sent = await sb.request('PUT', `/api/Mailversand/PutSendMailAnfrage/${row?.id ?? ''}`);
    expect(sent.statusCode, sent.body).toBe(200);
    const mails = await h.deliverMails();
    expect(mails).toHaveLength(1);
    const after = (await liste([{ field: 'vorgangsnummer', type: 'text', op: 'equals', value: vorgangsnummer }])).find(
      (r) => r.id === row?.id,
    );
    expect(after?.betreff).toBe(mails[0]?.mail.subject);
    expect(after?.betreff).toContain('Riesa');
  });
});
