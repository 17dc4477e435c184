import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { STATIC_PAGE_LINKS } from './static-pages';

const Foot = styled.footer`
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(6)};
  margin: 0;
  padding: 0;
  list-style: none;
  & a {
    display: inline-block;
    padding: ${({ theme }) => theme.space(2)} 0;
  }
`;

/** The footer of the static pages: Contact, Privacy, Terms, Refund. */
export function SiteFooter() {
  return (
    <Foot>
      <nav aria-label="Legal">
        <Links>
          {STATIC_PAGE_LINKS.map((l) => (
            <li key={l.to}>
              <Link to={l.to}>{l.label}</Link>
            </li>
          ))}
        </Links>
      </nav>
    </Foot>
  );
}
