import type { AssistantContext, ChatTurn } from '../engine';
import { gatherFacts } from '../facts/claim-facts';
import type { Classification, RankedJob } from './classifier';
import { readingWithRecords, type Classifiers, type Classifies } from './mentions-records';
import { CONVERSATION_JOBS, JOB_CHOICES, JOBS, LETTER_JOBS, type Job } from './jobs';
import { otherLanguageOf, replyLanguageFor, type OtherLanguage, type ReplyLanguage } from './language';
import { splitPastedEmail } from './pasted-email';
import { splitRequests, withSubjectFrom, type RequestPart } from './split-requests';
import { forTheClassifier, GLOSSES } from './glossed-reading';
import { choiceTheRecordsMake, jobInContext } from './job-in-context';
import { tokens } from '../retrieval/tokenize';
import { claimTypeFromText } from '../claim-kinds';
import { termsNamedIn } from '../glossary/terms';
import { asksALegalJudgement, asksForWriting, asksInItsOwnRight, asksWithoutRequesting } from './question-form';
import { writesOutsideTheClaim } from './addressee';

/** What the user asked for: one or more jobs in order, a choice to offer, a refusal, or another language. */
export type Understanding =
  | { kind: 'jobs'; requests: { job: Job; text: string; confidence: number }[] }
  | { kind: 'clarify'; choices: Job[]; text: string }
  | { kind: 'off_topic' }
  | { kind: 'other_language'; language: OtherLanguage };

/** The pasted e-mail travels separately from the user's instruction. */
export interface UnderstoodMessage {
  understanding: Understanding;
  pastedEmail: string | null;
  /** A French or Spanish message read through its English gloss; the reply shows the gloss. */
  glossedFrom?: { language: OtherLanguage; gloss: string };
  /** The language the reply is written in (language.ts). */
  language: ReplyLanguage;
}

/** What the words ask for, before the reply's language is settled. */
type ReadMessage = Omit<UnderstoodMessage, 'language'>;

// Chosen on the corpus's cross-validation (npm run eval:assistant prints it), never on the evaluation's questions.
export const CONFIDENT = 0.6;
export const MARGIN = 0.1;
/**
 * A job this far ahead of the next is clear whatever its own score: the two models' votes are
 * averaged, so one sure model beside a network that spreads its vote over many jobs leaves the
 * best at 0.59 with the next at 0.01.
 */
const CLEAR_LEAD = 0.5;
/** A job that costs nothing to answer by mistake (a policy quote, a deadline list) needs less. */
const HARMLESS_CONFIDENT = 0.4;
/** A message that names nothing ("money?", "and the other thing") is answered only when the classifier is all but certain. */
const VAGUE_CONFIDENT = 0.9;
/**
 * Words from which a message tells its story rather than asking in a line: a menu of jobs is for
 * the short, vague message ("what now?"), not for a paragraph that ends in a question. Set from
 * the form of the two kinds, not from either evaluation set's scores.
 */
const TOLD_AT_LENGTH = 40;

// Words that point at something without naming it.
const VAGUE_WORDS = new Set([
  'ok',
  'okay',
  'thing',
  'things',
  'stuff',
  'one',
  'ones',
  'anything',
  'something',
  'everything',
  'hey',
  'hi',
  'yeah',
  'yes',
  'so',
  'well',
  // Words that point back at something said before, and fillers.
  'other',
  'mentioned',
  'said',
  'earlier',
  'before',
  'again',
  'hmm',
  'um',
  'uh',
]);

/** One word, or nothing but pointers and function words: too little to choose a job on. */
function namesNothing(text: string): boolean {
  const words = text.trim().split(/\s+/).filter(Boolean);
  return words.length <= 1 || tokens(text).every((token) => VAGUE_WORDS.has(token.word));
}

/** What a user may ask about a pasted e-mail other than a reply: dispute its offer, check a deadline it sets… */
const NOT_ABOUT_AN_EMAIL: readonly Job[] = ['status_update', 'email_reply', 'letter', 'incident', 'greeting', 'capabilities', 'off_topic'];
const JOBS_ABOUT_AN_EMAIL: readonly Job[] = JOBS.filter((job) => !NOT_ABOUT_AN_EMAIL.includes(job));

