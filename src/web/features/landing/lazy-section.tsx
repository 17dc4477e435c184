import { Suspense } from 'react';
import styled from 'styled-components';
import { Container } from './landing.styles';
import { PRELOAD_OBSERVER_OPTIONS, REVEAL_OBSERVER_OPTIONS, revealImmediately } from './reveal';
import type { LandingSection } from './sections';
import { useInView } from './use-in-view';
import { useScrolled } from './use-scrolled';
import { REDUCED_MOTION_QUERY, useMediaQuery } from './use-media-query';

const Frame = styled.section<{ $reserve: number; $revealed: boolean }>`
  min-height: ${({ theme, $reserve }) => theme.space($reserve)};
  padding: ${({ theme }) => theme.space(16)} 0;
  scroll-margin-top: ${({ theme }) => theme.space(14)};
  opacity: ${({ $revealed }) => ($revealed ? 1 : 0)};
  transform: translateY(${({ theme, $revealed }) => ($revealed ? '0' : theme.space(6))});
  transition:
    opacity 0.6s ease-out,
    transform 0.6s ease-out;

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
 * One landing section: its heading is in the prerendered HTML (anchors work at once), its body
 * is a separate chunk fetched once the visitor scrolls it near the viewport (nothing below the
 * fold is fetched during page load), and it fades in when 10% is visible.
 */
export function LazySection({ section }: { section: LandingSection }) {
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const immediate = revealImmediately({
    reducedMotion,
    hasIntersectionObserver: typeof window === 'undefined' || 'IntersectionObserver' in window,
  });
  const scrolled = useScrolled();
  const [loadRef, near] = useInView<HTMLElement>(PRELOAD_OBSERVER_OPTIONS, immediate, immediate || scrolled);
  const [revealRef, revealed] = useInView<HTMLDivElement>(REVEAL_OBSERVER_OPTIONS, immediate);
  const { Content } = section;

  return (
    <Frame
      id={section.id}
      ref={loadRef}
      aria-labelledby={`${section.id}-title`}
      $reserve={section.reserve}
      $revealed={revealed}
      data-revealed={revealed}
    >
      <Container ref={revealRef}>
        <h2 id={`${section.id}-title`}>{section.title}</h2>
        {near && (
          <Suspense fallback={null}>
            <Content />
          </Suspense>
        )}
      </Container>
    </Frame>
  );
}
