import type { HolidayCalendar } from '../holiday-calendars';
import type { RollForward } from './rule-words-type';

// The notes beside a date counted in business days or moved off a holiday, in US Spanish.

const SECONDARY = 'La lista se leyó en fuentes secundarias, no en la ley misma.';

const CALENDARS: Record<HolidayCalendar, { name: string; citation: string; gap: string | null }> = {
  us_federal: { name: '', citation: '', gap: null },
  weekends_only: { name: '', citation: '', gap: null },
  us_tx: {
    name: 'los feriados nacionales y estatales de Texas',
    citation: 'Texas Government Code §662.003(a), (b); Insurance Code §542.051(1)',
    gap: null,
  },
  us_ny: {
    name: 'los feriados públicos de Nueva York',
    citation: 'New York General Construction Law §24',
    gap: 'Los días que proclama el presidente o el gobernador no se conocen de antemano y no se cuentan.',
  },
  us_ca: {
    name: 'los feriados federales y estatales de California',
    citation: 'California Code of Regulations, title 10, §2695.2(b); Government Code §6700, §6701',
    gap: 'No se cuenta el Año Nuevo Lunar (feriado estatal desde 2023, en la segunda luna nueva después del solsticio de invierno), y los agregados de 2022 se leyeron en una copia secundaria del §6700.',
  },
  us_ga: {
    name: 'los feriados públicos y legales de Georgia',
    citation: 'O.C.G.A. §1-4-1(a)',
    gap: 'No se cuentan los días que el gobernador proclama cada año, y la lista se leyó en una copia del Código, no en el texto oficial.',
  },
  us_co: {
    name: 'los feriados legales de Colorado',
    citation: 'C.R.S. 24-11-101, según la lista de C.R.C.P. 6(a)(2)',
    gap: 'La lista se leyó en las reglas de los tribunales, no en la ley misma.',
  },
  us_il: {
    name: 'los feriados de Illinois',
    citation: '30 ILCS 500/15-45',
    gap: 'No se cuentan los días que solo otras leyes de Illinois nombran (Casimir Pulaski Day, Viernes Santo, Juneteenth, día de elecciones).',
  },
  us_la: {
    name: 'los feriados legales de Luisiana',
    citation: 'La. R.S. 1:55(A)(1)',
    gap: 'Los sábados (feriado legal solo en algunas parroquias) y el Día de la Investidura en Baton Rouge no se cuentan como feriados.',
  },
  us_fl: {
    name: 'los feriados que Florida comparte con la ley federal',
    citation: 'no se leyó ninguna lista de feriados de Florida',
    gap: 'No se leyó la lista de feriados legales de Florida: solo se cuentan los feriados que comparten la ley federal y los demás estados.',
  },
  ca_on: { name: 'los feriados de Ontario', citation: 'Ontario Legislation Act, 2006, ss.87–88', gap: SECONDARY },
  ca_bc: { name: 'los feriados de Columbia Británica', citation: 'British Columbia Interpretation Act, s.29', gap: SECONDARY },
  ca_ab: {
    name: 'los feriados generales de Alberta',
    citation: 'Alberta Interpretation Act',
    gap: 'La lista no se leyó en ninguna fuente y sigue los feriados que Alberta observa.',
  },
  ca_qc: {
    name: 'los feriados de Quebec',
    citation: 'Loi d’interprétation du Québec, art. 61, par. 23',
    gap: 'La lista no se leyó en ninguna fuente y sigue los feriados que Quebec observa.',
  },
  ca_qc_interpretation: {
    name: 'los feriados de Quebec según la Loi d’interprétation',
    citation: 'Loi d’interprétation du Québec, art. 61, par. 23',
    gap: 'El artículo se leyó en una copia, no en LégisQuébec, y no se cuentan los días que proclama el gobierno.',
  },
  ca_nb: {
    name: 'los feriados de New Brunswick',
    citation: 'New Brunswick Interpretation Act',
    gap: 'La lista no se leyó en ninguna fuente y sigue los feriados que New Brunswick observa.',
  },
};

function businessDaysNote(calendar: HolidayCalendar): string {
  if (calendar === 'us_federal')
    return 'Los días hábiles no incluyen los fines de semana ni los feriados federales de EE. UU.; no se cuentan los feriados estatales, así que la fecha real puede ser un poco más tarde.';
  if (calendar === 'weekends_only')
    return 'Los días hábiles solo excluyen los fines de semana; no se cuentan los feriados, así que la fecha real puede ser un poco más tarde.';
  const { name, citation, gap } = CALENDARS[calendar];
  const base = `Los días hábiles no incluyen los fines de semana ni ${name} (${citation}).`;
  return gap ? `${base} ${gap}` : base;
}

export const BUSINESS_DAYS_NOTES = Object.fromEntries(
  (Object.keys(CALENDARS) as HolidayCalendar[]).map((calendar) => [calendar, businessDaysNote(calendar)]),
) as Record<HolidayCalendar, string>;

// The laws that move a last day: Québec's by its French name, as enacted; the others keep their English one.
const LAWS: Readonly<Record<string, string>> = {
  'Québec Interpretation Act, art. 52': 'Loi d’interprétation du Québec, art. 52',
};

export const rollForwardLaw = (citation: string): string => LAWS[citation] ?? citation;

/** Beside a deadline whose law moves a last day off a weekend or holiday (rollForwardNote's words). */
export function rollForwardNote({ calendar, citation, saturday }: RollForward): string {
  const { name, gap } = CALENDARS[calendar];
  const moved =
    saturday === 'stays'
      ? 'Si el último día cae en domingo o feriado, pasa al siguiente día que no sea ni domingo ni feriado (un sábado no se mueve)'
      : 'Si el último día cae en sábado, domingo o feriado, pasa al siguiente día hábil';
  const base = `${moved} (${rollForwardLaw(citation)}). Feriados que se tienen en cuenta: ${name}.`;
  return gap ? `${base} ${gap}` : base;
}
