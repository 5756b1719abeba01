// The publishing feature as other features see it (automation, VIP pages): schedule a history post to
// a connected blog and read publications; everything else stays inside.
export {
  cancelPublication,
  getPublication,
  listPublications,
  PUBLISH_JOB,
  schedulePublication,
  type SchedulePublicationInput,
} from './publications.service';
export { listBlogConnections } from './blogs.service';
