// Words that carry no topic in a policy or a question about one. "not", "no" and "only" are here
// too: BM25 ranks by topic; what a clause allows or forbids is read from its wording, not its terms.
export const STOPWORDS = new Set(
  (
    'a about above after again against all am an and any are as at be because been before being below between both but by can could ' +
    'did do does doing down during each few for from further had has have having he her here hers him his how i if in into is it its ' +
    'just me more most my myself no nor not now of off on once only or other our ours out over own same she should so some such than ' +
    'that the their theirs them then there these they this those through to too under until up very was we were what when where which ' +
    'while who whom why will with would you your yours yourself please tell say says said know let us also may might must shall ' +
    'don doesn didn isn wasn aren weren won wouldn couldn shouldn haven hasn hadn ll ve re im ive ' +
    // The same contractions typed without their apostrophe, as hurried users do.
    'dont doesnt didnt isnt wasnt arent werent wont wouldnt couldnt shouldnt havent hasnt hadnt cant theres thats whats hows wheres heres whos youre theyre weve youve theyve'
  ).split(' '),
);
