// The things a claim's description lists: "Taken: my engagement ring and a diamond tennis bracelet
// from the bedroom dresser, an iPad Air, a Canon camera and $600 in cash" names five.

const LEAD = /^\s*(?:taken|stolen|lost|damaged|destroyed|also|plus|including)\b\s*/i;
const WHERE_FROM = /\s+(?:from|in|on|at|out of|inside)\s+(?:the|my|our|a|his|her)\b.*$/i;
const DETERMINER = /^(?:my|our|a|an|the|his|her|their|some)\s+/i;
const MAX_WORDS = 4;

export function thingsNamed(description: string): string[] {
  return description
    .split(/[,;:.](?!\d)\s*|\s+and\s+|\n/)
    .map((part) => part.replace(LEAD, '').replace(WHERE_FROM, '').replace(DETERMINER, '').trim())
    .filter((part) => part.split(/\s+/).length <= MAX_WORDS && /[a-z]{3}/i.test(part) && !/\b\d{1,2}\s?(?:am|pm)\b/i.test(part));
}
