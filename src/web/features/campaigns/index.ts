export { CampaignsScreen } from './campaigns-screen';
