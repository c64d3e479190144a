import { intlLongDate, intlMoment } from './intl-moment';
import type { MailCatalogue } from './mail-catalogue';

// Québec French, as a help desk writes to a policyholder: courriel, réclamation, police, assureur.

const plural = new Intl.PluralRules('fr-CA');
const days = (count: number) => `${count} ${plural.select(count) === 'one' ? 'jour' : 'jours'}`;
const validityText = (minutes: number) =>
  minutes % 60 === 0 ? `${minutes / 60} ${plural.select(minutes / 60) === 'one' ? 'heure' : 'heures'}` : `${minutes} minutes`;
const insurerPart = (insurer: string) => (insurer ? ` auprès de l'assureur ${insurer}` : ' auprès de votre assureur');
const policyPart = (policyNumber: string) => (policyNumber ? ` (police ${policyNumber})` : '');
const feedEnded = "l'adresse de votre abonnement de calendrier a été désactivée :";
const feedStops =
  'une application de calendrier qui y est abonnée ne se met plus à jour. Paramètres → Calendrier vous en donne une nouvelle.';

export const frenchMail: MailCatalogue = {
  greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
  signature: '— Benji',
  moment: intlMoment('fr-CA', (date, time) => `${date} à ${time}`),
  longDate: intlLongDate('fr-CA'),

  verificationCode: {
    subject: 'Confirmez votre adresse courriel pour Benji',
    lines: (code, validMinutes) => [
      "Bienvenue chez Benji. Pour confirmer que cette adresse courriel est bien la vôtre, entrez ce code de vérification dans le bandeau en haut de l'application :",
      '',
      code,
      '',
      `Il est valide pendant ${validityText(validMinutes)} et ne peut servir qu'une fois. Le même bandeau peut vous envoyer un nouveau code.`,
      '',
      "Si vous n'avez pas créé de compte Benji, ignorez ce courriel : sans le code, l'adresse reste non confirmée.",
    ],
  },
  resetCode: {
    subject: 'Votre code de vérification Benji',
    lines: (code, validMinutes) => [
      `Votre code de vérification Benji est ${code}.`,
      `Il est valide pendant ${validMinutes} minutes et ne peut servir qu'une fois.`,
      '',
      "Si vous n'avez pas demandé à réinitialiser votre mot de passe, vous pouvez ignorer ce courriel : votre mot de passe n'a pas changé.",
    ],
  },
  passwordChanged: {
    subject: 'Le mot de passe de votre compte Benji a été modifié',
    lines: ({ email, when, resetUrl, supportEmail }) => [
      `Le mot de passe de votre compte Benji (${email}) a été modifié le ${when}.`,
      `Tous les autres appareils connectés à votre compte ont été déconnectés, et ${feedEnded}`,
      feedStops,
      '',
      `Si ce n'était pas vous, réinitialisez votre mot de passe dès maintenant à ${resetUrl} et écrivez-nous à ${supportEmail}.`,
    ],
  },
  passwordReset: {
    subject: 'Le mot de passe de votre compte Benji a été réinitialisé',
    lines: ({ email, when, resetUrl, supportEmail }) => [
      `Le mot de passe de votre compte Benji (${email}) a été réinitialisé le ${when} à l'aide d'un code envoyé à cette adresse.`,
      `Tous les appareils connectés à votre compte ont été déconnectés, et ${feedEnded}`,
      feedStops,
      '',
      `Si ce n'était pas vous, réinitialisez de nouveau votre mot de passe à ${resetUrl} et écrivez-nous à ${supportEmail} : quelqu'un lit peut-être vos courriels.`,
    ],
  },
  googleLinked: {
    subject: 'La connexion avec Google a été ajoutée à votre compte Benji',
    lines: ({ email, when, resetUrl, supportEmail }) => [
      `La connexion avec Google a été ajoutée à votre compte Benji (${email}) le ${when}.`,
      'Vous pouvez maintenant vous connecter avec Google ou avec votre mot de passe.',
      '',
      `Si ce n'était pas vous, écrivez-nous à ${supportEmail} pour que nous retirions la connexion avec Google, et réinitialisez votre mot de passe à ${resetUrl}.`,
    ],
  },
  googleTakeover: {
    subject: 'Votre compte Benji se connecte maintenant avec Google',
    lines: ({ email, when, supportEmail }) => [
      `Le ${when}, vous avez ouvert une session dans Benji avec Google sous l'adresse ${email}.`,
      "Un compte Benji avait été créé avec cette adresse, mais l'adresse n'avait jamais été confirmée; il est donc maintenant à vous :",
      "son mot de passe a été supprimé, tous les appareils qui y étaient connectés ont été déconnectés et l'adresse de son abonnement de calendrier a été désactivée.",
      'Dorénavant, connectez-vous avec Google.',
      'Vérifiez les renseignements du compte et les réclamations : ils ont été saisis par la personne qui a créé le compte.',
      '',
      `Si ce n'est pas vous qui avez ouvert cette session avec Google, écrivez-nous sans tarder à ${supportEmail}.`,
    ],
  },

  reminder: {
    claimName: (insurer, policyNumber) => `réclamation${insurerPart(insurer)}${policyPart(policyNumber)}`,
    claimHeading: (insurer, policyNumber) => `Réclamation${insurerPart(insurer)}${policyPart(policyNumber)} :`,
    deadlineOn: (claimName) => `Une échéance concernant votre ${claimName} :`,
    insurerActs: (insurer) => insurer || 'Votre assureur',
    youAct: 'Vous',
    inDays: (count) => (count === 1 ? 'demain' : `dans ${days(count)}`),
    subjectBefore: (inDays, title) => `Échéance ${inDays} : ${title}`,
    subjectDay: (title) => `Échéance aujourd'hui : ${title}`,
    subjectPassed: (title) => `Échéance dépassée : ${title}`,
    whoMustAct: (who) => `Qui doit agir : ${who}`,
    dueBefore: (due, inDays) => `Date limite : ${due} (${inDays})`,
    dueDay: (due) => `Date limite : aujourd'hui, ${due}`,
    duePassed: (due, daysAgo) => `Date limite dépassée : ${due} (il y a ${days(daysAgo)})`,
    why: (basis) => `Pourquoi : ${basis}`,
    source: (url) => `Source : ${url}`,
    note: (caveat) => `Remarque : ${caveat}`,
    letterIntro:
      "Votre journal de réclamation ne montre aucune réponse à cette date. Voici une lettre que vous pouvez envoyer; remplissez d'abord tout ce qui est entre [crochets] :",
    letterSubject: (subject) => `Objet : ${subject}`,
    ownDeadlinePassed:
      "Si c'est déjà fait, inscrivez-le dans le journal de réclamation pour que Benji arrête le décompte. Sinon, faites-le maintenant et, " +
      "si l'échéance visait une poursuite, parlez à un avocat dès aujourd'hui.",
    seeClaim: (url) => `Voir la réclamation et son journal : ${url}`,
    digestOverdue: (date) => `en retard depuis le ${date}`,
    digestDueToday: "échéance aujourd'hui",
    digestDue: (date) => `échéance le ${date}`,
    provisional: ' (provisoire)',
    digestIntro: (weekOf) => `Les échéances de vos réclamations pour la semaine du ${weekOf} :`,
    digestSubject: (count) => `Vos échéances de réclamation cette semaine : ${count} en suspens`,
    seeClaims: (url) => `Voir vos réclamations : ${url}`,
    chooseReminders: (url) => `Choisir les rappels que vous recevez : ${url}`,
    stopReminders: (url) => `Arrêter tous les rappels d'échéance : ${url}`,
    deadlineSentences: {
      provisional: (reason) =>
        reason ? `Provisoire : ${reason}` : 'Provisoire : le texte juridique d’origine de cette règle n’a pas été vérifié.',
      counted: (period, trigger, date) => `${period} après ${trigger}, le ${date}`,
      extended: (counted, original) => `${counted} (délai prolongé; délai initial : ${original})`,
      paused: (count, from, until) =>
        until
          ? `plus ${days(count)} de suspension, du ${from} au ${until}`
          : `plus ${days(count)} de suspension depuis le ${from} (le délai est encore suspendu aujourd’hui : cette date recule donc chaque jour)`,
      rolled: (from, to, law) => `le ${from} n’est pas un jour ouvrable, la date est donc reportée au ${to} (${law})`,
      basis: (citation, counted) => `${citation} : ${counted}`,
    },
    disclaimer:
      'Renseignements généraux, et non un avis juridique. Ces dates sont calculées à partir des règles citées et des événements inscrits ' +
      'dans votre journal de réclamation; votre police, les faits de votre réclamation et les changements à la loi peuvent les modifier. ' +
      "Pour un avis sur votre situation, consultez un avocat ou l'organisme de réglementation de l'assurance.",
    unsubscribePage: {
      lang: 'fr-CA',
      confirmTitle: 'Arrêter les rappels d’échéance?',
      confirmText:
        'Benji cessera de vous écrire au sujet des échéances de vos réclamations. Vous pourrez réactiver les rappels en tout temps dans les paramètres.',
      confirmButton: 'Arrêter les rappels',
      resultTitle: 'Rappels d’échéance',
      unsubscribed: 'Vous ne recevrez plus de rappels d’échéances de Benji. Vous pouvez les réactiver dans les paramètres.',
      linkInvalid: 'Ce lien de désabonnement n’est pas valide. Connectez-vous et désactivez les rappels dans les paramètres.',
      openSettings: 'Ouvrir les paramètres',
    },
  },
};
