/** What every page gets from its route-table row; most pages ignore it. */
export type PageProps = { title: string };
