import {
  APP_BASE_PATH,
  ZAngebotHistorieExportQuery,
  ROLE,
  ZCustomerExportQuery,
  ZNutzerExportQuery,
  ZRechnungenExportQuery,
  type TConvertHistorieInput,
  type TExportRequest,
  type TExportResult,
} from '@lap/contracts';
import { angebotHistorieSource, customerListSource, nutzerListSource, rechnungenListSource } from '@lap/db';
import { readableNutzer } from '../nutzer/nutzer-admin.service.js';
import type { AuthedContext } from '../../context.js';
import { exportList } from './export.service.js';

/**
 * spec 000 §7 ExportNutzerExcel: the list the caller sees on /nutzer — every user for Administration,
 * the customers for SbBereich. Filters are checked against that list's catalogue.
 */
export function exportNutzer(ctx: AuthedContext, request: TExportRequest): Promise<TExportResult> {
  if (ctx.session.user.roles.includes(ROLE.Administration)) {
    return exportList(ctx, nutzerListSource, ZNutzerExportQuery.parse(request));
  }
  return exportList(ctx, customerListSource, ZCustomerExportQuery.parse(request));
}

/** spec 001 §7 PostExportRechnungenExcel; no date before 2025-07-01. */
export function exportRechnungen(ctx: AuthedContext, request: TExportRequest): Promise<TExportResult> {
  return exportList(ctx, rechnungenListSource, ZRechnungenExportQuery.parse(request));
}

/**
 * POST api/Historien/ConvertHistorieToExcel?uid&excelname: the offer history of customer `uid`
 * (the 'Export to Excel' button of angebothistorie/:userId), saved under `excelname`.
 */
export async function exportAngebotHistorie(ctx: AuthedContext, input: TConvertHistorieInput): Promise<TExportResult> {
  const customer = await readableNutzer(ctx, input.uid);
  const query = ZAngebotHistorieExportQuery.parse({
    filterDto: input.filterDto ?? [],
    sortingDto: input.sortingDto ?? [],
  });
  const fileTitle = input.excelname || `Angebotshistorie_${customer.name}`;
  return exportList(ctx, angebotHistorieSource(customer.id, APP_BASE_PATH), query, { fileTitle });
}
