// The keywords feature as the app sees it: the /keyword workspace, and the saved lists the write page offers.
export { useKeywordLists } from './api/get-keyword-lists';
export { KeywordWorkspace } from './components/keyword-workspace';
