// The images feature as the app sees it: its routes, and the stored images GET /files serves.
export { claimVisitorUploads, deleteMemberImages, readServedImage } from './gallery.service';
export { sweepImages } from './images-sweep.service';
export { imagesRoutes, UPLOAD_PATH } from './images.routes';
export { thumbnailsRoutes } from './thumbnails.routes';
