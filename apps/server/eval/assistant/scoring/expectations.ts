import { CLARIFY_LEAD, CLARIFY_LEADS, FILL_BEFORE_SENDING, FILL_BEFORE_SENDING_LEADS, REFUSAL_LEAD, REFUSAL_LEADS } from '../markers';
import type { AnyOf, Expectations, Job } from '../types';
import { brevityItem, readPart } from './brevity';
import { answersInFrench } from './french';
import { answersInSpanish } from './spanish';
import { comparable, contains, type ItemResult } from './items';

const quoted = (group: AnyOf) => group.map((part) => `"${part}"`).join(' | ');
const containsAny = (text: string, group: AnyOf) => group.some((part) => contains(text, part));

/** Where the first of the group's substrings starts at or after `from`, or -1. */
function firstAt(text: string, group: AnyOf, from: number): number {
  const plain = comparable(text);
  const positions = group.map((part) => plain.indexOf(comparable(part), from)).filter((at) => at >= 0);
  return positions.length > 0 ? Math.min(...positions) : -1;
}

function inOrder(reply: string, steps: readonly (string | AnyOf)[]): boolean {
  let from = 0;
  for (const step of steps) {
    const at = firstAt(reply, typeof step === 'string' ? [step] : step, from);
    if (at < 0) return false;
    from = at + 1;
  }
  return true;
}

/** How far after its heading the "Fill before sending" list is read: a short list, not the rest of the reply. */
const FILL_LIST_CHARS = 600;

/**
 * The list must exist (under its heading in any of the reply's languages) and name something truly
 * unknown; a known fact must never be left as a [placeholder].
 */
function fillBeforeSending(reply: string, check: NonNullable<Expectations['fillBeforeSending']>): boolean {
  const plain = comparable(reply);
  const at = firstAt(reply, FILL_BEFORE_SENDING_LEADS, 0);
  if (at < 0) return false;
  const namesUnknown = containsAny(plain.slice(at, at + FILL_LIST_CHARS), check.unknown);
  const leavesKnownBlank = check.known.some((name) => contains(reply, `[${name}]`));
  return namesUnknown && !leavesKnownBlank;
}

/**
 * Scores the question's own expectations against its last reply, one item per expectation, plus
 * brevity. What the reply must say counts only within the words a reader gives its kind of reply;
 * what it must not say counts anywhere.
 */
export function scoreExpectations(whole: string, expect: Expectations, job: Job): ItemResult[] {
  const reply = readPart(whole, job);
  const items: ItemResult[] = [brevityItem(whole, job)];
  for (const part of expect.includes ?? []) items.push({ kind: 'includes', label: `includes "${part}"`, passed: contains(reply, part) });
  for (const group of expect.includesAny ?? [])
    items.push({ kind: 'includesAny', label: `includes one of ${quoted(group)}`, passed: containsAny(reply, group) });
  for (const part of expect.excludes ?? []) items.push({ kind: 'excludes', label: `excludes "${part}"`, passed: !contains(whole, part) });
  if (expect.inOrder) {
    const label = expect.inOrder.map((step) => (typeof step === 'string' ? `"${step}"` : `(${quoted(step)})`)).join(' then ');
    items.push({ kind: 'inOrder', label: `in order: ${label}`, passed: inOrder(reply, expect.inOrder) });
  }
  if (expect.refusal) items.push({ kind: 'refusal', label: `refuses ("${REFUSAL_LEAD}")`, passed: containsAny(reply, REFUSAL_LEADS) });
  if (expect.clarify)
    items.push({ kind: 'clarify', label: `asks which job ("${CLARIFY_LEAD}")`, passed: containsAny(reply, CLARIFY_LEADS) });
  if (expect.fillBeforeSending) {
    const { unknown, known } = expect.fillBeforeSending;
    const label = `"${FILL_BEFORE_SENDING}" list naming one of ${quoted(unknown)}, no placeholder for ${known.map((name) => `[${name}]`).join(' ')}`;
    items.push({ kind: 'fillBeforeSending', label, passed: fillBeforeSending(whole, expect.fillBeforeSending) });
  }
  if (expect.french) items.push({ kind: 'french', label: 'answers in French (or says so in French)', passed: answersInFrench(whole) });
  if (expect.spanish) items.push({ kind: 'spanish', label: 'answers in Spanish (or says so in Spanish)', passed: answersInSpanish(whole) });
  return items;
}
