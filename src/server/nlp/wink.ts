import winkNLP, { type ItsFunction } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

/**
 * The one wink-nlp instance the server uses. Keyphrases, site facts and the article checks all
 * read English with it, so the model is instantiated once per process rather than once per
 * importer. The pipe is the union of what they need: the part-of-speech tags do not change with
 * `negation` and `ner` in it (checked over the fixture corpus), and the entities serve the writer.
 */
export const nlp = winkNLP(model, ['sbd', 'negation', 'ner', 'pos']);
export const its = nlp.its;
// wink-nlp's typings give `its.lemma` the lemmatizer's signature, not the one out() takes; at run time it is the same kind of helper.
export const lemmaOf = its.lemma as unknown as ItsFunction<string>;
