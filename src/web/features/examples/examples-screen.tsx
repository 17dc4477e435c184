export function ExamplesScreen() {
  return <h1>Examples</h1>;
}
