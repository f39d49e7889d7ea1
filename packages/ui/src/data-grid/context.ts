import { createContext } from 'react';

/** What cell renderers inside a DataGrid may ask of it (they render in the grid's React tree). */
export interface DataGridContextValue {
  /** Reloads the current page from the server. */
  refresh: () => void;
}

export const DataGridContext = createContext<DataGridContextValue | null>(null);
