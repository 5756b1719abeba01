// A member's data as one zip: the profile page's card.
export { DataExportCard } from './components/data-export-card';
