// The article library as other features see it: the SEO pages read published articles through here.
export { contentsRoutes } from './contents.routes';
export { listPublishedArticles, listPublishedArticleStamps, readPublishedArticle } from './contents.service';
