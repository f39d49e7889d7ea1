import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/** Goes one step back in the app's history; to the start page when the page was opened directly. */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    // react-router keeps the history index in history.state.idx; 0 means nothing to go back to.
    const state: unknown = window.history.state;
    const idx =
      typeof state === 'object' && state !== null && 'idx' in state && typeof state.idx === 'number' ? state.idx : 0;
    void (idx > 0 ? navigate(-1) : navigate('/'));
  }, [navigate]);
}
