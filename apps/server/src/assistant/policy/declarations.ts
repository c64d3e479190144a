/**
 * The heading of the policy's declarations (its schedule of coverages, limits and deductibles):
 * "Homeowners Policy Declarations", "Schedule of Coverages".
 */
export const DECLARATIONS_HEADING = /\bdeclarations?\b|\bschedule\b/i;

/**
 * The declarations' entries that name the user's own case, not a coverage: who is insured, where,
 * which car, which policy and when. Their labels are policy words ("Residence premises"); their
 * values are the case's ("2650 N Kedzie Blvd, Unit 2", "2019 Subaru Outback Premium").
 */
const LABEL_OF_THE_CASE =
  /\b(?:(?:named\s+)?insured|insurer|company|agent|broker|producer|policy\s+(?:number|period|term)|residence\s+premises|(?:described\s+)?location|(?:mailing\s+)?address|(?:covered|described|insured)\s+(?:auto|vehicle|car)|vin)\s*:/gi;

/** Where an entry's value ends: a full stop before the next capitalised entry, or the end ("12:01 a.m. standard time" runs on). */
const END_OF_VALUE = /\.(?=\s+[^a-z0-9\s]|\s*$)/g;

/**
 * A declarations passage with the values of those entries taken out, labels kept: "storage units"
 * is not asked about the coverage listed beside "Unit 2" of the insured's address, nor "my
 * premium" about a car's trim name. Other passages are returned as they are.
 */
export function withoutTheCaseNamed(heading: string | null, body: string): string {
  if (!DECLARATIONS_HEADING.test(heading ?? '')) return body;
  let kept = '';
  let from = 0;
  for (const label of body.matchAll(LABEL_OF_THE_CASE)) {
    if (label.index < from) continue;
    END_OF_VALUE.lastIndex = label.index + label[0].length;
    const end = END_OF_VALUE.exec(body)?.index ?? body.length;
    kept += `${body.slice(from, label.index)}${label[0].slice(0, -1)}.`;
    from = end + 1;
  }
  return kept + body.slice(from);
}
