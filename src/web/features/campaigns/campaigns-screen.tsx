export function CampaignsScreen() {
  return <h1>Automated Publishing</h1>;
}
