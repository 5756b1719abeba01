// The keywords feature's public surface for the weekly report and the purge job.
export { purgeOldLookups, toRow } from './lookup.service';
export { openApiConfig, serviceSearchAdCredentials } from './naver-config';
export { listKeywordLists } from './lists.service';
export { keywordsRoutes } from './keywords.routes';
