import styled from 'styled-components';
import { Grid } from '../landing.styles';

const Quote = styled.li`
  margin: 0;
  padding: ${({ theme }) => theme.space(5)};
  border-left: 2px solid ${({ theme }) => theme.color.primary};
  background: ${({ theme }) => theme.color.surface};
  line-height: ${({ theme }) => theme.font.lineHeight.prose};

  figure {
    margin: 0;
  }
  blockquote {
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
  figcaption {
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const QUOTES = [
  {
    text: 'I had a blog with three posts from 2021. RankScribe gave me ten topics my customers actually search for and the first article was live the same evening.',
    who: 'Maya R., founder of a scheduling SaaS',
  },
  {
    text: 'The drafts read like someone who did the research, because it did: Reddit threads, videos, competitor pages. I edit for twenty minutes and publish.',
    who: 'Tom K., indie hacker',
  },
  {
    text: 'It links every post back to my product pages. Two articles in, the blog is now where most of our trial sign-ups come from.',
    who: 'Priya S., solopreneur',
  },
];

export function Testimonials() {
  return (
    <Grid>
      {QUOTES.map((q) => (
        <Quote key={q.who}>
          <figure>
            <blockquote>“{q.text}”</blockquote>
            <figcaption>— {q.who}</figcaption>
          </figure>
        </Quote>
      ))}
    </Grid>
  );
}
