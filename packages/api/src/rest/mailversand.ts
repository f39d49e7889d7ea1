import type { TMailVersandJobInput, TMailVorlageInput } from '@lap/contracts';
import { bodyObject, listQueryFromUrl, unchecked, type RestRoute } from './route.js';

/**
 * Operator e-mail (spec 001 §7 'Mail dispatch'). `{id}` of a job is the supplier row (versorgerId, as /editEmailJob names
 * it) or the job's own id. PostUploadAntragDatei (multipart) is a file route (apps/server plugins/files.ts).
 */
export const MAILVERSAND_ROUTES: RestRoute[] = [
  {
    method: 'GET',
    path: 'api/Mailversand/GetVersorgerByAuftragId/{auftragId}',
    call: (c, r) => c.mailversand.auftrag({ auftragId: r.params.auftragId ?? '' }),
  },
  // "with optional second id": the order, as a second path segment or `?auftragId=`; it must be the job's order.
  {
    method: 'GET',
    path: 'api/Mailversand/GetEmailVersandJobById/{id}',
    optionalSegment: 'auftragId',
    call: (c, r) => {
      const auftragId = r.params.auftragId ?? r.query.auftragId;
      return c.mailversand.job({ id: r.params.id ?? '', ...(auftragId ? { auftragId } : {}) });
    },
  },
  {
    method: 'GET',
    path: 'api/Mailversand/GetMailVersandJobs',
    call: (c, r) => c.mailversand.list(unchecked(listQueryFromUrl(r.query))),
  },
  { method: 'GET', path: 'api/Mailversand/GetMailVorlagen', call: (c) => c.mailversand.vorlagen() },
  {
    method: 'GET',
    path: 'api/Mailversand/GetFilesMailVersandJobById/{id}',
    call: (c, r) => c.mailversand.anhaenge({ id: r.params.id ?? '' }),
  },
  {
    method: 'POST',
    path: 'api/Mailversand/PostMailTemplate',
    call: (c, r) => c.mailversand.saveVorlage(unchecked<TMailVorlageInput>(bodyObject(r.body))),
  },
  {
    method: 'PUT',
    path: 'api/Mailversand/PutMailVersandJob/{id}',
    call: (c, r) => c.mailversand.update(unchecked<TMailVersandJobInput>({ ...bodyObject(r.body), id: r.params.id })),
  },
  {
    method: 'DELETE',
    path: 'api/Mailversand/DeleteMailVersandJobById/{id}',
    call: (c, r) => c.mailversand.delete({ id: r.params.id ?? '' }),
  },
  // {a} = the job (or its supplier row), {b} = the attachment's file name (or its id).
  {
    method: 'DELETE',
    path: 'api/Mailversand/DeleteAnhangFile/{a}/{b}',
    call: (c, r) => c.mailversand.deleteAnhang({ mailVersandJobId: r.params.a ?? '', fileName: r.params.b ?? '' }),
  },
  {
    method: 'PUT',
    path: 'api/Mailversand/PutSendMailAnfrage/{id}',
    call: (c, r) => c.mailversand.send({ id: r.params.id ?? '' }),
  },
];
