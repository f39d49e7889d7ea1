import { ZVersorgerListResult, type TVersorger } from '@lap/contracts';
import { versorgerListSource } from '@lap/db';
import type { AuthedContext } from '../../context.js';
import { auftragForStaff } from '../auftrag/auftrag-access.js';
import { listPage, type TListPageQuery } from '../list.js';
import { versorgerViews } from './versorger-view.js';

/**
 * The supplier table of /bearbeitungslist: filter, sort and page in SQL (the shared list engine), then the
 * page's rows with all spec fields and their municipalities.
 */
export async function listVersorger(ctx: AuthedContext, query: TListPageQuery & { auftragId: string; abgeschlosseneAnzeigen: boolean }) {
  const auftrag = await auftragForStaff(ctx, query.auftragId);
  const page = await listPage(ctx.em, versorgerListSource({ auftragId: auftrag.id, abgeschlosseneAnzeigen: query.abgeschlosseneAnzeigen }), query);
  const rows: TVersorger[] = await versorgerViews(ctx.em, page.rows.map((r) => String(r.id)));
  return ZVersorgerListResult.parse({ ...page, rows });
}
