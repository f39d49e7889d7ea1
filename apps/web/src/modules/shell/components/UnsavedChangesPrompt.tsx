import { ConfirmDialog } from '@lap/ui';
import { UNSAVED_CHANGES_MSG, useUnsavedChanges } from '../hooks/useUnsavedChanges';

/** Put into a form: while `dirty`, leaving the page asks 'Sie haben ungespeicherte Änderungen. Seite trotzdem verlassen?'. */
export function UnsavedChangesPrompt({ dirty }: { dirty: boolean }) {
  const blocker = useUnsavedChanges(dirty);
  const blocked = blocker.state === 'blocked';
  return (
    <ConfirmDialog
      opened={blocked}
      title="Ungespeicherte Änderungen"
      message={UNSAVED_CHANGES_MSG}
      confirmLabel="Seite verlassen"
      cancelLabel="Auf der Seite bleiben"
      onConfirm={() => blocked && blocker.proceed()}
      onClose={() => blocked && blocker.reset()}
    />
  );
}
