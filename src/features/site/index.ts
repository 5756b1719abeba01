// The site's shared facts as the rest of the SPA sees them: the footer block on every layout.
export { FooterFacts } from './components/footer-facts';
export { usePaymentWays } from './api/get-site-facts';
