import styled from 'styled-components';
import { Container } from './landing.styles';
import { SECTION_BODY_ATTRIBUTE } from './landing-hooks';
import type { LandingSection } from './sections';

/**
 * `data-revealed="false"` is set by sections.enhance.ts, so without JavaScript nothing is hidden.
 * The reveal fades only: a moving (transformed) section would suspend the browser's scroll
 * anchoring, and a jump to #pricing would drift as the bodies above it load and grow.
 */
const Frame = styled.section<{ $reserve: number }>`
  min-height: ${({ theme, $reserve }) => theme.space($reserve)};
  padding: ${({ theme }) => theme.space(16)} 0;
  scroll-margin-top: ${({ theme }) => theme.space(14)};

  /* Hidden at once (the sections start below the fold), faded in when revealed. */
  &[data-revealed='false'] {
    opacity: 0;
  }
  &[data-revealed='true'] {
    transition: opacity 0.6s ease-out;
  }

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    font-size: ${({ theme }) => theme.font.size.lg};
    color: ${({ theme }) => theme.color.primary};
  }
  h2::before {
    content: '# ' / '';
    color: ${({ theme }) => theme.color.muted};
  }
`;

/**
 * One landing section: its heading is in the prerendered HTML (anchors work at once, the outline
 * is crawlable); its body is rendered into the empty element by sections.enhance.ts once the
 * visitor scrolls it near the viewport.
 */
export function LazySection({ section }: { section: LandingSection }) {
  return (
    <Frame id={section.id} aria-labelledby={`${section.id}-title`} $reserve={section.reserve}>
      <Container>
        <h2 id={`${section.id}-title`}>{section.title}</h2>
        <div {...{ [SECTION_BODY_ATTRIBUTE]: '' }} />
      </Container>
    </Frame>
  );
}
