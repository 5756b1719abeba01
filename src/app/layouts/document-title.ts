import { create } from 'zustand';

/** A page that knows better than its route's title (a 404 under /:product) sets it here. */
export const useTitleOverride = create<{ title: string | null }>(() => ({ title: null }));
