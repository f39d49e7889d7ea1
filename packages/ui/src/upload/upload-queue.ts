// The state of the upload list, as pure functions (the hook in useUploadQueue.ts runs them).

export type UploadStatus = 'queued' | 'uploading' | 'done' | 'failed' | 'cancelled' | 'rejected';

export interface UploadItem<TResult = unknown> {
  /** Unique within one queue. */
  key: string;
  name: string;
  size: number;
  status: UploadStatus;
  /** Bytes sent and to send (the multipart body, a little more than `size`). */
  loaded: number;
  total: number;
  /** German reason for 'failed' and 'rejected'. */
  message: string | null;
  /** What the upload resolved with, for 'done'. */
  result: TResult | null;
}

/** Still to be transferred: waiting or running. */
export const isOpen = (item: UploadItem<unknown>): boolean => item.status === 'queued' || item.status === 'uploading';

/** Whole percent, 100 when done; the bar never shows 100 before the server has answered. */
export function uploadPercent(item: Pick<UploadItem<unknown>, 'status' | 'loaded' | 'total'>): number {
  if (item.status === 'done') return 100;
  if (item.total <= 0) return 0;
  return Math.min(99, Math.floor((item.loaded / item.total) * 100));
}

export function newItem<TResult>(
  key: string,
  file: { name: string; size: number },
  rejection?: string,
): UploadItem<TResult> {
  return {
    key,
    name: file.name,
    size: file.size,
    status: rejection === undefined ? 'queued' : 'rejected',
    loaded: 0,
    total: file.size,
    message: rejection ?? null,
    result: null,
  };
}

export function patchItem<TResult>(
  items: ReadonlyArray<UploadItem<TResult>>,
  key: string,
  patch: Partial<Omit<UploadItem<TResult>, 'key'>>,
): Array<UploadItem<TResult>> {
  return items.map((item) => (item.key === key ? { ...item, ...patch } : item));
}

/** The queued items to start now so that at most `concurrency` run at once, oldest first. */
export function itemsToStart<TResult>(
  items: ReadonlyArray<UploadItem<TResult>>,
  concurrency: number,
): Array<UploadItem<TResult>> {
  const running = items.filter((i) => i.status === 'uploading').length;
  const free = Math.max(0, concurrency - running);
  return items.filter((i) => i.status === 'queued').slice(0, free);
}
