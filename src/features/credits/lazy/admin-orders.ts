// The admin's orders console, a chunk of its own: the page that shows it loads this file only by import()
// (a feature's lazy/ files, docs/architecture.md).
export { AdminOrders } from '../components/admin-orders';
