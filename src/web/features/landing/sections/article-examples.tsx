import { Card, CommandLink, Grid, Lead } from '../landing.styles';

const KINDS = [
  { title: 'QA Articles', text: 'Direct answers to the questions your customers type into Google, with the detail that wins featured snippets.' },
  { title: 'How-to Guides', text: 'Step-by-step guides built from real forum questions and video walkthroughs on the subject.' },
  { title: 'Checklists', text: 'Scannable, practical lists that readers bookmark and share — and that link to your product where it helps.' },
  { title: 'Case Studies', text: 'Stories of a problem, an approach and a result, structured for readers who are close to buying.' },
];

export function ArticleExamples() {
  return (
    <>
      <Lead>Four formats RankScribe writes well. Read finished articles before you try it.</Lead>
      <Grid>
        {KINDS.map((k) => (
          <Card key={k.title}>
            <h3>{k.title}</h3>
            <p>{k.text}</p>
          </Card>
        ))}
      </Grid>
      <p>
        <CommandLink href="/app/examples">Read example articles</CommandLink>
      </p>
    </>
  );
}
