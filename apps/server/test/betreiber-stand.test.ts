// Issue 42 (3): the customer is told each operator's true state — not yet asked, asked on {day}, answered, not
// affected — on /dokumente and in the cover letter alike, over HTTP against a real database and real SMTP. An enquiry
// by e-mail counts once the outbox delivered it; a queued one has reached nobody yet.
import { beforeAll, describe, expect, it } from 'vitest';
import { betreiberStandText, type TBetreiberStand } from '@lap/contracts';
import { formatDate } from '@lap/domain';
import { MailVersandJob, Outbox, Versorger } from '@lap/db';
import { testDatabases } from '@lap/db/testing';
import { pageTexts } from '../../../packages/documents/src/pdf-text.testing.js';
import { Client, useHarness } from './harness.js';
import { acceptedAuftrag } from './support/scenario.js';

const trpcQuery = (c: Client, path: string, input: unknown) =>
  c.request('GET', `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`);

interface Gruppe {
  versorgerId: string;
  versorgerName: string;
  stand: TBetreiberStand;
  standDatum: string | null;
}

describe.each(testDatabases())('the customer-facing state of each operator on $name', (database) => {
  const h = useHarness(database, { PUBLIC_URL: 'https://portal.test' });
  let sb: Client;
  let kunde: Client;
  let antragId: string;
  let auftragId: string;
  /** Supplier rows of the fresh order: [asked by e-mail, answered, not affected, recorded as asked, untouched]. */
  let rows: Array<{ id: string; name: string }>;

  const gruppen = async (): Promise<Gruppe[]> => {
    const res = await trpcQuery(kunde, 'versorgerUpload.auskunftGruppen', { antragId });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result.data as Gruppe[];
  };
  const standOf = async (id: string) => (await gruppen()).find((g) => g.versorgerId === id);
  const letter = async (): Promise<string> => {
    const res = await sb.request('GET', `/api/Auftraege/DownloadAnschreiben/${auftragId}`);
    expect(res.statusCode).toBe(200);
    return (await pageTexts(new Uint8Array(res.rawPayload))).join(' ');
  };

  beforeAll(async () => {
    sb = new Client(h.app);
    await sb.login('sb@example.org');
    kunde = new Client(h.app);
    await kunde.login('kunde@example.org');
    ({ antragId, auftragId } = await acceptedAuftrag(kunde, sb, { over: { betreiber: [1, 2, 3, 4, 5, 6] } }));
    await h.deliverMails();
    expect((await sb.request('GET', `/api/Auftraege/GetAktualisiereNetzbetreiberById/${auftragId}`)).statusCode).toBe(
      200,
    );
    const em = h.db.em.fork();
    const all = await em.find(Versorger, { auftrag: auftragId }, { orderBy: { versorgerName: 'asc' } });
    const perMail = all.filter((v) => v.abfrageart === 'E-Mail' && v.email);
    const rest = all.filter((v) => v.id !== perMail[0]?.id);
    expect(perMail.length).toBeGreaterThanOrEqual(1);
    expect(rest.length).toBeGreaterThanOrEqual(4);
    rows = [perMail[0], ...rest.slice(0, 4)].map((v) => ({ id: v?.id ?? '', name: v?.versorgerName ?? '' }));
  });

  it('says "noch nicht angefragt" for every operator nobody asked yet — on /dokumente and in the letter', async () => {
    const all = await gruppen();
    expect(all.length).toBeGreaterThanOrEqual(5);
    expect(all.every((g) => g.stand === 'nichtAngefragt' && g.standDatum === null)).toBe(true);
    const text = await letter();
    expect(text).toContain(`${all.length} Betreiber: ${all.length} noch nicht angefragt.`);
    expect(text).not.toContain('angefragt am');
    expect(text).not.toContain('ausstehend');
  });

  it('counts an e-mail enquiry only once the outbox delivered it, with the day it left', async () => {
    const [mail] = rows;
    const job = await h.db.em.fork().findOneOrFail(MailVersandJob, { versorger: mail?.id ?? '' });
    const sent = await sb.request('PUT', `/api/Mailversand/PutSendMailAnfrage/${job.id}`);
    expect(sent.statusCode, sent.body).toBe(200);
    // queued, not delivered: the operator has not been reached
    expect(await standOf(mail?.id ?? '')).toMatchObject({ stand: 'nichtAngefragt', standDatum: null });
    expect(await h.deliverMails()).toHaveLength(1);
    const outbox = await h.db.em.fork().findOneOrFail(Outbox, { idempotencyKey: `mailversand.${job.id}` });
    expect(outbox.status).toBe('sent');
    expect(await standOf(mail?.id ?? '')).toMatchObject({
      stand: 'angefragt',
      standDatum: outbox.sentAt?.toISOString(),
    });
  });

  it('shows answered, not affected and recorded enquiries with their days; the letter gives the same text for each', async () => {
    const [mail, beantwortet, nichtBetroffen, erfasst, offen] = rows;
    // a case worker records an answer by telephone, and an enquiry made in an operator's portal on a given day
    const put = (id: string, body: Record<string, unknown>) =>
      sb.request('PUT', `/api/Auftraege/PutUpdateVersorgerById/${id}`, { body });
    const antwortTag = new Date(Date.now() - 2 * 86_400_000);
    const anfrageTag = new Date(Date.now() - 5 * 86_400_000);
    expect(
      (
        await put(beantwortet?.id ?? '', {
          angefragtDatum: anfrageTag.toISOString(),
          auskunftDatum: antwortTag.toISOString(),
        })
      ).statusCode,
    ).toBe(200);
    expect((await put(erfasst?.id ?? '', { angefragtDatum: anfrageTag.toISOString() })).statusCode).toBe(200);
    // 'nicht betroffen' confirmed on the operator's behalf
    const confirmed = await sb.request('POST', '/trpc/versorgerUpload.confirm', {
      body: { versorgerId: nichtBetroffen?.id ?? '', auftragId, nichtBetroffen: true },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const byId = new Map((await gruppen()).map((g) => [g.versorgerId, g]));
    expect(byId.get(beantwortet?.id ?? '')).toMatchObject({
      stand: 'geantwortet',
      standDatum: antwortTag.toISOString(),
    });
    expect(byId.get(nichtBetroffen?.id ?? '')).toMatchObject({
      stand: 'nichtBetroffen',
      standDatum: expect.any(String),
    });
    expect(byId.get(erfasst?.id ?? '')).toMatchObject({ stand: 'angefragt', standDatum: anfrageTag.toISOString() });
    expect(byId.get(offen?.id ?? '')).toMatchObject({ stand: 'nichtAngefragt', standDatum: null });
    expect(byId.get(mail?.id ?? '')?.stand).toBe('angefragt');

    const text = await letter();
    for (const row of rows) {
      const g = byId.get(row.id);
      expect(g).toBeDefined();
      if (!g) continue;
      // the very text /dokumente shows (contracts betreiberStandText), next to the operator's name
      expect(text).toContain(
        `${row.name} ${betreiberStandText(g.stand, g.standDatum ? formatDate(g.standDatum) : null)}`,
      );
    }
    expect(text).toContain(`angefragt am ${formatDate(anfrageTag)}`);
    expect(text).toContain(`Auskunft erteilt am ${formatDate(antwortTag)}`);
    const n = (s: TBetreiberStand) => [...byId.values()].filter((g) => g.stand === s).length;
    const teile = [
      `${n('geantwortet')} mit Auskunft`,
      `${n('nichtBetroffen')} nicht betroffen`,
      `${n('angefragt')} angefragt, Antwort ausstehend`,
      `${n('nichtAngefragt')} noch nicht angefragt`,
    ];
    expect(text).toContain(`${byId.size} Betreiber: ${teile.join(', ')}.`);
  });
});
