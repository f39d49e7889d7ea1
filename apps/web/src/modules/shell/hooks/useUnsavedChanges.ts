import { useEffect } from 'react';
import { useBlocker, type Blocker } from 'react-router';

/** Our own text (spec silent, issue 42): the question before leaving a form with unsaved changes. */
export const UNSAVED_CHANGES_MSG = 'Sie haben ungespeicherte Änderungen. Seite trotzdem verlassen?';

/**
 * While `dirty`, leaving the page asks first: the browser's own dialog on reload, closing the tab or typing another
 * address ('beforeunload' shows no text of ours), and our question on in-app navigation (the router's blocker).
 * Staying on the same path (a wizard step in the query, an anchor) is not leaving.
 */
export function useUnsavedChanges(dirty: boolean): Blocker {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older Chromium shows the dialog only with a returnValue set
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
}
