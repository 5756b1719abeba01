// The article library as the app assembles it: the list and one article at /contents, and the admin console.
export { ArticleList } from './components/article-list';
export { ArticleView } from './components/article-view';
export { AdminContents } from './components/admin-contents';
