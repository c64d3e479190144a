/**
 * The heading of the policy's declarations (its schedule of coverages, limits and deductibles):
 * "Homeowners Policy Declarations", "Schedule of Coverages".
 */
export const DECLARATIONS_HEADING = /\bdeclarations?\b|\bschedule\b/i;
