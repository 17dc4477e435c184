export function IntegrateScreen() {
  return <h1>CMS Integration</h1>;
}
