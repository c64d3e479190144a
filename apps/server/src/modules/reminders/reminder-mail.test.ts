import { describe, expect, it } from 'vitest';
import { computeDeadlines, ruleWords, type Deadline, type DiaryEntry, type TAccountLanguage } from '@benji/shared';
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

const mailIn = (language: TAccountLanguage, kind: 'before' | 'passed', today: string) =>
  reminderMail({
    kind,
    deadline: texasOn(today),
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
