/** Where a notice sends someone who did not do what it reports. */
export interface NoticeContext {
  email: string;
  /** When it happened, already written out in the catalogue's language. */
  when: string;
  resetUrl: string;
  supportEmail: string;
}

/**
 * Every word of every e-mail an account holder receives, in one language. Whole sentences with the
 * values inside, never pieces glued together: word order differs between languages.
 */
export interface MailCatalogue {
  /** 'Hello,' or 'Hello Ana,'. An empty name gives the greeting without one. */
  greeting(name: string): string;
  signature: string;
  /** A moment written out in UTC ('Tuesday 3 November 2026 at 14:05 UTC'): the server does not know the reader's time zone. */
  moment(at: Date): string;
  /** A calendar date with its weekday ('Thursday, April 18, 2024'). */
  longDate(date: Date): string;

  verificationCode: { subject: string; lines(code: string, validMinutes: number): string[] };
  resetCode: { subject: string; lines(code: string, validMinutes: number): string[] };
  passwordChanged: { subject: string; lines(context: NoticeContext): string[] };
  passwordReset: { subject: string; lines(context: NoticeContext): string[] };
  googleLinked: { subject: string; lines(context: NoticeContext): string[] };
  googleTakeover: { subject: string; lines(context: NoticeContext): string[] };

  reminder: ReminderCatalogue;
}

export interface ReminderCatalogue {
  /** 'Intact claim (policy 123)', in the middle of a sentence; an empty insurer is 'your insurer'. */
  claimName(insurer: string, policyNumber: string): string;
  /** The same at the head of a digest's section. */
  claimHeading(insurer: string, policyNumber: string): string;
  deadlineOn(claimName: string): string;
  insurerActs(insurer: string): string;
  youAct: string;
  /** 'tomorrow', 'in 3 days'. */
  inDays(days: number): string;
  subjectBefore(inDays: string, title: string): string;
  subjectDay(title: string): string;
  subjectPassed(title: string): string;
  whoMustAct(who: string): string;
  dueBefore(due: string, inDays: string): string;
  dueDay(due: string): string;
  duePassed(due: string, daysAgo: number): string;
  why(basis: string): string;
  source(url: string): string;
  note(caveat: string): string;
  letterIntro: string;
  letterSubject(subject: string): string;
  ownDeadlinePassed: string;
  seeClaim(url: string): string;
  digestOverdue(date: string): string;
  digestDueToday: string;
  digestDue(date: string): string;
  provisional: string;
  digestIntro(weekOf: string): string;
  digestSubject(count: number): string;
  seeClaims(url: string): string;
  chooseReminders(url: string): string;
  stopReminders(url: string): string;
  disclaimer: string;
  /** The page behind "Stop all deadline reminders", and the page its button answers with. */
  unsubscribePage: UnsubscribePageWords;
  /**
   * The sentences a mail writes around the rules' words in another language (deadlineText). None
   * in English, whose mails show the deadlines as the server wrote them.
   */
  deadlineSentences?: {
    provisional(reason: string | null): string;
    /** "15 jours ouvrables après <trigger>, le 2 mars 2026". */
    counted(period: string, trigger: string, date: string): string;
    /** An insurer's notice replaced the period: the count it started, then the rule's own count. */
    extended(counted: string, original: string): string;
    /** The days the clock stood still, from one date until another or still (until null). */
    paused(count: number, from: string, until: string | null): string;
    /** "le 21 mars 2026 n’est pas un jour ouvrable, la date est donc reportée au 23 mars 2026 (law)". */
    rolled(from: string, to: string, law: string): string;
    basis(citation: string, counted: string): string;
  };
}

export interface UnsubscribePageWords {
  /** The page's `lang` attribute. */
  lang: string;
  confirmTitle: string;
  confirmText: string;
  confirmButton: string;
  resultTitle: string;
  /** The same sentences as ReminderMessage's, which the API answers with in English. */
  unsubscribed: string;
  linkInvalid: string;
  openSettings: string;
}
