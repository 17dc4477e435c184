export { StaticPage } from './static-page';
