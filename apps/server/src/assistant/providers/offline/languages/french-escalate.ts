import type { EscalateWords } from './escalate-words';

export const FRENCH_ESCALATE: EscalateWords = {
  intro: (title, fromDiary, regulator) =>
    [
      fromDiary ? `**${title}**, fondée sur ce que montre votre journal.` : `**${title}**.`,
      regulator
        ? `Si le superviseur ne règle pas la situation, adressez-vous ensuite à l’organisme de réglementation, ${regulator} : ses coordonnées suivent la lettre.`
        : null,
    ]
      .filter(Boolean)
      .join(' '),
  overdue: (duty, date, source) => `Le délai pour ${duty} a pris fin le ${date} (${source}).`,
  unanswered: (date, summary) => `Mon message du ${date} (${summary}) est resté sans réponse.`,
  ifSupervisorFails: '**Si le superviseur ne règle pas la situation**, portez plainte auprès de l’organisme de réglementation :',
  complaints: 'Plaintes',
  phone: 'Téléphone',
  thenDisputeService: '**Ensuite, une fois le processus de plainte de l’assureur terminé :**',
  whatToSend: '**Ce qu’il faut envoyer :**',
  noRoute:
    'Si un superviseur ne règle pas la situation, portez plainte auprès de l’organisme de réglementation des assurances de votre province ou de votre État. Ajoutez la province ou l’État à votre réclamation et je vous donnerai le nom du bureau et la façon de le joindre.',
  checklist: [
    'vos nom, adresse, numéro de téléphone et courriel',
    'le nom complet de l’assureur, tel qu’il figure sur votre police',
    'votre numéro de police et votre numéro de réclamation',
    'la date du sinistre et ce qui s’est passé, en quelques lignes',
    'une chronologie : la date de chaque appel, lettre et courriel échangés avec l’assureur (le journal de votre réclamation dans Benji en est une)',
    'des copies, jamais les originaux, des lettres, courriels, estimations et photos qui montrent le problème',
    'la réponse finale de l’assureur à votre plainte, s’il en a donné une',
    'le résultat que vous souhaitez',
  ],
  regulatorNotes: {
    'Autorité des marchés financiers (AMF)':
      'Portez d’abord plainte auprès de votre assureur : il doit examiner votre plainte et vous donner une réponse finale. Si elle ne vous satisfait pas, vous pouvez lui demander de transférer votre dossier de plainte à l’AMF, qui peut offrir la médiation. Une plainte à l’AMF n’interrompt pas le délai pour vous adresser au tribunal.',
    'Florida Department of Financial Services, Division of Consumer Services':
      'En Floride, l’Office of Insurance Regulation délivre les permis des assureurs; les plaintes des assurés vont au Department of Financial Services.',
  },
  disputeServices: {
    'General Insurance OmbudService (GIO)':
      'Examen gratuit et indépendant des plaintes visant l’assurance habitation, auto et entreprise auprès de ses sociétés membres, en français ou en anglais. Ses recommandations ne sont pas contraignantes, et vous conservez votre droit de vous adresser au tribunal. Il examine une plainte une fois que vous avez la lettre de position finale de l’ombudsman de l’assureur.',
  },
};
