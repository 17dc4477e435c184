// The entry for `/`. The page arrives prerendered, so it can be painted before React is even
// downloaded: fetching and evaluating React first (hundreds of milliseconds on a phone) would
// hold back the first paint. Hydration starts in the frame after the first paint.
requestAnimationFrame(() => {
  setTimeout(() => void import('./landing-hydrate'), 0);
});
