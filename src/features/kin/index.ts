// 지식iN as the app assembles it: the search at /kin (its state lives in the address) and the bookmarks at /kin/zzim.
export { KinBookmarkList } from './components/kin-bookmark-list';
export { KIN_MAX_PAGE, KinWorkspace, type KinSearchState } from './components/kin-workspace';
