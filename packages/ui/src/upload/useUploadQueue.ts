import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { DropRejection } from './check-drop.js';
import { isOpen, itemsToStart, newItem, patchItem, type UploadItem } from './upload-queue.js';
import { isAbortError } from './upload-with-progress.js';

export interface UploadContext {
  onProgress: (loaded: number, total: number) => void;
  signal: AbortSignal;
}

export interface UploadQueueOptions<TResult> {
  /** Transfers one file; rejects with an Error whose message is German (shown in the row). */
  upload: (file: File, context: UploadContext) => Promise<TResult>;
  onSuccess?: (result: TResult, file: File) => void;
  /** After a failure (not after a cancel), with the message shown in the row. */
  onError?: (message: string, error: unknown, file: File) => void;
  /**
   * Uploads at once. Default 1: one after the other, so each bar shows the real speed, the first file is
   * stored as early as possible, and the server's 15-file count never races with a parallel upload.
   */
  concurrency?: number;
}

export interface UploadQueueState<TResult> {
  items: Array<UploadItem<TResult>>;
  /** Queues accepted files; rejected ones are listed with their reason and never sent. */
  add: (accepted: readonly File[], rejected?: ReadonlyArray<DropRejection<File>>) => void;
  /** Stops a waiting or running upload. */
  cancel: (key: string) => void;
  /** Removes a finished row. */
  dismiss: (key: string) => void;
  /** Removes all finished rows. */
  clearFinished: () => void;
  /** Items waiting or running. */
  openCount: number;
}

const FALLBACK_MESSAGE = 'Das Hochladen ist fehlgeschlagen.';

/**
 * A list of uploads with progress, run `concurrency` at a time. Uploads still running when the component
 * unmounts are aborted (nothing would show their outcome); while any is open, closing the tab asks first.
 */
export function useUploadQueue<TResult>(options: UploadQueueOptions<TResult>): UploadQueueState<TResult> {
  const { concurrency = 1 } = options;
  const [items, setItems] = useState<Array<UploadItem<TResult>>>([]);
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const files = useRef(new Map<string, File>());
  const controllers = useRef(new Map<string, AbortController>());
  const nextKey = useRef(0);
  const mounted = useRef(false);

  const update = useCallback((key: string, patch: Partial<Omit<UploadItem<TResult>, 'key'>>) => {
    if (mounted.current) setItems((current) => patchItem(current, key, patch));
  }, []);

  const start = useCallback(
    (key: string) => {
      const file = files.current.get(key);
      if (!file || controllers.current.has(key)) return;
      const controller = new AbortController();
      controllers.current.set(key, controller);
      update(key, { status: 'uploading' });
      const run = async () => {
        let result: TResult;
        try {
          result = await latest.current.upload(file, {
            signal: controller.signal,
            onProgress: (loaded, total) => update(key, { loaded, total }),
          });
        } catch (error) {
          if (isAbortError(error)) {
            update(key, { status: 'cancelled' });
            return;
          }
          const message = error instanceof Error && error.message ? error.message : FALLBACK_MESSAGE;
          update(key, { status: 'failed', message });
          latest.current.onError?.(message, error, file);
          return;
        } finally {
          controllers.current.delete(key);
          files.current.delete(key);
        }
        update(key, { status: 'done', result });
        latest.current.onSuccess?.(result, file);
      };
      void run();
    },
    [update],
  );

  useEffect(() => {
    for (const item of itemsToStart(items, concurrency)) start(item.key);
  }, [items, concurrency, start]);

  useEffect(() => {
    mounted.current = true;
    const running = controllers.current;
    return () => {
      mounted.current = false;
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const openCount = items.filter(isOpen).length;
  useEffect(() => {
    if (openCount === 0) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [openCount]);

  const add = useCallback((accepted: readonly File[], rejected: ReadonlyArray<DropRejection<File>> = []) => {
    const key = () => `upload-${(nextKey.current += 1)}`;
    const added: Array<UploadItem<TResult>> = [];
    for (const file of accepted) {
      const item = newItem<TResult>(key(), file);
      files.current.set(item.key, file);
      added.push(item);
    }
    for (const { file, message } of rejected) added.push(newItem<TResult>(key(), file, message));
    setItems((current) => [...current, ...added]);
  }, []);

  const cancel = useCallback((key: string) => {
    const running = controllers.current.get(key);
    if (running) {
      running.abort();
      return;
    }
    files.current.delete(key);
    setItems((current) =>
      current.map((item) => (item.key === key && item.status === 'queued' ? { ...item, status: 'cancelled' } : item)),
    );
  }, []);

  const dismiss = useCallback((key: string) => {
    setItems((current) => current.filter((item) => item.key !== key || isOpen(item)));
  }, []);

  const clearFinished = useCallback(() => {
    setItems((current) => current.filter(isOpen));
  }, []);

  return useMemo(
    () => ({ items, add, cancel, dismiss, clearFinished, openCount }),
    [items, add, cancel, dismiss, clearFinished, openCount],
  );
}
