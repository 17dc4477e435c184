import styled from 'styled-components';
import { Card, Grid, Lead } from '../landing.styles';

const Figure = styled.strong`
  display: block;
  margin-bottom: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.xl};
  color: ${({ theme }) => theme.color.primary};
`;

const RESULTS = [
  { figure: '< 60 s', text: 'from pasting your URL to a finished topic list, so your first blog lands in seconds, not weeks.' },
  { figure: '3000', text: 'words per article at most, structured with headings, FAQs and internal links into your own pages.' },
  { figure: '~1 hour', text: 'of editing instead of a day of research and drafting: less SEO work for every post you publish.' },
  { figure: '30 days', text: 'to decide. If RankScribe does not earn its keep, the money-back guarantee returns your payment.' },
];

export function ClientResults() {
  return (
    <>
      <Lead>
        Founders and bloggers use RankScribe to turn a neglected blog into a steady source of search traffic —
        without hiring an agency or learning keyword tools.
      </Lead>
      <Grid>
        {RESULTS.map((r) => (
          <Card key={r.figure}>
            <Figure>{r.figure}</Figure>
            <p>{r.text}</p>
          </Card>
        ))}
      </Grid>
    </>
  );
}
