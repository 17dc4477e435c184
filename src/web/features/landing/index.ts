export { LandingPage } from './landing-screen';
export { LandingRoute } from './landing-route';
