// The admin's mail connection (Zoho): its routes, and what the app's mailer needs to send through it.
export { createZohoStore, zohoClientFor } from './mail-connection.service';
export { mailAdminRoutes } from './mail.routes';
