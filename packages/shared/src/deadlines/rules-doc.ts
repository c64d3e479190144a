import { ADVISORIES } from './advisories';
import { HOLIDAY_CALENDARS, HOLIDAY_CALENDAR_INFO } from './holiday-calendars';
import { describePeriod } from './period';
import { DEADLINE_RULES } from './rules';
import type { DeadlineRule, Jurisdiction, RuleSource } from './types';

// docs/deadlines.md is written from the rule table so that the two cannot drift; the test beside
// this file fails when the committed page differs from what this returns.

const PLACE: Record<string, string> = {
  'US-CA': 'California',
  'US-TX': 'Texas',
  'US-FL': 'Florida',
  'US-NY': 'New York',
  'US-LA': 'Louisiana',
  'US-GA': 'Georgia',
  'US-CO': 'Colorado',
  'US-IL': 'Illinois',
  'US-NC': 'North Carolina',
  'US-*': 'Every US state (policy wording)',
  'CA-ON': 'Ontario',
  'CA-BC': 'British Columbia',
  'CA-AB': 'Alberta',
  'CA-QC': 'Québec',
  'CA-NB': 'New Brunswick',
  practice: "Benji's practice tips (not law)",
};

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

// Parentheses in an address would end a Markdown link early.
function href(url: string): string {
  return url.replace(/\(/g, '%28').replace(/\)/g, '%29');
}

function link(url: string | null, source?: RuleSource): string {
  if (source === 'practice') return 'Benji advice';
  return url ? `[source](${href(url)})` : 'not found';
}

function dates(rule: DeadlineRule): string {
  return rule.effectiveTo ? `${rule.effectiveFrom} to ${rule.effectiveTo}` : `from ${rule.effectiveFrom}`;
}

function status(provisional: boolean, reason: string | undefined): string {
  return provisional ? `provisional${reason ? `: ${reason}` : ''}` : 'checked';
}

function ruleRow(rule: DeadlineRule): string {
  const who = rule.who === 'insurer' ? 'insurer' : 'you';
  const categories = rule.appliesTo ? ` (${rule.appliesTo.join(', ').replace(/_/g, ' ')})` : '';
  const roll = rule.rollForward
    ? `; a weekend or holiday end moves to the next business day ([${rule.rollForward.citation}](${href(rule.rollForward.sourceUrl)}))`
    : '';
  const columns = [
    `${rule.title}${categories}`,
    who,
    `${describePeriod(rule)} after ${rule.triggerPhrase}${roll}`,
    rule.citation,
    rule.operativeWords ?? '',
    dates(rule),
    link(rule.sourceUrl, rule.source),
    rule.checkedOn,
    rule.source === 'practice' ? 'not law' : status(rule.provisional, rule.provisionalReason),
  ];
  return `| ${columns.map(cell).join(' | ')} |`;
}

function jurisdictionSection(jurisdiction: Jurisdiction): string[] {
  const rules = DEADLINE_RULES.filter((rule) => rule.jurisdiction === jurisdiction);
  const advisories = ADVISORIES.filter((advisory) => advisory.jurisdiction === jurisdiction);
  return [
    `## ${PLACE[jurisdiction] ?? jurisdiction}`,
    '',
    '| Rule | Who | Period | Citation | Words of the text | In force | Text read | Checked | Status |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rules.map(ruleRow),
    ...(advisories.length > 0
      ? [
          '',
          'Also shown, with no date to count to:',
          '',
          ...advisories.map(
            (a) =>
              `- ${cell(a.text)} ${cell(a.citation)}; ${link(a.sourceUrl, a.source)}, checked ${a.checkedOn}${a.provisional ? ' (provisional)' : ''}.`,
          ),
        ]
      : []),
    '',
  ];
}

function calendarSection(): string[] {
  return [
    '## Holiday calendars',
    '',
    'Business days skip weekends and the holidays of the claim’s state or province; where a rule says so, a last day on a weekend or holiday moves to the next business day.',
    '',
    '| Calendar | Citation | Text read | Checked | Status |',
    '|---|---|---|---|---|',
    ...HOLIDAY_CALENDARS.map((id) => {
      const info = HOLIDAY_CALENDAR_INFO[id];
      return `| ${[info.name, info.citation, link(info.sourceUrl), info.checkedOn, status(info.provisional, info.gap ?? undefined)].map(cell).join(' | ')} |`;
    }),
    '',
  ];
}

/** The whole of docs/deadlines.md. */
export function deadlinesDoc(): string {
  const jurisdictions = [...new Set(DEADLINE_RULES.map((rule) => rule.jurisdiction))];
  return [
    '# Deadline rules',
    '',
    '<!-- Generated from packages/shared/src/deadlines; do not edit. Regenerate with:',
    '     UPDATE_DEADLINES_DOC=1 npx vitest run --project shared rules-doc -->',
    '',
    'Every rule Benji counts, with the text it was checked against. "Provisional" means the legal text could not be read or the',
    'sources disagree; the product says so beside the date. General information, not legal advice.',
    '',
    "Where no rule below gives a claim a last day to sue, the suit clause of the user's own uploaded policy is shown instead,",
    'counted from the date of loss, with its page, and labelled as policy wording. A last day that falls on a weekend or holiday',
    "moves forward for the insurer's periods where the place's law says so, and for yours only where the statute itself does",
    '(New York §3407); see docs/decisions/0010.',
    '',
    ...jurisdictions.flatMap(jurisdictionSection),
    ...calendarSection(),
  ].join('\n');
}
