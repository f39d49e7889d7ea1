import { ListQueryError, runListPage, type Em, type ListPage, type ListSource } from '@lap/db';
import type { TFilterDto, TListFieldDef, TListPart, TSortingDto } from '@lap/contracts';
import { AppError } from '../errors.js';

export interface TListPageQuery extends TListExportQuery {
  page: number;
  pageSize: number;
  /** The page with its total (default), its rows only or its total only (`ZListPart`). */
  part?: TListPart | undefined;
}

export interface TListExportQuery {
  filterDto: TFilterDto;
  sortingDto: TSortingDto;
  search?: string | undefined;
}

/** Runs list work and turns a refused filter into the German 400 (never a 500 with SQL in it). */
export async function runListQuery<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ListQueryError) throw new AppError('BAD_REQUEST', error.message);
    throw error;
  }
}

export function listPage<F extends Record<string, TListFieldDef>>(
  em: Em,
  source: ListSource<F>,
  query: TListPageQuery,
): Promise<ListPage<F>> {
  return runListQuery(() => runListPage(em, source, query));
}
