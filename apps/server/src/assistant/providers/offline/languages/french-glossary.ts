import { FRENCH_AUTO_TERMS } from './french-terms-auto';
import { FRENCH_CLAIM_PROCESS_TERMS } from './french-terms-claim-process';
import { FRENCH_HOME_TERMS } from './french-terms-home';
import { FRENCH_SETTLEMENT_TERMS } from './french-terms-settlement';
import type { GlossaryWords } from './glossary-words';

// Insurance terms as a Québec policyholder hears them: valeur à neuf, valeur réelle, franchise,
// preuve de sinistre, expert en sinistre. The policy's own words are quoted as written.

export const FRENCH_GLOSSARY: GlossaryWords = {
  terms: { ...FRENCH_SETTLEMENT_TERMS, ...FRENCH_HOME_TERMS, ...FRENCH_AUTO_TERMS, ...FRENCH_CLAIM_PROCESS_TERMS },
  inYourPolicy: (page, sentence) => `**Dans votre police (page ${page}) :** « ${sentence} »`,
  records: {
    payment: (amount) => `Votre journal indique un paiement de ${amount}.`,
    holdback: (paid, heldBack) =>
      `Dans votre réclamation, ${paid ? `${paid} a été payé selon la valeur réelle et ` : ''}${heldBack} est inscrit comme retenu.`,
    estimate: (amount) => `L’estimation inscrite à votre dossier est de ${amount}.`,
    deductible: (amount) => `Votre dossier mentionne une franchise de ${amount}.`,
    limit: (amount) => `Votre dossier mentionne une limite de ${amount}.`,
    denial: (on, written) =>
      written
        ? `Votre dossier indique un refus${on ? ` le ${on}` : ''}, par écrit.`
        : `Votre dossier indique un refus${on ? ` le ${on}` : ''}, mais pas par écrit : demandez à l’assureur de le mettre dans une lettre qui cite le texte de la police.`,
    reservation: (on) => `Votre journal indique une réserve de droits de l’assureur le ${on}.`,
    suit: (lines) => `Dans votre réclamation : ${lines.join('; ')}.`,
    suitLine: (title, date, citation) => `${title} : ${date} (${citation})`,
  },
  twoValues: (replacement, cash, depreciation) =>
    `**Vos deux chiffres :** la valeur à neuf de ${replacement} moins la valeur réelle de ${cash} donne ${depreciation}, soit la dépréciation pour l’âge et l’usure. Dans une police valeur à neuf, cette part est habituellement retenue et versée une fois la réparation ou le remplacement fait, dans le délai que prévoit la police.`,
  policyDecides: 'Le texte de votre police l’emporte sur ces définitions générales.',
  ownDefinitions: 'Ce sont les définitions de votre propre police qui décident : demandez-moi ce que dit votre police à ce sujet.',
  noEntryNoPolicy: [
    'Je n’ai pas d’explication toute simple pour ce terme, et je n’ai pas votre police pour voir comment elle l’emploie.',
    'Téléversez le PDF de votre police dans **Détails de la réclamation**, sur cette page, et posez-moi la question de nouveau : je citerai le texte de votre police, avec sa page. Votre expert en sinistre peut aussi vous dire, par écrit, comment votre police emploie ce terme.',
  ],
  noEntryButUsed: 'Je n’ai pas d’explication toute simple pour ce terme, mais votre police l’emploie.',
  usedOnPage: (page, sentence) => `**Votre police l’emploie à la page ${page} :** « ${sentence} »`,
  usedDecides:
    'C’est le texte de votre police qui décide de ce qu’il veut dire pour votre réclamation; votre expert en sinistre peut vous confirmer par écrit comment il s’applique.',
  noEntryNotFound: [
    'Je n’ai pas d’explication toute simple pour ce terme, et je ne l’ai pas trouvé dans votre police.',
    'Votre agent, votre courtier ou votre expert en sinistre peut vous l’expliquer, par écrit. Si vous voulez savoir si un sinistre est couvert, dites-moi ce qui s’est passé et je vous citerai ce que dit votre police, avec sa page.',
  ],
};
