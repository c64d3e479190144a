import type { HolidayCalendar } from '../holiday-calendars';
import type { RollForward } from './rule-words-type';

// The notes beside a date counted in business days or moved off a holiday, in Québec French.

const SECONDARY = 'La liste a été lue dans des sources secondaires, pas dans la loi elle-même.';

// The holidays each calendar skips, and what it leaves out, as the English notes say them.
const CALENDARS: Record<HolidayCalendar, { name: string; citation: string; gap: string | null }> = {
  us_federal: { name: '', citation: '', gap: null },
  weekends_only: { name: '', citation: '', gap: null },
  us_tx: {
    name: 'les jours fériés nationaux et de l’État du Texas',
    citation: 'Texas Government Code §662.003(a), (b); Insurance Code §542.051(1)',
    gap: null,
  },
  us_ny: {
    name: 'les jours fériés de l’État de New York',
    citation: 'New York General Construction Law §24',
    gap: 'Les jours proclamés par le président ou le gouverneur ne sont pas connus d’avance et ne sont pas comptés.',
  },
  us_ca: {
    name: 'les jours fériés fédéraux et de l’État de Californie',
    citation: 'California Code of Regulations, title 10, §2695.2(b); Government Code §6700, §6701',
    gap: 'Le Nouvel An lunaire (férié dans l’État depuis 2023, à la deuxième nouvelle lune après le solstice d’hiver) n’est pas compté, et les ajouts de 2022 ont été lus dans une copie secondaire du §6700.',
  },
  us_ga: {
    name: 'les jours fériés de l’État de Géorgie',
    citation: 'O.C.G.A. §1-4-1(a)',
    gap: 'Les jours que le gouverneur proclame chaque année ne sont pas comptés, et la liste a été lue dans une copie du Code, pas dans le texte officiel.',
  },
  us_co: {
    name: 'les jours fériés légaux du Colorado',
    citation: 'C.R.S. 24-11-101, tels qu’énumérés dans la C.R.C.P. 6(a)(2)',
    gap: 'La liste a été lue dans les règles de procédure, pas dans la loi elle-même.',
  },
  us_il: {
    name: 'les jours fériés de l’Illinois',
    citation: '30 ILCS 500/15-45',
    gap: 'Les jours que seules d’autres lois de l’Illinois nomment (Casimir Pulaski Day, Vendredi saint, Juneteenth, jour d’élection) ne sont pas comptés.',
  },
  us_la: {
    name: 'les jours fériés légaux de la Louisiane',
    citation: 'La. R.S. 1:55(A)(1)',
    gap: 'Les samedis (fériés dans certaines paroisses seulement) et le jour de l’investiture à Baton Rouge ne sont pas comptés comme fériés.',
  },
  us_fl: {
    name: 'les jours fériés que la Floride partage avec la loi fédérale',
    citation: 'aucune liste de jours fériés de la Floride n’a été lue',
    gap: 'La liste des jours fériés légaux de la Floride n’a pas été lue : seuls les jours fériés communs à la loi fédérale et aux autres États sont comptés.',
  },
  ca_on: { name: 'les jours fériés de l’Ontario', citation: 'Loi de 2006 sur la législation de l’Ontario, art. 87 et 88', gap: SECONDARY },
  ca_bc: {
    name: 'les jours fériés de la Colombie-Britannique',
    citation: 'Interpretation Act de la Colombie-Britannique, art. 29',
    gap: SECONDARY,
  },
  ca_ab: {
    name: 'les jours fériés généraux de l’Alberta',
    citation: 'Interpretation Act de l’Alberta',
    gap: 'La liste n’a été lue dans aucune source et suit les jours fériés que l’Alberta observe.',
  },
  ca_qc: {
    name: 'les jours fériés du Québec',
    citation: 'Loi d’interprétation du Québec, art. 61, par. 23',
    gap: 'La liste n’a été lue dans aucune source et suit les jours fériés que le Québec observe.',
  },
  ca_qc_interpretation: {
    name: 'les jours fériés du Québec prévus par la Loi d’interprétation',
    citation: 'Loi d’interprétation du Québec, art. 61, par. 23',
    gap: 'L’article a été lu dans une copie, pas sur LégisQuébec, et les jours proclamés par le gouvernement ne sont pas comptés.',
  },
  ca_nb: {
    name: 'les jours fériés du Nouveau-Brunswick',
    citation: 'Loi d’interprétation du Nouveau-Brunswick',
    gap: 'La liste n’a été lue dans aucune source et suit les jours fériés que le Nouveau-Brunswick observe.',
  },
};

function businessDaysNote(calendar: HolidayCalendar): string {
  if (calendar === 'us_federal')
    return 'Les jours ouvrables excluent les fins de semaine et les jours fériés fédéraux américains; les jours fériés de l’État ne sont pas comptés, donc la date réelle peut être un peu plus tard.';
  if (calendar === 'weekends_only')
    return 'Les jours ouvrables excluent seulement les fins de semaine; les jours fériés ne sont pas comptés, donc la date réelle peut être un peu plus tard.';
  const { name, citation, gap } = CALENDARS[calendar];
  const base = `Les jours ouvrables excluent les fins de semaine et ${name} (${citation}).`;
  return gap ? `${base} ${gap}` : base;
}

export const BUSINESS_DAYS_NOTES = Object.fromEntries(
  (Object.keys(CALENDARS) as HolidayCalendar[]).map((calendar) => [calendar, businessDaysNote(calendar)]),
) as Record<HolidayCalendar, string>;

// The laws that move a last day, by their official French names; American ones keep their own.
const LAWS: Readonly<Record<string, string>> = {
  'Ontario Legislation Act, 2006, s.89(1)': 'Loi de 2006 sur la législation de l’Ontario, par. 89 (1)',
  'Québec Interpretation Act, art. 52': 'Loi d’interprétation du Québec, art. 52',
};

export const rollForwardLaw = (citation: string): string => LAWS[citation] ?? citation;

/** Beside a deadline whose law moves a last day off a weekend or holiday (rollForwardNote's words). */
export function rollForwardNote({ calendar, citation, saturday }: RollForward): string {
  const { name, gap } = CALENDARS[calendar];
  const moved =
    saturday === 'stays'
      ? 'Un dernier jour qui tombe un dimanche ou un jour férié est reporté au jour suivant qui n’est ni l’un ni l’autre (un samedi n’est pas reporté)'
      : 'Un dernier jour qui tombe un samedi, un dimanche ou un jour férié est reporté au jour ouvrable suivant';
  const base = `${moved} (${rollForwardLaw(citation)}). Jours fériés pris en compte : ${name}.`;
  return gap ? `${base} ${gap}` : base;
}
