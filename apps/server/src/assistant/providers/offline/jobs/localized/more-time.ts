import { letterDate, letterMoney, ruleById, ruleWords, type OpenItem, type RuleWords } from '@benji/shared';
import { toAdjusterIn } from '@benji/shared';
import type { JobInput } from '../../composers';
import { extensionWords } from '../../languages/extension-words';
import { letterWords, type LetterLanguage } from '../../languages/letter-words';
import { policyPeriod } from '../../languages/policy-period';
import { renderLocalizedDraft } from '../../letters/localized-draft';
import { ownReasons } from '../../letters/localized-reasons';
import { extensionPlan, reasonIn, type ExtensionPlan } from '../more-time';

/** A document owed, as the diary names it: the item, or the request's own summary when it named none. */
const documentName = (item: OpenItem) => item.item ?? item.description.replace(/^Documents requested: /, '');

/** What the time is for, in the language: the deadline's title as its rule's words give it, the topic, or the items owed; null when one is not yet written in it. */
function whatIn(language: LetterLanguage, plan: ExtensionPlan, rule: RuleWords | null): string | null {
  const words = extensionWords(language);
  const letter = letterWords(language);
  if (plan.deadline) return rule ? words.timeTo(rule.title) : null;
  if (plan.topic) return words.topics[plan.topic];
  if (plan.owed.length === 0) return '[What You Need More Time For]';
  const named = plan.owed.map((item: OpenItem) =>
    item.kind === 'document' ? words.requestedDocument(letter.quoted(documentName(item))) : (words.owed[item.kind] ?? null),
  );
  return named.every((name): name is string => name !== null) ? letter.listed(named) : null;
}

/**
 * moreTime in French or Spanish: the same request from the same plan (the deadline or what the
 * user owes, the policy's own time limit, the days asked and the new date), the user's reasons
 * quoted in their own words. Null when a part is not yet written in the language: a deadline
 * whose rule has no words in it, a document the diary does not name, or reasons that cannot be
 * matched to the user's sentences.
 */
export function moreTimeIn(language: LetterLanguage, { facts, text, request, context }: JobInput): string | null {
  const words = extensionWords(language);
  const letter = letterWords(language);
  const date = (day: string) => letterDate(day, letter.templates);
  const plan = extensionPlan(facts, text, context.passages);
  const { deadline, window, days, newDate } = plan;
  const ruleOfDeadline = deadline ? ruleById(deadline.ruleId) : undefined;
  const rule = ruleOfDeadline ? ruleWords(ruleOfDeadline, letter.templates) : null;
  const what = whatIn(language, plan, rule);
  const reasons = ownReasons(text, request.message, (sentence) => {
    const reason = reasonIn(sentence);
    return reason ? [reason] : [];
  });
  if (what === null || reasons === null) return null;
  const windowSentence = window
    ? words.window({
        page: window.limit.page,
        period: policyPeriod(language, window.limit),
        fromLoss: window.limit.start === 'loss',
        toRepair: window.limit.topic === 'holdback',
        lastDay: window.lastDay ? date(window.lastDay) : null,
        held: window.held ? letterMoney(window.held, letter.templates) : null,
      })
    : null;
  return renderLocalizedDraft(facts, language, {
    intro:
      deadline && rule
        ? words.introDeadline(rule.title, date(deadline.dueOn), rule.citation)
        : what.startsWith('[')
          ? words.introBare
          : words.introNamed(what),
    subject: words.subject,
    body: toAdjusterIn(
      letter.templates,
      words.body({
        what,
        due: deadline ? date(deadline.dueOn) : null,
        window: windowSentence,
        reasons: reasons.length > 0 ? reasons.map(letter.quoted).join(' ') : null,
        days,
        newDate: newDate ? date(newDate) : null,
      }),
    ),
    notes: [words.note],
  });
}
