// The product catalog as the app assembles it: a product's page at /{slug} (and its one-page form), and the admin console.
export { useProduct } from './api/get-product';
export { OnepageView, ProductView } from './components/product-view';
export { AdminProducts } from './components/admin-products';
