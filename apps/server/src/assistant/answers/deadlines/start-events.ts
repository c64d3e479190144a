import { DIARY_CHANNEL_LABELS, DIARY_EVENT_KIND_LABELS, WRITTEN_CHANNELS, type DeadlineRule } from '@benji/shared';

const quoted = (label: string) => `“${label}”`;

/**
 * The diary entries that would start a rule's clock, as the diary's own labels: what the user
 * should log. Null for a period that runs from the date of loss.
 */
export function startEvents(rule: DeadlineRule): string | null {
  if (rule.trigger === 'loss_date') return null;
  const labels = [...new Set(rule.trigger.map((match) => DIARY_EVENT_KIND_LABELS[match.kind]))].map(quoted);
  const written = rule.trigger.every((match) => match.written === true);
  const how = written ? ` (in writing: ${WRITTEN_CHANNELS.map((channel) => DIARY_CHANNEL_LABELS[channel].toLowerCase()).join(', ')})` : '';
  return `${labels.join(' or ')}${how}`;
}
