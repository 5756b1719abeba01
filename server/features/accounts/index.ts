// The accounts feature as other features see it.
export { isAdmin } from './users.service';
