import { describe, expect, it } from 'vitest';
import {
  computeDeadlines,
  deadlineWords,
  policySuitDeadline,
  ruleWords,
  type Deadline,
  type DiaryEntry,
  type TAccountLanguage,
} from '@benji/shared';
import { digestMail, reminderMail } from './reminder-mail';

const proofSent: DiaryEntry = {
  id: 'proof',
  occurred_on: '2026-03-02',
  kind: 'proof_of_loss_sent',
  direction: 'to_insurer',
  channel: 'email',
  summary: 'Proof of loss sent',
};
/** Texas's 15 business days for the insurer to accept or reject: due on 2026-03-23. */
const texasOn = (today: string) =>
  computeDeadlines({ country: 'United States', region: 'TX', lossDate: null, events: [proofSent], today }).find(
    (deadline) => deadline.ruleId === 'us-tx-542-056',
  ) as Deadline;
const texas = texasOn('2026-03-10');
const texasIn = (locale: 'fr-CA' | 'es-US') => ruleWords({ id: texas.ruleId }, locale)!;

const mailIn = (language: TAccountLanguage, kind: 'before' | 'passed', today: string, deadline = texasOn(today)) =>
  reminderMail({
    kind,
    deadline,
    today,
    recipient: { email: 'a@example.com', fullName: 'Ana Ruiz', address: '', phoneNumber: '', language },
    claim: { insurer: 'Lone Star Mutual', policyNumber: 'P-9' },
    links: { appUrl: 'https://benji.test', unsubscribeUrl: 'https://benji.test/u/x' },
  });

