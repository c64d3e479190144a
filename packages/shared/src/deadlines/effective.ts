// Most rules in the research notes carry no start date. Rather than invent one, such rules are
// applied to every event from this floor on, and each says so in its effectiveNote.
export const UNDATED_FLOOR = '2010-01-01';

export function undated(what: string): { effectiveFrom: string; effectiveNote: string } {
  return {
    effectiveFrom: UNDATED_FLOOR,
    effectiveNote: `The research notes give no start date for ${what}; it is applied to events from ${UNDATED_FLOOR} on, and any earlier version is not encoded.`,
  };
}
