// Pages crawlers can read: tags per page, sitemap, robots, the IndexNow key file and the business facts.
export { describePage } from './page-meta';
export { jsonForScript, renderHeadTags } from './head-tags';
export { readSiteFacts } from './site-facts';
export { seoRoutes, siteRoutes } from './site.routes';
