// The catalog as other features see it: the SEO pages read published products through here.
export { productsRoutes } from './products.routes';
export { listPublishedProducts, readPublishedProduct } from './products.service';
