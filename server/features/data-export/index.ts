export { dataExportRoutes } from './data-export.routes';
