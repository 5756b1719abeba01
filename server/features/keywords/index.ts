// The keywords feature's public surface for the weekly report, the purge job and the research brief.
export { purgeOldLookups, toRow } from './lookup.service';
export { missingOpenApiSettings, openApiConfig, serviceSearchAdCredentials } from './naver-config';
export { listKeywordLists } from './lists.service';
export { memberRelatedKeywords } from './related.service';
export { keywordsRoutes } from './keywords.routes';