describe('a deadline reminder in the account language', () => {
  it('is English as before for en-US, the date written by Intl', () => {
    const mail = mailIn('en-US', 'before', '2026-03-21');
    expect(mail).toMatchObject({ language: 'en-US', subject: `Deadline in 2 days: ${texas.title}` });
    expect(mail.text).toContain('A deadline on your Lone Star Mutual claim (policy P-9):');
    expect(mail.text).toContain('Due: Monday, March 23, 2026 (in 2 days)');
  });

  it('is Québec French for fr-CA, dates through Intl fr-CA', () => {
    const mail = mailIn('fr-CA', 'passed', '2026-03-24');
    const rule = texasIn('fr-CA');
    expect(mail).toMatchObject({ language: 'fr-CA', subject: `Échéance dépassée : ${rule.title}` });
    expect(mail.text).toContain('Bonjour Ana Ruiz,');
    expect(mail.text).toContain("Une échéance concernant votre réclamation auprès de l'assureur Lone Star Mutual (police P-9) :");
    expect(mail.text).toContain('Date limite dépassée : lundi 23 mars 2026 (il y a 1 jour)');
    expect(mail.text).toContain(`Pourquoi : ${rule.citation} : 15 jours ouvrables après ${rule.triggerPhrase}, le 2 mars 2026`);
    expect(mail.text).not.toContain(texas.title);
  });

  it('gives the overdue letter in French, its blanks named in French', () => {
    const { text } = mailIn('fr-CA', 'passed', '2026-03-24');
    const rule = texasIn('fr-CA');
    expect(text).toContain('Voici une lettre que vous pouvez envoyer');
    expect(text).toContain(`Objet : Réclamation [Numéro de réclamation] : ${rule.title} (échéance : 23 mars 2026)`);
    expect(text).toContain('Lone Star Mutual\nÀ l’attention de : [Nom de l’expert en sinistre]');
    expect(text).toContain(`l’assureur doit ${rule.duty} dans un délai de 15 jours ouvrables`);
    expect(text).toContain('Bonjour [Nom de l’expert en sinistre],');
    expect(text).toMatch(/^24 mars 2026$/m);
    expect(text).not.toMatch(/\b(Dear|Sincerely|Please)\b/);
  });

  it('gives the overdue letter in Spanish', () => {
    const { text } = mailIn('es-US', 'passed', '2026-03-24');
    expect(text).toContain(`la aseguradora debe ${texasIn('es-US').duty} dentro de 15 días hábiles`);
    expect(text).toContain('Estimado/a [Nombre del ajustador]:');
    expect(text).not.toMatch(/\b(Dear|Sincerely|Please)\b/);
  });

  it('is US Spanish with usted for es-US', () => {
    const mail = mailIn('es-US', 'before', '2026-03-21');
    expect(mail.subject).toBe(`Vence en 2 días: ${texasIn('es-US').title}`);
    expect(mail.text).toContain('Vence: lunes, 23 de marzo de 2026 (en 2 días)');
    expect(mail.text).toContain('consulte a un abogado');
  });

  it.each([
    ['fr-CA', 'Remarque : ', 'Pourquoi : ', 'le 21 mars 2026 n’est pas un jour ouvrable, la date est donc reportée au 23 mars 2026'],
    ['es-US', 'Nota: ', 'Motivo: ', 'el 21 de marzo de 2026 no es día hábil, así que la fecha pasa al 23 de marzo de 2026'],
  ] as const)('in %s, says why a last day moved off a weekend, and the law that moves it, in the language', (locale, note, why, moved) => {
    // Written notice on Friday 6 March: the 15 days to acknowledge end on Saturday 21 March.
    const notice: DiaryEntry = { ...proofSent, id: 'notice', occurred_on: '2026-03-06', kind: 'notice_given', channel: 'letter' };
    const acknowledge = computeDeadlines({
      country: 'United States',
      region: 'TX',
      lossDate: null,
      events: [notice],
      today: '2026-03-20',
    }).find((deadline) => deadline.ruleId === 'us-tx-542-055')!;
    const { text } = mailIn(locale, 'before', '2026-03-20', acknowledge);
    const law = 'Texas Government Code §311.014(b)';
    expect(text).toContain(`${note}${deadlineWords(locale).rollForwardNote({ calendar: 'us_tx', citation: law })}`);
    expect(text).toMatch(new RegExp(`^${why}.*; ${moved} \\(Texas Government Code §311\\.014\\(b\\)\\)$`, 'm'));
    expect(text).not.toMatch(/A last day|is not a business day|holidays here/);
  });

  it('writes a deadline read from the user’s policy in Spanish, quoting the clause as written', () => {
    const wording = 'No suit may be brought unless it is started within one year after the date of loss.';
    const suit = policySuitDeadline(
      { page: 7, wording, period: { unit: 'months', months: 12 } },
      { country: 'United States', region: 'GA', lossDate: '2026-03-01', today: '2027-02-20' },
    );
    const { subject, text } = mailIn('es-US', 'before', '2027-02-20', suit);
    const kind = deadlineWords('es-US').policyClauses.kinds['policy-suit-clause']!;
    expect(subject).toContain(kind.title);
    expect(text).toContain(
      'Motivo: Su póliza, cláusula sobre demandas, página 7 (texto de la póliza, no una ley): 1 año contados desde la fecha de la pérdida, el 1 de marzo de 2026',
    );
    expect(text).toContain(`Nota: Su póliza dice: «${wording}» (página 7).`);
    expect(text).toContain(`Nota: ${kind.advice}`);
    expect(text.replaceAll(wording, '')).not.toMatch(/Your policy|policy wording|after the date of loss|A policy term/);
  });

  it('counts the digest in the language', () => {
    const digest = digestMail({
      today: '2026-03-23',
      recipient: { email: 'a@example.com', fullName: '', address: '', phoneNumber: '', language: 'es-US' },
      claims: [{ claim: { insurer: '', policyNumber: '' }, deadlines: [texas] }],
      links: { appUrl: 'https://benji.test', unsubscribeUrl: 'https://benji.test/u/x' },
    });
    expect(digest.subject).toBe('Sus plazos de reclamo esta semana: 1 pendiente');
    expect(digest.text).toContain('Hola:');
    expect(digest.text).toContain('Reclamo ante su aseguradora:');
    expect(digest.text).toContain(`- ${texasIn('es-US').title} (Su aseguradora): vence hoy. ${texasIn('es-US').citation}`);
  });
});
