// Liveness and readiness for load balancers and operators.
export { healthRoutes, readyRoutes } from './health.routes';
