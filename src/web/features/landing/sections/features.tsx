import { Card, Grid, Lead } from '../landing.styles';

const FEATURES = [
  {
    title: 'Less SEO work',
    text: 'RankScribe crawls your site, learns what you sell and who you sell to, and proposes the topics worth ranking for. You pick one; it does the research and the writing.',
  },
  {
    title: 'AI-detector proof',
    text: 'Articles are written from your own pages and real research, in varied sentences with a human rhythm, and checked against anti AI detection rules before you see them.',
  },
  {
    title: 'Google-update proof',
    text: 'Every article answers a real search intent with first-hand detail, cited facts and a clear structure — the helpful content that core updates reward instead of punish.',
  },
  {
    title: 'High converting',
    text: 'Each post links back to your product pages and ends with a call to action written for your offer, so readers become customers, not just pageviews.',
  },
  {
    title: 'Researched, not invented',
    text: 'Google results, Reddit and Quora threads and YouTube videos on your topic feed the draft; fact checking and anti-hallucination rules keep invented claims out.',
  },
  {
    title: 'Linked and illustrated',
    text: 'Internal links to your own pages, external links to the sources it read, and images placed where they help the reader — ready to paste into your CMS.',
  },
];

export function Features() {
  return (
    <>
      <Lead>Everything an SEO writer does for you, from topic research to a publish-ready draft.</Lead>
      <Grid>
        {FEATURES.map((f) => (
          <Card key={f.title}>
            <h3>{f.title}</h3>
            <p>{f.text}</p>
          </Card>
        ))}
      </Grid>
    </>
  );
}
