// The admin's VIP members console, a chunk of its own: the page that shows it loads this file only by
// import() (a feature's lazy/ files, docs/architecture.md).
export { AdminMembers } from '../components/admin-members';
