// The stored files the app serves at /files/*.
export { filesRoutes } from './files.routes';
