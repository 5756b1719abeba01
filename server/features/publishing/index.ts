// The publishing feature as other features see it (automation, VIP pages): schedule a history post to
// a connected blog and read publications; everything else stays inside.
export { listPublications, PUBLISH_JOB, schedulePublication } from './publications.service';
export { listBlogConnections } from './blogs.service';
export { type PublishDeps } from './blog-clients';
export { publishBackoffMs, runPublication } from './publish-run.service';
export { PUBLISH_MAX_ATTEMPTS } from './publications.service';
export { blogsRoutes } from './blogs.routes';
export { publicationsRoutes } from './publications.routes';
export { readChosenThumbnailUrl } from './featured-image';
export { toPostHtml } from './post-html';
