import type { DenialWords } from './denial-words';

// As a policyholder in Québec asks for a refusal in writing: « refus », « décision », « disposition
// de la police », « preuve de sinistre sous serment ».
export const FRENCH_DENIAL: DenialWords = {
  noDenial: [
    'Le journal de votre réclamation n’indique aucun refus, et votre message ne dit pas que la réclamation a été refusée : je ne rédigerai donc pas de lettre au sujet d’un refus, car elle dirait à l’assureur une chose qui ne s’est pas produite.',
    'Si l’expert en sinistre vous a dit, même au téléphone, que la réclamation ou une partie de celle-ci est refusée, dites-moi quand et ce qu’il a dit, et je rédigerai une lettre lui demandant cette décision par écrit, avec le texte de la police sur lequel elle repose. Si vous voulez seulement savoir ce que couvre votre police, posez-moi la question, ou je peux rédiger une **demande de précisions sur la couverture**.',
  ],
  noRecordedDenial: [
    'Le journal de votre réclamation retrace son historique, mais n’indique aucun refus : je ne rédigerai donc pas encore d’appel, car il parlerait à l’assureur d’une décision que vos dossiers ne montrent pas.',
    'Si vous avez reçu un refus (une lettre, un courriel ou un appel), inscrivez-le dans le journal de votre réclamation (« Refus reçu », avec sa date) ou dites-moi quand il est arrivé et ce qu’il disait, et je rédigerai l’appel à partir de celui-ci. Si l’assureur n’a tout simplement pas encore décidé, demandez-moi plutôt une **lettre de suivi**.',
  ],
  intro: (recordedOn) =>
    `**Demande du refus par écrit**${recordedOn ? `, à la suite du refus inscrit dans votre journal le ${recordedOn}` : ', à la suite du refus que vous m’avez décrit'}.`,
  subject: 'Demande de décision écrite et des dispositions de la police - Réclamation [Claim Number]',
  opening: ({ written, on, reported }) => {
    if (written)
      return reported
        ? `Votre décision${on ? ` du ${on}` : ''} refuse ma réclamation. Voici ce que j’en ai compris : ${reported}.`
        : `Je me réfère à votre décision${on ? ` du ${on}` : ''} de refuser ma réclamation.`;
    const told = `${on ? `Le ${on}, vous` : 'Vous'} m’avez fait savoir que ma réclamation est refusée${reported ? `; selon mes notes : ${reported}` : ''}.`;
    return `${told} Je n’ai pas reçu cette décision par écrit.`;
  },
  clauseAtIssue: (page, wording) =>
    `Si votre décision repose sur la disposition de la page ${page} de ma police (“${wording}”), veuillez me le confirmer et m’expliquer comment elle s’applique à ma réclamation.`,
  reports: {
    engineer: 'le rapport de l’ingénieur',
    inspector: 'le rapport d’inspection',
    inspection: 'le rapport d’inspection',
    expert: 'le rapport d’expert',
    lab: 'le rapport de laboratoire',
    laboratory: 'le rapport de laboratoire',
    mold: 'le rapport sur la moisissure',
    moisture: 'le rapport d’humidité',
    hygienist: 'le rapport de l’hygiéniste',
    forensic: 'le rapport d’expertise technique',
    'cause-of-loss': 'le rapport sur la cause du sinistre',
    'cause of loss': 'le rapport sur la cause du sinistre',
    appraiser: 'le rapport de l’évaluateur',
  },
  body: (opening, reports) => `
${opening}

Je vous prie de m’envoyer, par écrit :
1. Votre décision sur ma réclamation, et si elle vise toute la réclamation ou une partie seulement.
2. Les dispositions précises de la police (section, libellé et page) sur lesquelles vous vous appuyez.
3. Les faits et les documents sur lesquels repose votre décision, y compris ${reports.length > 0 ? `${reports.join(' et ')} et tout autre rapport d’inspection ou d’expert` : 'tout rapport d’inspection ou d’expert'}.
4. Une copie complète et certifiée de ma police, avec tous les avenants en vigueur à la date du sinistre.
5. La façon de vous demander de réexaminer la décision, et le délai pour le faire, s’il y en a un.

D’ici là, je n’accepte pas le refus et je me réserve tous mes droits en vertu de la police.`,
  phoneNote: 'Gardez des notes de l’appel où le refus vous a été annoncé : la date, l’heure, qui l’a dit et ce qui a été dit exactement.',
  appeal: {
    intro: (recordedOn, clausePage) =>
      `**Demande de réexamen du refus**${recordedOn ? ` inscrit dans votre journal le ${recordedOn}` : ''}, fondée sur vos motifs${clausePage ? ` et sur le libellé de votre police (page ${clausePage})` : ''}.`,
    subject: 'Demande de réexamen du refus - Réclamation [Claim Number]',
    body: ({ on, reasons, clause, claimed }) => `
Je vous demande de réexaminer votre décision${on ? ` du ${on}` : ''} de refuser ma réclamation, et de la payer conformément à ma police.

${reasons ? `Mes motifs :\n${reasons}` : 'Mes motifs : [Why the Denial Is Wrong]'}
${clause ? `\nMa police prévoit, à la page ${clause.page} : “${clause.wording}”\n` : ''}${claimed ? `\n${claimed}\n` : ''}
Je vous prie de réexaminer la réclamation à la lumière de ce qui précède et de m’envoyer votre décision par écrit. Si vous maintenez le refus, veuillez m’indiquer les dispositions précises de la police (section, libellé et page) sur lesquelles vous vous appuyez, les faits et les rapports qui fondent votre décision, et la façon dont je peux porter l’affaire plus loin.

Je me réserve tous mes droits en vertu de la police et de la loi.`,
    claimed: (on, amount, summary) => `Ma preuve de sinistre sous serment du ${on} réclamait ${amount} (${summary}).`,
    note: 'Joignez ce qui appuie chaque motif : les photos, le rapport de réparation ou de décontamination, et tout ce qui montre quand les dommages ont été découverts.',
  },
};
