export { ExamplesScreen } from './examples-screen';
