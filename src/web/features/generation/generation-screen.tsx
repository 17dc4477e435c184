export function GenerationScreen() {
  return <h1>article-generation</h1>;
}