// Asked for, not described: "write me a poem", "tell me a joke"; "their offer is a joke" is about the claim.
// "un petit poème sur mon assurance": a poem or a joke named at all is asked for, in any words.
const NAMES_A_CREATIVE_WORK = /\b(?:poem|poetry|haiku|limerick|lyrics|joke|riddle)s?\b/i;
const CREATIVE = /\b(?:write|tell|compose|make up|sing|give)\b[^.?!]*\b(?:poem|poetry|haiku|limerick|song|lyrics|rap|joke|story|riddle)\b/i;
/**
 * A creative work asked for by its article, right after the verb: "tell me a joke", "write us a
 * little poem", "do a poem on my insurance" (a French "faire un petit poème", glossed). Refused
 * whatever the gate says of its words; "tell them their offer is a joke" is no such request.
 */
const ASKS_FOR_A_CREATIVE_WORK =
  /\b(?:write|tell|compose|make|do|sing|give)\b(?:\s+\w+){0,2}?\s+(?:a|an|some)\s+(?:\w+\s+)?(?:poem|haiku|limerick|joke|riddle|song|rap)s?\b/i;

// Words that only come up in a claim. A message using one is about the claim, whatever the
// gate's score: it gets an answer or a choice, never a refusal. Asking for a poem or a joke stays
// off-topic even about insurance. (A list learned from the corpus instead, as the stems used in
// three or more claim utterances and in none of 18,000 general requests from CLINC's training
// splits, measured no better: see understanding/README.md.)
const CLAIM_WORDS =
  /\b(claims?|adjust[eo]rs?|insurers?|insurance company|policy|denied|denial|deny|offer(?:ed)?|estimates?|deductible|cover(?:ed|age)?|apprais\w*|roof|damage[sd]?|flood(?:ed)?|fire|theft|stole[n]?|proof of loss|euo|paid|payment|settle\w*|depreciation|holdback|sub-?limits?|special limits?|acv|rcv|actual cash value|replacement cost|subrogat\w*|coinsurance|endorsements?|hotel|contractor|repairs?|supervisor|complain\w*|deadlines?|due|status|next steps?|lawyer|sue)\b/i;

/** The message uses one of the claim words (scripts/gate-thresholds.ts measures the list). */
export const usesAClaimWord = (text: string) => CLAIM_WORDS.test(text);

/** The message tells of a loss of a kind Benji's claims are for ("the pipe burst", "somebody broke in"). */
export const tellsOfALoss = (text: string) => claimTypeFromText(text) !== null;

/**
 * A claim word, a loss told, or a term of the glossary ("reservation of rights", "two-party
 * cheque"): none of the 751 general requests of the corpus names a glossary term outside a request
 * for a poem or a joke, and 175 claim messages do that the claim words miss.
 */
const soundsLikeTheClaim = (text: string) =>
  (usesAClaimWord(text) || tellsOfALoss(text) || termsNamedIn(text).length > 0) && !CREATIVE.test(text);

/**
 * Content words from which a message tells something: on CLINC's training "yes / no / maybe"
 * replies, 3 of 300 have four or more (21 have three); every told loss of the policy pairs has.
 */
const TELLS_AT = 4;

/** The message's sentences and lines, trimmed. */
const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((part) => part.trim())
    .filter(Boolean);

/** A message that only tells: words of its own, and no question, question word or request in any sentence. */
const tellsWithoutAsking = (text: string) =>
  tokens(text).length >= TELLS_AT && !/\b(?:how|what|when|why|where|who|which|whether)\b/i.test(text) && !anySentenceAsks(text);

/** A request or a question, as opposed to a sentence that tells what happened. */
const asksSomething = (text: string) =>
  asksForWriting(text) ||
  WANTS.test(text) ||
  /\?|^\s*(?:how|what|when|why|where|who|which|can|could|will|would|should|do|does|did|is|are|am)\b/i.test(text) ||
  /^\s*(?:please\s+)?(?:tell|show|explain|give|list|check|find|remind|let me know)\b/i.test(text);

