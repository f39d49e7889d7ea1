import { Button } from '@mantine/core';
import { ROLE } from '@lap/contracts';
import { IconArrowDown, IconArrowUp, IconNotes } from '@tabler/icons-react';
import type { SessionUser } from '../../auth/session-store';
import { NOTIZ_PANEL_ID, NOTIZ_SCHALTER_ID, setNotizenOffen, useNotizenOffen } from '../notiz-schalter';

/**
 * The notes panel's button (spec 001 §2 Shell: an up-arrow button while closed), in the header: labelled 'Notizen',
 * it never lies over the page's content and stays below modal overlays, like the header.
 */
export function NotizSchalter({ user }: { user: SessionUser | null }) {
  const offen = useNotizenOffen();
  if (!user?.roles.includes(ROLE.SbBereich)) return null;
  const Pfeil = offen ? IconArrowDown : IconArrowUp;
  return (
    <Button
      id={NOTIZ_SCHALTER_ID}
      variant={offen ? 'light' : 'default'}
      size="sm"
      leftSection={<IconNotes size={17} stroke={1.8} aria-hidden />}
      rightSection={<Pfeil size={16} stroke={2} aria-hidden />}
      aria-label={offen ? 'Notizen schließen' : 'Notizen öffnen'}
      aria-expanded={offen}
      aria-controls={NOTIZ_PANEL_ID}
      onClick={() => setNotizenOffen(!offen)}
      style={{ flexShrink: 0 }}
    >
      Notizen
    </Button>
  );
}
