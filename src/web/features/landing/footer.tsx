import styled from 'styled-components';
import { Container } from './landing.styles';

const Foot = styled.footer`
  padding: ${({ theme }) => theme.space(10)} 0;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Links = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(6)};

  a {
    display: inline-block;
    padding: ${({ theme }) => theme.space(2)} 0;
  }
`;

const FOOTER_LINKS = [
  { href: '/contact', label: 'Contact' },
  { href: '/privacy', label: 'Privacy' },
  { href: '/terms', label: 'Terms' },
  { href: '/refund', label: 'Refund' },
];

export function LandingFooter() {
  return (
    <Foot>
      <Container>
        <nav aria-label="Footer">
          <Links>
            {FOOTER_LINKS.map((l) => (
              <li key={l.href}>
                <a href={l.href}>{l.label}</a>
              </li>
            ))}
          </Links>
        </nav>
        <p>RankScribe — AI SEO articles for busy founders, solopreneurs, indie hackers, website owners and bloggers.</p>
      </Container>
    </Foot>
  );
}
