export { AppShell } from './shell-screen';
