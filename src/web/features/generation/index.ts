export { GenerationScreen } from './generation-screen';
