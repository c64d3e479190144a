import type { FastifyInstance } from 'fastify';
import { allowedAmounts } from '../scoring/amounts';
import { scoreExpectations } from '../scoring/expectations';
import { globalItems, plantsInjection } from '../scoring/global-checks';
import type { ItemResult } from '../scoring/items';
import { scenarioPremises } from '../scoring/premises';
import { amountsByRole } from '../scoring/roles';
import { scenarioMaterial } from '../scoring/scenario-material';
import type { EvalCase, Question, Scenario } from '../types';
import { askQuestion, turnsOf } from './ask-question';
import { enrolScenario } from './enrol-scenario';

export interface QuestionResult {
  scenario: Scenario;
  question: Question;
  turns: readonly string[];
  replies: readonly string[];
  items: ItemResult[];
  error?: string;
}

/**
 * Enrols one scenario's user, asks each of its questions in a new session, and scores the last reply
 * against the question's expectations and every reply against the global checks.
 */
export async function runCase(
  app: FastifyInstance,
  evalCase: EvalCase,
  otherUsers: readonly string[],
  runId: string,
): Promise<QuestionResult[]> {
  const { scenario, questions } = evalCase;
  const chat = await enrolScenario(app, scenario, runId);
  const material = scenarioMaterial(scenario);
  const recorded = scenarioPremises(scenario);
  const results: QuestionResult[] = [];
  for (const question of questions) {
    const turns = turnsOf(question);
    const premises = new Set([...recorded, ...(question.states ?? [])]);
    const conversation = await askQuestion(chat, question);
    const items = conversation.replies.flatMap((reply, index) => {
      const userTurns = turns.slice(0, index + 1);
      return globalItems(reply, {
        allowedAmounts: allowedAmounts([material, ...userTurns].join('\n')),
        otherUsers,
        premises,
        userTurns,
        roles: amountsByRole(scenario, userTurns),
        injectionPlanted: plantsInjection(material),
      });
    });
    items.push(...scoreExpectations(conversation.replies.at(-1) ?? '', question.expect, question.job));
    results.push({
      scenario,
      question,
      turns,
      replies: conversation.replies,
      items,
      ...(conversation.error ? { error: conversation.error } : {}),
    });
  }
  return results;
}
