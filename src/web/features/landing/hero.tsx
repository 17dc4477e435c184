import styled from 'styled-components';
import { HERO_PHRASES, initialTypingState, typedText } from './hero-typing';
import { BlogCounter } from './blog-counter';
import { CommandLink, Container } from './landing.styles';
import { LANDING_IDS } from './landing-hooks';

/** The hero fills the first screen so lazy sections always start below the fold. */
const Section = styled.section`
  min-height: 100vh;
  min-height: 100svh;
  display: flex;
  align-items: center;
  padding: ${({ theme }) => theme.space(24)} 0 ${({ theme }) => theme.space(12)};
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  font-size: ${({ theme }) => theme.font.size.xl};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  color: ${({ theme }) => theme.color.text};
`;

/**
 * Reserved for the longest phrase plus the caret (monospace: 1ch per letter), so typing never
 * moves the words around it.
 */
const longest = Math.max(...HERO_PHRASES.map((p) => p.length));
const Typed = styled.span`
  display: inline-block;
  min-width: ${longest + 1}ch;
  color: ${({ theme }) => theme.color.primary};
  white-space: pre;

  &::after {
    content: '▌';
    animation: blink 1s steps(1) infinite;
  }
  @keyframes blink {
    50% {
      opacity: 0;
    }
  }
`;

const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

const Sub = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(8)};
  max-width: ${({ theme }) => theme.layout.proseWidth};
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.prose};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(10)};
`;

const Claims = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(8)};
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};

  li::before {
    content: '✓ ' / '';
    color: ${({ theme }) => theme.color.primary};
  }
`;

const audienceList = `${HERO_PHRASES.slice(0, -1).join(', ')} and ${HERO_PHRASES[HERO_PHRASES.length - 1]}`;

/** The hero; its typed phrase starts as the first phrase in full and hero.enhance.ts animates it. */
export function Hero() {
  return (
    <Section aria-labelledby="hero-title">
      <Container>
        <Title id="hero-title">
          SEO blog articles that rank, written in seconds for{' '}
          <Typed id={LANDING_IDS.typed} aria-hidden="true">
            {typedText(initialTypingState())}
          </Typed>
          <VisuallyHidden>{audienceList}</VisuallyHidden>
        </Title>
        <Sub>
          Paste your website&apos;s address. RankScribe reads your pages, finds the topics your customers search
          for and writes a researched, internally linked article of up to 3000 words — so you do less SEO work and
          publish more.
        </Sub>
        <Claims aria-label="Why RankScribe">
          <li>First blog in seconds</li>
          <li>No credit card required</li>
          <li>AI-detector proof</li>
          <li>Google-update proof</li>
          <li>30-day money-back guarantee</li>
        </Claims>
        <Actions>
          <CommandLink href="/app" $primary>
            Start Writing Now
          </CommandLink>
          <CommandLink href="/app/examples">View Examples</CommandLink>
        </Actions>
        <BlogCounter />
      </Container>
    </Section>
  );
}
