// The site's shared facts as the rest of the SPA sees them: the footer block on every layout, and the
// company and guide pages' text.
export { FooterFacts } from './components/footer-facts';
export { CompanyInfo } from './components/company-facts';
export { Guide } from './components/guide';
export { usePaymentWays } from './api/get-site-facts';
