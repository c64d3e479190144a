import type { PolicyTimeLimit } from '../../../policy/time-limits';
import type { LetterLanguage } from './letter-words';

/** "180 jours", "1 an", "30 días hábiles": a period of the user's policy, written in the language from its count and unit. */
export function policyPeriod(language: LetterLanguage, { count, unit }: Pick<PolicyTimeLimit, 'count' | 'unit'>): string {
  if (language === 'fr') {
    if (unit === 'months') return count % 12 === 0 ? (count === 12 ? '1 an' : `${count / 12} ans`) : `${count} mois`;
    const days = count === 1 ? 'jour' : 'jours';
    return unit === 'business days' ? `${count} ${days} ouvrable${count === 1 ? '' : 's'}` : `${count} ${days}`;
  }
  if (unit === 'months')
    return count % 12 === 0 ? (count === 12 ? '1 año' : `${count / 12} años`) : `${count} ${count === 1 ? 'mes' : 'meses'}`;
  const days = count === 1 ? 'día' : 'días';
  return unit === 'business days' ? `${count} ${days} hábil${count === 1 ? '' : 'es'}` : `${count} ${days}`;
}
