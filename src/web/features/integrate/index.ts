export { IntegrateScreen } from './integrate-screen';
