import { create } from 'zustand';

/**
 * A page that knows better than its route's title (a 404 under /:product) sets it here; with `exact` the
 * title is used whole, without the app's name (a one-page landing's title, as the server wrote it).
 */
export const useTitleOverride = create<{ title: string | null; exact: boolean }>(() => ({ title: null, exact: false }));
