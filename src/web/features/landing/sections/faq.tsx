import styled from 'styled-components';

const Item = styled.details`
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  padding: ${({ theme }) => theme.space(4)} 0;
  max-width: ${({ theme }) => theme.layout.proseWidth};
  line-height: ${({ theme }) => theme.font.lineHeight.prose};

  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.color.text};
    font-weight: 700;
  }
  p {
    margin: ${({ theme }) => theme.space(3)} 0 0;
    color: ${({ theme }) => theme.color.muted};
  }
`;

const QUESTIONS = [
  {
    q: 'Do I need a credit card to try it?',
    a: 'No credit card required. Sign in, enter your website and get one analysis and one article free.',
  },
  {
    q: 'How fast is the first article?',
    a: 'The analysis and topic list take seconds; a full article is written while you watch, usually in a few minutes.',
  },
  {
    q: 'Will Google penalise AI-written content?',
    a: 'Google ranks helpful content whoever wrote it. RankScribe writes from real research and your own pages, with cited facts and a clear structure, which is what keeps articles Google-update proof.',
  },
  {
    q: 'Will AI detectors flag the articles?',
    a: 'Articles are written to be AI-detector proof: varied sentence structure, specific details from the research and anti AI detection checks before delivery.',
  },
  {
    q: 'Can it publish to my blog?',
    a: 'Yes: automated posting to WordPress, Ghost, Shopify, Webflow, Wix, Framer, Squarespace and more, or copy the Markdown.',
  },
  {
    q: 'What if it is not for me?',
    a: 'Every plan has a 30-day money-back guarantee. Ask within 30 days and your payment is refunded in 5-10 business days.',
  },
];

export function Faq() {
  return (
    <div>
      {QUESTIONS.map(({ q, a }) => (
        <Item key={q}>
          <summary>{q}</summary>
          <p>{a}</p>
        </Item>
      ))}
    </div>
  );
}
