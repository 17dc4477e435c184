export { LandingPage } from './landing-screen';
