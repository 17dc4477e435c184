export { ArticlesScreen } from './articles-screen';
