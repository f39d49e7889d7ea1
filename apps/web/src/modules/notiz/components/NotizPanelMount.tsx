import { ROLE } from '@lap/contracts';
import { Suspense } from 'react';
import { lazyWithData } from '../../../lazy-pages';
import type { SessionUser } from '../../auth/session-store';

const NotizPanel = lazyWithData(() => import('./NotizPanel').then((m) => m.NotizPanel));

/** spec 001 §2/§6: the floating notes panel on every page, for case workers (SbBereich) only; loaded on demand. */
export function NotizPanelMount({ user }: { user: SessionUser | null }) {
  if (!user?.roles.includes(ROLE.SbBereich)) return null;
  return (
    <Suspense fallback={null}>
      <NotizPanel />
    </Suspense>
  );
}