/** "I just want a firm message…", "we need help with…": what the user wants, said of themselves, is asked of Benji. */
const WANTS = /\b(?:i|we)(?:'d| would)? (?:\w+ )?(?:want|need|like)s? (?:to|a|an|some|help|it|them|him|her|my|our|the)\b/i;

/** Some sentence of the message asks or requests: a story that ends in a request has asked. */
const anySentenceAsks = (text: string) => sentencesOf(text).some(asksSomething);

/** Letter jobs whose composer answers a question put to them instead of writing (composers.ts). */
const ANSWERS_WHEN_ASKED: readonly Job[] = ['living_expenses', 'depreciation'];

type Decision = { job: Job; confidence: number } | { choices: Job[] } | 'off_topic';

/**
 * "email the adjuster for an update. she got all my receipts last week": one sentence asks, the
 * others only tell what happened. When the whole message leaves the job unclear, the asking
 * sentence alone decides it, if it is clear; the reply still reads the whole message.
 */
async function theOneRequest(classifier: Classifies, text: string): Promise<{ job: Job; confidence: number } | null> {
  const parts = sentencesOf(text);
  const asking = parts.filter(asksSomething);
  if (parts.length < 2 || asking.length !== 1) return null;
  return clearJobOf(classifier, asking[0]!);
}

/** The job the words alone decide, when they are clear; null for a choice or a refusal. */
async function clearJobOf(classifier: Classifies, text: string): Promise<{ job: Job; confidence: number } | null> {
  const decision = decide(await classifier.classify(text), text);
  return typeof decision === 'object' && 'job' in decision ? decision : null;
}

/**
 * When the gate's "not about the claim" stands, unless the message uses a claim word or names
 * something on the user's record (see mentions-records): at 0.7 or more; from 0.5, only when no
 * job of the claim's is near certain. Chosen on the gate's out-of-fold scores
 * (scripts/gate-thresholds.ts): this turns away 0.8% of claim messages and catches 80% of
 * general requests; 0.5 alone, 1.1% and 81.5%; 0.7 alone, 0.5% and 71%.
 */
const OFF_TOPIC_AT = 0.7;
const OFF_TOPIC_UNLESS_A_JOB_AT = 0.5;
const NEAR_CERTAIN_JOB = 0.95;

function turnsAway({ offTopic, jobs }: Classification): boolean {
  const best = jobs[0]?.score ?? 0;
  return jobs.length === 0 || offTopic >= OFF_TOPIC_AT || (offTopic >= OFF_TOPIC_UNLESS_A_JOB_AT && best < NEAR_CERTAIN_JOB);
}

// "What can you do?" shares every word with trivia questions; asked of Benji, it means Benji.
// The whole message asks it ("what do you do?", "so what can you do for me"): "what do you do after a crash" asks about a crash.
const ABOUT_BENJI =
  /^\W*(?:\w+\W+){0,2}(?:what (?:can|do|else can) you do|who are you|what are you|how does (?:this|benji|it) work|what is benji)(?:\W+(?:for me|for us|here|exactly|benji|again))?\W*$/i;

function decide({ offTopic, jobs }: Classification, text: string): Decision {
  if (ABOUT_BENJI.test(text)) return { job: 'capabilities', confidence: 1 };
  if (ASKS_FOR_A_CREATIVE_WORK.test(text)) return 'off_topic';
  // A message that speaks of the claim is about it, whatever the gate says ("their offer is a joke").
  const aboutTheClaim = soundsLikeTheClaim(text);
  if (!aboutTheClaim && turnsAway({ offTopic, jobs }))
    // A word or two is too little to turn someone away on: "money?" in a claim chat is asked of the
    // claim; nor is a gate in two minds (under OFF_TOPIC_AT), unless a poem or a joke is asked for.
    // Offering the likeliest jobs costs a tap; a refusal loses the user.
    return (namesNothing(text) || (offTopic < OFF_TOPIC_AT && !NAMES_A_CREATIVE_WORK.test(text))) && jobs.length > 0
      ? { choices: choicesFrom(jobs) }
      : 'off_topic';
  const [best, second] = jobs;
  if (!best) return { choices: choicesFrom(jobs) };
  const margin = best.score - (second?.score ?? 0);
  // An answer from the records (a policy quote, a deadline list) costs little if it is not what was
  // meant; so does a letter job asked a question, which is answered, not written (question-form).
  const answeredNotWritten = ANSWERS_WHEN_ASKED.includes(best.job) && asksWithoutRequesting(text);
  const harmless = answeredNotWritten || (!LETTER_JOBS.includes(best.job) && !CONVERSATION_JOBS.includes(best.job));
  // "ok", "hi": a word or two is a greeting; anything else vague ("and the other thing?") is a choice to offer.
  if (namesNothing(text) && best.job !== 'greeting' && best.job !== 'capabilities')
    return best.score >= VAGUE_CONFIDENT ? { job: best.job, confidence: best.score } : { choices: choicesFrom(jobs) };
  if (
    (best.score >= CONFIDENT && margin >= MARGIN) ||
    margin >= CLEAR_LEAD ||
    (harmless && best.score >= HARMLESS_CONFIDENT && margin >= MARGIN / 2)
  )
    return { job: best.job, confidence: best.score };
  // Someone who tells their story at length and asks a question wants it answered, not a menu: the
  // likelier of the two jobs that answer rather than write.
  if (text.split(/\s+/).filter(Boolean).length >= TOLD_AT_LENGTH && asksSomething(text)) {
    const answer = jobs.slice(0, 2).find((entry) => !LETTER_JOBS.includes(entry.job) && !CONVERSATION_JOBS.includes(entry.job));
    if (answer) return { job: answer.job, confidence: answer.score };
  }
  return { choices: choicesFrom(jobs) };
}

/** The two or three likeliest jobs worth offering: never a refusal or a greeting as a choice. */
function choicesFrom(ranked: readonly RankedJob[]): Job[] {
  const useful = ranked.filter((entry) => entry.job !== 'off_topic' && entry.job !== 'greeting' && entry.job !== 'capabilities');
  const top = useful.slice(0, 3).filter((entry, index) => index < 2 || entry.score >= 0.1);
  return top.length > 0 ? top.map((entry) => entry.job) : ['next_steps', 'policy_question', 'status_update'];
}

/** "2", "the second", "la segunda", "le deuxième": the place of the choice meant (0-based), or null. */
function ordinalOf(text: string): number | null {
  const ordinal =
    /^(?:option\s*|opci[oó]n\s*|(?:the|la|el|le|l')\s*)?(?:(1|one|first|primer[oa]?|premi[eè]re?)|(2|two|second|segund[oa]|deuxi[eè]me|seconde?)|(3|three|third|tercer[oa]?|troisi[eè]me))(?![\p{L}\d])/iu.exec(
      text,
    );
  if (!ordinal) return null;
  return ordinal[1] ? 0 : ordinal[2] ? 1 : 2;
}

/**
 * The user's answer to the previous clarifying question, read against the choices stored with it:
 * a tapped choice, "1", "the second", or words of a choice. The job is done on the question first asked.
 */
function answerToClarification(message: string, history: readonly ChatTurn[], chosen?: Job): { job: Job; original: string } | null {
  const last = history.at(-1);
  const asked = history.at(-2);
  const offered = last?.role === 'assistant' ? (last.choices ?? []) : [];
  if (offered.length === 0 || !asked || asked.role !== 'user') return null;
  if (chosen) return offered.includes(chosen) ? { job: chosen, original: asked.content } : null;
  const text = message.trim().toLowerCase();
  const place = ordinalOf(text);
  if (place !== null) {
    const job = offered[place];
    return job ? { job, original: asked.content } : null;
  }
  // Words of a choice, in English or in the gloss of the language the question was asked in.
  const language = otherLanguageOf(asked.content);
  const words = language ? GLOSSES[language](text, new Date().toISOString().slice(0, 10)).text.toLowerCase() : text;
  const byWords = offered.find((job) => JOB_CHOICES[job].split(' ').filter((word) => word.length > 4 && words.includes(word)).length >= 1);
  return byWords && text.split(/\s+/).length <= 8 ? { job: byWords, original: asked.content } : null;
}

/**
 * Under this share of its words in the glossary, a message is not read at all: guessing a job from
 * two words of ten would answer a question nobody asked. It is told, in its language, that Benji
 * cannot read it yet. Every French and Spanish utterance of the corpus is read at 0.6 or more.
 */
const READABLE = 0.5;

/** The gloss and the user's own words, as the jobs read them: a French policy is searched in French. */
const withOwnWords = (gloss: string, message: string) => `${gloss}\n\n${message}`;

/**
 * A French or Spanish message is read through its English gloss, by the model that learnt the
 * team's French and Spanish utterances as glosses: a clear job is answered, a vague one gets the
 * choices (offered in the user's language); one the glossary barely knows is declined as unread.
 */
async function understandGlossed(classifier: Classifies, message: string, today: string, language: OtherLanguage): Promise<ReadMessage> {
  const { text: gloss, known } = GLOSSES[language](message, today);
  const glossedFrom = { language, gloss };
  if (known < READABLE) return { understanding: { kind: 'other_language', language }, pastedEmail: null, glossedFrom };
  const decision = decide(await classifier.classify(forTheClassifier(gloss, message)), gloss);
  if (decision === 'off_topic') return { understanding: { kind: 'off_topic' }, pastedEmail: null, glossedFrom };
  const text = withOwnWords(gloss, message);
  if ('job' in decision)
    return {
      understanding: { kind: 'jobs', requests: [{ job: decision.job, text, confidence: decision.confidence }] },
      pastedEmail: null,
      glossedFrom,
    };
  return { understanding: { kind: 'clarify', choices: decision.choices, text }, pastedEmail: null, glossedFrom };
}

/** What the words ask for, before the claim's records are consulted. */
async function readMessage(
  classifiers: Classifiers,
  message: string,
  history: readonly ChatTurn[],
  today: string,
  chosen: Job | undefined,
): Promise<ReadMessage> {
  const answered = answerToClarification(message, history, chosen);
  if (answered) {
    // A question asked in French or Spanish is done on its gloss, with the user's words, as it would have been.
    const asked = otherLanguageOf(answered.original);
    if (asked) {
      const gloss = GLOSSES[asked](answered.original, today).text;
      return {
        understanding: { kind: 'jobs', requests: [{ job: answered.job, text: withOwnWords(gloss, answered.original), confidence: 1 }] },
        pastedEmail: null,
        glossedFrom: { language: asked, gloss },
      };
    }
    const { email } = splitPastedEmail(answered.original);
    return {
      understanding: { kind: 'jobs', requests: [{ job: answered.job, text: answered.original, confidence: 1 }] },
      pastedEmail: email,
    };
  }
  // A next step the user tapped: its job, on its own words.
  if (chosen) return { understanding: { kind: 'jobs', requests: [{ job: chosen, text: message, confidence: 1 }] }, pastedEmail: null };
  const previousQuestion = history.filter((turn) => turn.role === 'user').at(-1)?.content;
  const { instruction, email, form } = splitPastedEmail(withSubjectFrom(previousQuestion, message));
  if (email && form === 'e-mail') return readAroundAnEmail(classifiers, instruction, message, email, today);
  const language = otherLanguageOf(message);
  if (language) return understandGlossed(classifiers.glossed, message, today, language);
  // A quotation the user cites (their policy, an offer, what someone said) is part of what they
  // tell, not an e-mail to answer: the job is read from the whole message, quotation included.
  return { understanding: await readOwnWords(classifiers.english, form === 'quotation' ? message.trim() : instruction), pastedEmail: null };
}

/**
 * With an e-mail pasted, the user's own words around it say what to do with it: an instruction
 * that is not clearly another job about it means "answer it". Those words are read in their own
 * language (a French instruction above an English e-mail through its gloss), whatever the e-mail's.
 */
async function readAroundAnEmail(
  classifiers: Classifiers,
  instruction: string,
  message: string,
  email: string,
  today: string,
): Promise<ReadMessage> {
  const language = instruction ? otherLanguageOf(instruction) : null;
  const gloss = language ? GLOSSES[language](instruction, today).text : null;
  const decision = !instruction
    ? null
    : gloss
      ? decide(await classifiers.glossed.classify(forTheClassifier(gloss, instruction)), gloss)
      : decide(await classifiers.english.classify(instruction), instruction);
  const job =
    decision && typeof decision === 'object' && 'job' in decision && JOBS_ABOUT_AN_EMAIL.includes(decision.job)
      ? decision.job
      : 'email_reply';
  const text = gloss ? withOwnWords(gloss, instruction) : instruction || message;
  return {
    understanding: { kind: 'jobs', requests: [{ job, text, confidence: 1 }] },
    pastedEmail: email,
    ...(language && gloss ? { glossedFrom: { language, gloss } } : {}),
  };
}

/**
 * The job a part of a message asks for, decided as a whole message is. In a message about the
 * claim, a part is about the claim too, so the off-topic gate does not turn it away ("and the
 * time limit?"). Near-tied, a part takes the job of the request before it (one request, asked twice),
 * else an answer over a letter: an answer costs nothing if it was not what was meant.
 */
function jobOfPart(
  classification: Classification,
  text: string,
  aboutTheClaim: boolean,
  jobBefore: Job | null,
): { job: Job; confidence: number } | null {
  const decision = decide(aboutTheClaim ? { ...classification, offTopic: 0 } : classification, text);
  if (decision === 'off_topic') return null;
  if ('job' in decision) return decision;
  const nearTied = classification.jobs.slice(0, 2).filter((entry) => entry.score >= HARMLESS_CONFIDENT);
  const pick =
    nearTied.find((entry) => entry.job === jobBefore) ??
    nearTied.find((entry) => !LETTER_JOBS.includes(entry.job) && !CONVERSATION_JOBS.includes(entry.job));
  return pick ? { job: pick.job, confidence: pick.score } : null;
}

/**
 * "must I?", "what amount?", "is that usual": too few words of its own to be a request apart. A
 * term of insurance is a subject by itself: "explain what ACV means" asks in its own right.
 */
const saysTooLittle = (text: string) =>
  tokens(text).filter((token) => !VAGUE_WORDS.has(token.word)).length <= 1 && termsNamedIn(text).length === 0;

/**
 * Several requests in one message, by its shape: the parts that ask (a question, a request put to
 * Benji, an item of the user's list) each decide a job on their own words, and carry the sentences
 * before them that only tell what happened; a part that says too little on its own ("then draft it", "what amount?")
 * joins the request before it. Null unless every part that asks is clear, in two or more parts.
 */
async function severalRequests(
  classifier: Classifies,
  parts: readonly RequestPart[],
  whole: string,
  wholeIsUnclear: boolean,
): Promise<Understanding | null> {
  const asks = (part: RequestPart) => part.listed || part.question || asksInItsOwnRight(part.text);
  if (parts.filter(asks).length < 2) return null;
  const aboutTheClaim = soundsLikeTheClaim(whole);
  const requests: { job: Job; text: string; confidence: number }[] = [];
  const read = async (text: string) => jobOfPart(await classifier.classify(text), text, aboutTheClaim, requests.at(-1)?.job ?? null);
  let told: string[] = [];
  for (const part of parts) {
    if (!asks(part)) {
      told.push(part.text);
      continue;
    }
    const text = [...told, part.text].join('. ');
    told = [];
    // Decided on its own words: read with what was told before it, the told sentence's topic
    // would speak for it. The told sentences travel with it to the reply.
    const decided = saysTooLittle(part.text) ? null : await read(part.text);
    // "do I need a notary" after a proof of loss asks about it, not for a legal judgement: no refusal of its own.
    const aside = decided?.job === 'legal' && !asksALegalJudgement(part.text) && requests.length > 0;
    if (decided && !aside) {
      if (decided.job === 'off_topic' || decided.job === 'greeting') return null;
      requests.push({ ...decided, text });
      continue;
    }
    // Too little on its own: it carries on the request before it, and the two are one request,
    // decided on their words together.
    const before = requests.pop();
    if (!before) return null;
    const together = `${before.text}. ${text}`;
    const joined = await read(together);
    if (!joined || joined.job === 'off_topic' || joined.job === 'greeting') return null;
    requests.push({ ...joined, text: together });
  }
  // What was told after the last request belongs to it; a job asked twice is one request, with the words of both.
  const last = requests.at(-1);
  if (last && told.length > 0) last.text = [last.text, ...told].join('. ');
  const distinct = requests.flatMap((request, index) => {
    const first = requests.findIndex((other) => other.job === request.job);
    if (first !== index) return [];
    const texts = requests.filter((other) => other.job === request.job).map((other) => other.text);
    return [{ ...request, text: texts.join('. ') }];
  });
  if (distinct.length > 1) return { kind: 'jobs', requests: distinct };
  // Every part asks for the same job (an EUO, then whether one usually brings counsel to it): one
  // request, on the whole message, where the whole message alone left the job unclear.
  const [only] = distinct;
  return only && requests.length > 1 && wholeIsUnclear ? { kind: 'jobs', requests: [{ ...only, text: whole }] } : null;
}

/**
 * Words that ask for a reply to be written, as opposed to telling what an e-mail said. "Draft" and
 * "write" alone ask for any letter ("draft a letter asking for appraisal"): they ask for a reply
 * only with an e-mail named.
 */
const ASKS_FOR_A_REPLY = /\b(?:reply|respond|response|write back)\b|\b(?:draft|write)\b[^.?!]*\be-?mails?\b/i;

type EmailShare = 'shared' | 'dropped';

/**
 * An e-mail is answered when one is pasted, or when a reply is asked for (the reply then asks for
 * the e-mail). Told of in the user's own words ("the adjuster e-mailed that they won't pay for the
 * carpet, can they do that?"), it is part of a question: the job is the next likeliest. For a whole
 * message the jobs left share the e-mail reply's score, so that a message the classifier split
 * between "reply to an e-mail" and "appraisal" is an appraisal. A part of a message keeps the
 * scores as they were: there, a share left to the e-mail reply is doubt about a few words, and
 * shared out it made a clear generic letter of "can you put that in writing" (tried: the held-out
 * set lost two items).
 */
function withoutAnEmailToAnswer(classifier: Classifies, share: EmailShare): Classifies {
  return {
    async classify(text) {
      const classification = await classifier.classify(text);
      if (ASKS_FOR_A_REPLY.test(text)) return classification;
      const left = classification.jobs.filter((entry) => entry.job !== 'email_reply');
      const total = left.reduce((sum, entry) => sum + entry.score, 0);
      const shared = share === 'shared' && total > 0;
      return { ...classification, jobs: shared ? left.map((entry) => ({ ...entry, score: entry.score / total })) : left };
    },
  };
}

/**
 * A story told at length, then asked about: the classifier multiplies the evidence of every word,
 * so a long story's words (a lawyer the neighbour called, "unfair") can make it sure of `legal`.
 * The legal referral declines to answer, so it is for a legal judgement asked, not told: when the
 * sentences that ask put none, they decide the job on their own words, if they are clear. The
 * reply still reads the whole story.
 */
async function askedAfterALegalStory(classifier: Classifies, text: string): Promise<Decision | null> {
  const parts = sentencesOf(text);
  const asking = parts.filter(asksSomething);
  if (text.split(/\s+/).length < TOLD_AT_LENGTH || asking.length === 0 || asking.length === parts.length) return null;
  const asked = asking.join(' ');
  if (asksALegalJudgement(asked)) return null;
  const decision = await clearJobOf(classifier, asked);
  return decision?.job === 'legal' ? null : decision;
}

/** What the user's own words ask for: one job or several in order, a choice to offer, or a refusal. */
async function readOwnWords(anyClassifier: Classifies, instruction: string): Promise<Understanding> {
  if (writesOutsideTheClaim(instruction)) return { kind: 'off_topic' };
  const classifier = withoutAnEmailToAnswer(anyClassifier, 'shared');
  const read = decide(await classifier.classify(instruction), instruction);
  const toldNotAsked =
    typeof read === 'object' && 'job' in read && read.job === 'legal' && (await askedAfterALegalStory(classifier, instruction));
  const whole = toldNotAsked || read;
  const parts = splitRequests(instruction);
  const several =
    parts.length > 1
      ? await severalRequests(
          withoutAnEmailToAnswer(anyClassifier, 'dropped'),
          parts,
          instruction,
          whole !== 'off_topic' && 'choices' in whole,
        )
      : null;
  if (several) return several;
  if (whole === 'off_topic') return { kind: 'off_topic' };
  if ('choices' in whole) {
    const request = await theOneRequest(classifier, instruction);
    if (request) return { kind: 'jobs', requests: [{ ...request, text: instruction }] };
    // Told, not asked: what happened, with no question or request anywhere in it, is answered as
    // a loss told (first steps led by what the policy says of it; the open claim's next steps if it
    // is that loss). A vague follow-up ("and the other thing") still gets the choices.
    if (tellsWithoutAsking(instruction)) return { kind: 'jobs', requests: [{ job: 'incident', text: instruction, confidence: 0 }] };
    return { kind: 'clarify', choices: whole.choices, text: instruction };
  }
  // A loss told with nothing asked of Benji gets first steps (led by what the policy says of it),
  // never a letter nobody asked for: "the fire wrecked the kitchen, we're in a hotel" is not yet a request.
  const job = LETTER_JOBS.includes(whole.job) && tellsOfALoss(instruction) && !anySentenceAsks(instruction) ? 'incident' : whole.job;
  return { kind: 'jobs', requests: [{ job, text: instruction, confidence: whole.confidence }] };
}

/** The user's own words and an e-mail laid out among them: someone else's words say nothing of the user's language. */
function ownAndPasted(message: string): { own: string; pasted: string | null } {
  const { instruction, email, form } = splitPastedEmail(message);
  return email && form === 'e-mail' ? { own: instruction, pasted: email } : { own: message, pasted: null };
}

/**
 * The one place a message's job is decided. Reads it the way a careful person would: another
 * language is answered as such; a pasted e-mail is kept apart from the instruction; a message
 * with two requests is answered in order; below the confidence threshold the user is asked to
 * choose, never given a guessed letter; and each job is then read against the claim's records
 * (a question about money heard as a dispute may be about the holdback on record). Composers and
 * the policy search take the jobs as decided here.
 */
export async function understand(
  classifiers: Classifiers,
  message: string,
  history: readonly ChatTurn[] = [],
  records: AssistantContext | null = null,
  chosen?: Job,
): Promise<UnderstoodMessage> {
  const today = records?.today ?? new Date().toISOString().slice(0, 10);
  const { own, pasted } = ownAndPasted(message);
  const language = replyLanguageFor(own, {
    earlier: history.filter((turn) => turn.role === 'user').map((turn) => ownAndPasted(turn.content).own),
    account: records?.user.language,
    tapped: chosen !== undefined,
    pasted,
  });
  const read = { ...(await readMessage(readingWithRecords(classifiers, records), message, history, today, chosen)), language };
  const { understanding, pastedEmail } = read;
  // A job the user chose is done as chosen; a pasted e-mail is answered as the e-mail asks.
  if (!records || pastedEmail || chosen) return read;
  if (understanding.kind === 'clarify') {
    const chosen = choiceTheRecordsMake(understanding.choices, understanding.text, gatherFacts(records, understanding.text));
    return chosen
      ? { ...read, understanding: { kind: 'jobs', requests: [{ job: chosen, text: understanding.text, confidence: 1 }] } }
      : read;
  }
  if (understanding.kind !== 'jobs') return read;
  const requests = understanding.requests.map((request) => ({
    ...request,
    job: jobInContext(request.job, request.text, gatherFacts(records, request.text)),
  }));
  return { ...read, understanding: { kind: 'jobs', requests } };
}
