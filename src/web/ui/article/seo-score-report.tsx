import styled from 'styled-components';
import type { SeoScoreReport as Report } from '../../../shared/seo-score';

const Section = styled.section`
  padding: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.md};
  color: ${({ theme }) => theme.color.primary};
`;

const Checks = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.color.muted};
`;

const Mark = styled.span<{ $ok: boolean }>`
  color: ${({ theme, $ok }) => ($ok ? theme.color.primary : theme.color.amber)};
`;

/** The generation service's SEO score for the article: the total and each check with its detail. */
export function SeoScoreReport({ report }: { report: Report }) {
  return (
    <Section aria-labelledby="seo-score-heading">
      <Heading id="seo-score-heading">{`SEO score: ${Math.round(report.score)}/100 (keyphrase "${report.keyphrase}")`}</Heading>
      <Checks>
        {report.checks.map((check) => (
          <li key={check.id}>
            <Mark $ok={check.ok} aria-label={check.ok ? 'passed' : 'needs work'}>
              {check.ok ? '✓' : '✗'}
            </Mark>{' '}
            {check.detail}
          </li>
        ))}
      </Checks>
    </Section>
  );
}
