import styled from 'styled-components';
import { Card, Grid } from '../landing.styles';

const Step = styled.span`
  display: block;
  margin-bottom: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const STEPS = [
  { title: 'Enter your website', text: 'Paste your own site address into the chat. No credit card required to try it.' },
  { title: 'RankScribe analyses it', text: 'It reads your pages and works out your niche, audience and the keywords you can win.' },
  { title: 'Pick a topic', text: 'Choose one of the SEO-optimised blog topics it proposes for your site.' },
  { title: 'Get your article', text: 'A researched, linked article of up to 3000 words, ready to publish or post to your CMS.' },
];

export function HowItWorks() {
  return (
    <Grid as="ol">
      {STEPS.map((s, i) => (
        <Card key={s.title}>
          <Step>step {i + 1}/4</Step>
          <h3>{s.title}</h3>
          <p>{s.text}</p>
        </Card>
      ))}
    </Grid>
  );
}
