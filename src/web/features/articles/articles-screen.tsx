export function ArticlesScreen() {
  return <h1>Your Articles</h1>;
}
