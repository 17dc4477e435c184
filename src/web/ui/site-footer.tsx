import type { ReactNode } from 'react';
import styled from 'styled-components';
import { STATIC_PAGE_LINKS } from './static-pages';

const Foot = styled.footer`
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.space(280)};
  margin: 0 auto;
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(6)};
  margin: 0;
  padding: 0;
  list-style: none;
  & a {
    display: inline-block;
    padding: ${({ theme }) => theme.space(2)} 0;
  }
`;

/**
 * The one footer of the prerendered pages (the landing page and the static pages): Contact,
 * Privacy, Terms, Refund as plain links (each is its own prerendered page), under the navigation
 * name the page gives it, with the page's own line below if it has one.
 */
export function SiteFooter({ label, children }: { label: string; children?: ReactNode }) {
  return (
    <Foot>
      <Inner>
        <nav aria-label={label}>
          <Links>
            {STATIC_PAGE_LINKS.map((l) => (
              <li key={l.to}>
                <a href={l.to}>{l.label}</a>
              </li>
            ))}
          </Links>
        </nav>
        {children}
      </Inner>
    </Foot>
  );
}
