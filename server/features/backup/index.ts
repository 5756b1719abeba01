export { backupRoutes } from './backup.routes';
export { announceRunningServer, withdrawRunningServer } from './backup.service';
