import { albertaQuestions } from './questions/alberta';
import { britishColumbiaQuestions } from './questions/british-columbia';
import { californiaQuestions } from './questions/california';
import { floridaQuestions } from './questions/florida';
import { illinoisQuestions } from './questions/illinois';
import { newYorkQuestions } from './questions/new-york';
import { ohioQuestions } from './questions/ohio';
import { ontarioQuestions } from './questions/ontario';
import { quebecQuestions } from './questions/quebec';
import { texasQuestions } from './questions/texas';
import { alberta } from './scenarios/alberta';
import { britishColumbia } from './scenarios/british-columbia';
import { california } from './scenarios/california';
import { florida } from './scenarios/florida';
import { illinois } from './scenarios/illinois';
import { newYork } from './scenarios/new-york';
import { ohio } from './scenarios/ohio';
import { ontario } from './scenarios/ontario';
import { quebec } from './scenarios/quebec';
import { texas } from './scenarios/texas';
import type { EvalCase } from './types';

/** Every scenario with its questions, in the order they print. */
export const CASES: readonly EvalCase[] = [
  { scenario: california, questions: californiaQuestions },
  { scenario: texas, questions: texasQuestions },
  { scenario: florida, questions: floridaQuestions },
  { scenario: newYork, questions: newYorkQuestions },
  { scenario: illinois, questions: illinoisQuestions },
  { scenario: ohio, questions: ohioQuestions },
  { scenario: ontario, questions: ontarioQuestions },
  { scenario: britishColumbia, questions: britishColumbiaQuestions },
  { scenario: alberta, questions: albertaQuestions },
  { scenario: quebec, questions: quebecQuestions },
];
