const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
};

/** Search results on the user's own host are not competitors, and non-http results are not links. */
export function excludeOwnSite<T extends { url: string }>(results: T[], siteUrl: string): T[] {
  const own = hostOf(siteUrl);
  return results.filter((r) => /^https?:\/\//i.test(r.url) && hostOf(r.url) !== own);
}
