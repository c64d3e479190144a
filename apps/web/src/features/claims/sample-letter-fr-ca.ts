import type { SampleLetterWords } from './sample-letter-words';

const lowerFirst = (text: string) => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;
// "auprès d’Intact", "auprès de Desjardins": French elides before a vowel.
const ofCompany = (company: string) => (/^[aeiouyàâéèêëîïôûü]/i.test(company) ? `d’${company}` : `de ${company}`);

// In the frame of Benji's Québec French letters (the template store's and the assistant's):
// "Objet :", "Bonjour …," to a named adjuster, else "Madame, Monsieur,", and "Veuillez agréer…".
export const FRENCH_SAMPLE_LETTER: SampleLetterWords = {
  to: (address) => `À : ${address}`,
  date: (date) => `Date : ${date}`,
  subjectLabel: 'Objet :',
  subjectLine: (subject) => `Objet : ${subject}`,
  subject: ({ claimNumber, openDays, policy }) =>
    `Demande de garder ${claimNumber ? `la réclamation ${claimNumber}` : 'ma réclamation'} ouverte pendant ${openDays} jours (police ${policy})`,
  body: (facts) => {
    const { adjuster, claimNumber, reportedOn, policeReport } = facts;
    const report = policeReport ? ` Le numéro du rapport de police est ${policeReport}.` : '';
    const reported = reportedOn ? ` Je l’ai déclaré le ${reportedOn}.` : '';
    return [
      adjuster ? `Bonjour ${adjuster},` : 'Madame, Monsieur,',
      '',
      `Je vous écris au sujet de ma réclamation pour ${lowerFirst(facts.claimType)}${claimNumber ? ` (numéro de réclamation ${claimNumber})` : ''}, ` +
        `au titre de la police numéro ${facts.policy} auprès ${ofCompany(facts.company)}, pour le sinistre survenu le ${facts.lossDate} à ${facts.location}.` +
        `${reported}${report}`,
      '',
      'Je rassemble encore les documents et les renseignements à l’appui de cette réclamation. Je vous prie de garder la réclamation ' +
        `ouverte pendant ${facts.openDays} jours à compter de la date de la présente lettre, soit jusqu’au ${facts.openUntil}, et de me ` +
        'confirmer par écrit que vous le ferez.',
      '',
      'Si vous avez besoin de quoi que ce soit de ma part d’ici là, veuillez me l’indiquer par écrit.',
      '',
      'Je vous remercie de votre aide.',
      '',
      'Veuillez agréer mes salutations distinguées.',
      '',
      facts.signer,
    ].join('\n');
  },
};
