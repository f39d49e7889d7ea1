import { ZVersorgerListResult, type TVersorger } from '@lap/contracts';
import { versorgerListSource } from '@lap/db';
import type { AuthedContext } from '../../context.js';
import { auftragIdForStaff } from '../auftrag/auftrag-access.js';
import { listPage, type TListPageQuery } from '../list.js';
import { versorgerViews } from './versorger-view.js';

/**
 * The supplier table of /bearbeitungslist: filter, sort and page in SQL (the shared list engine), then the
 * page's rows with all spec fields and their municipalities (two statements, no entities).
 */
export async function listVersorger(
  ctx: AuthedContext,
  query: TListPageQuery & { auftragId: string; abgeschlosseneAnzeigen: boolean },
) {
  const auftragId = await auftragIdForStaff(ctx, query.auftragId);
  const page = await listPage(
    ctx.em,
    versorgerListSource({ auftragId, abgeschlosseneAnzeigen: query.abgeschlosseneAnzeigen }),
    query,
  );
  const rows: TVersorger[] = await versorgerViews(
    ctx.em,
    page.rows.map((r) => String(r.id)),
  );
  return ZVersorgerListResult.parse({ ...page, rows });
}
