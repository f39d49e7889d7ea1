import { lazy, type ComponentType } from 'react';

/** `load` run once, on the first call; a failed download is tried again on the next. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => {
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
}

/** zod with its German messages (src/zod-locale.ts), loaded on the first page that needs it. */
export const loadGermanZod: () => Promise<unknown> = loadOnce(() => import('./zod-locale'));

/**
 * A lazily loaded module that may validate with zod: it resolves once the module and zod's German messages are
 * both there. The first page (start, login) leaves zod out (issue 18); every other page is loaded through this.
 */
export function withGermanZod<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadGermanZod()]).then(([module]) => module);
}

/**
 * React.lazy for a part of the shell that fetches (navigation badges, notes): it comes inside DataProviders, which
 * load with it, and with zod's German messages.
 */
export function lazyWithData<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Component, { DataProviders }] = await Promise.all([load(), import('./data-providers'), loadGermanZod()]);
    return {
      default: function WithData(props: P) {
        return (
          <DataProviders>
            <Component {...props} />
          </DataProviders>
        );
      },
    };
  });
}
