/** What the sample letter says, from the claim's record, each already written the letter's language's way. */
export interface SampleLetterFacts {
  /** The claim's type as the letter's language names it. */
  claimType: string;
  /** Empty when the insurer has not given one. */
  claimNumber: string;
  /** Empty when the record names no adjuster: the letter goes to the claims department. */
  adjuster: string;
  company: string;
  policy: string;
  lossDate: string;
  location: string;
  /** The day the claim was reported to Benji, or null for a claim with no record of it. */
  reportedOn: string | null;
  /** Empty when there was no police report. */
  policeReport: string;
  openDays: number;
  openUntil: string;
  signer: string;
}

/** The sample letter in one language: its header lines, its subject and its text. */
export interface SampleLetterWords {
  to: (address: string) => string;
  date: (date: string) => string;
  /** The subject line's label, for the e-mail; absent in English, whose label is "Subject:". */
  subjectLabel?: string;
  subjectLine: (subject: string) => string;
  subject: (facts: SampleLetterFacts) => string;
  body: (facts: SampleLetterFacts) => string;
}

// Spec 2.9's English, word for word.
export const ENGLISH_SAMPLE_LETTER: SampleLetterWords = {
  to: (address) => `To: ${address}`,
  date: (date) => `Date: ${date}`,
  subjectLine: (subject) => `Subject: ${subject}`,
  subject: ({ claimNumber, openDays, policy }) =>
    `Request to keep ${claimNumber ? `claim ${claimNumber}` : 'my claim'} open for ${openDays} days (policy ${policy})`,
  body: (facts) => {
    const { adjuster, company, claimNumber, reportedOn, policeReport } = facts;
    const report = policeReport ? ` The police report number is ${policeReport}.` : '';
    const reported = reportedOn ? ` I reported it on ${reportedOn}.` : '';
    return [
      adjuster ? `Dear ${adjuster},` : `Dear ${company} Claims Department,`,
      '',
      `I am writing about my ${facts.claimType} claim${claimNumber ? `, claim number ${claimNumber},` : ''} under policy number ${facts.policy}` +
        `${adjuster ? ` with ${company}` : ''}, for the incident of ${facts.lossDate} in ${facts.location}.${reported}${report}`,
      '',
      `I am still gathering the documents and information that support this claim. Please keep the claim open for ` +
        `${facts.openDays} days from the date of this letter, until ${facts.openUntil}, and confirm in writing that you will do so.`,
      '',
      'If you need anything from me in the meantime, please tell me in writing what it is.',
      '',
      'Thank you for your help.',
      '',
      'Sincerely,',
      facts.signer,
    ].join('\n');
  },
};
