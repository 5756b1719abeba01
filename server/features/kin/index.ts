// 지식iN search, bookmarks and drafts.
export { kinRoutes } from './kin.routes';
