export type StaticPageName = 'contact' | 'privacy' | 'terms' | 'refund';

export function StaticPage({ page }: { page: StaticPageName }) {
  return <h1>{page}</h1>;
}
