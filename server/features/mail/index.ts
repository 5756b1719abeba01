// The admin's mail connection (Zoho): its routes, what the app's mailer needs to send through it, and its state
// (the operator's checklist reads it).
export { createZohoStore, mailStatus, zohoClientFor } from './mail-connection.service';
export { mailAdminRoutes } from './mail.routes';
