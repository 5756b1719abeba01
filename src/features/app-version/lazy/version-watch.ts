// Loaded by the root layout half a poll after the page opened: nothing of it is part of a page's first load.
export { startVersionWatch } from '../version-watch';
