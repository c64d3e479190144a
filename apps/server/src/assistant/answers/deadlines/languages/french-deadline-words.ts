import type { DeadlineAnswerWords } from './deadline-answer-words';

// As a Québec insurance help desk writes it: réclamation, preuve de sinistre, journal, échéance.
// The screens' own names (Suivi des réclamations, Échéances, Journal) are the web's French ones.

const DATE = new Intl.DateTimeFormat('fr-CA', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const longDate = (isoDate: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? DATE.format(new Date(`${isoDate}T00:00:00Z`)).replace(/^1 /, '1er ') : isoDate;

const days = (count: number) => `${count} ${count === 1 ? 'jour' : 'jours'}`;
const deadlines = (count: number, one: string) => (count === 1 ? one : `${count} délais`);
const CATEGORY = { auto: 'auto', home: 'habitation', other_property: 'de biens' } as const;

export const FRENCH_DEADLINE_ANSWER: DeadlineAnswerWords = {
  locale: 'fr-CA',
  longDate,
  unlistedPlace: (code) => ({ name: code, of: `de cet endroit (${code})`, in: `à cet endroit (${code})` }),
  needsClaim: [
    'Pour vous dire quand une chose est due, il me faut votre réclamation : la province ou l’État où le sinistre est survenu, et la date du sinistre.',
    'Entrez les renseignements de votre réclamation dans Benji, puis inscrivez ce qui s’est passé dans le journal de votre réclamation (par exemple, le jour où vous avez déclaré la réclamation à l’assureur). Je pourrai alors déterminer quels délais s’appliquent, quand chacun arrive à échéance et s’il a été respecté.',
  ].join('\n\n'),
  needsPlace: [
    'Votre réclamation ne dit pas dans quelle province ou quel État le sinistre est survenu; je ne peux donc pas savoir quelles règles de délai s’appliquent.',
    'Ajoutez la province ou l’État à votre réclamation et posez-moi de nouveau la question.',
  ].join('\n\n'),
  heading: (what, placeName, today) => `**${what} — ${placeName}** (au ${longDate(today)})`,
  topicHeadings: {
    report_claim: 'Déclarer la réclamation',
    acknowledge: 'L’accusé de réception de votre réclamation',
    request_information: 'Ce que l’assureur vous demande',
    proof_of_loss: 'La preuve de sinistre',
    decide: 'La décision sur votre réclamation',
    pay: 'Le paiement de votre réclamation',
    suit: 'Le délai pour poursuivre',
  },
  allDeadlinesHeading: 'Les délais de votre réclamation',
  missedHeading: 'L’assureur a-t-il dépassé un délai?',
  unencoded: (place, category) => {
    const scope = category ? ` ${CATEGORY[category]}` : '';
    return `**Les règles ${place.of} sur le traitement des réclamations${scope} ne sont pas encore dans Benji**, je ne peux donc pas vous donner de dates fixées par cette loi.`;
  },
  policyConditions:
    'Les conditions de votre propre police s’appliquent quand même : par exemple, bien des polices exigent une preuve de sinistre signée et faite sous serment dans les 60 jours suivant la demande de l’assureur. Vérifiez la section Conditions de votre police.',
  suitNotEncoded: (place) =>
    `Benji n’a pas le délai pour poursuivre ${place.in}. Bien des polices habitation ont une condition sur les poursuites contre l’assureur qui fixe un délai pour poursuivre, et la loi de l’endroit où vous habitez peut le modifier. Consultez un avocat bien avant qu’un délai puisse expirer.`,
  nothingEncoded: (place) => `Benji n’a aucune règle de délai sur ce point ${place.in}.`,
  regulator: (place, pointer) =>
    `Pour les règles qui s’appliquent ${place.in}, ou si l’assureur tarde à répondre, communiquez avec :\n${pointer ?? `l’organisme qui encadre l’assurance ${place.in}`}`,
  regulatorLabels: { complaints: 'plaintes :', phone: 'téléphone' },
  verdicts: {
    overdue: (count) => `**Oui : l’assureur a dépassé ${deadlines(count, 'un délai')}.**`,
    lateBefore: (count) =>
      `**Pas en ce moment, mais il a déjà été en retard :** il a respecté ${deadlines(count, 'un délai')} après l’échéance.`,
    cannotTell:
      '**Je ne peux pas encore le dire :** aucun des délais de l’assureur n’a commencé dans le journal de votre réclamation. Inscrivez ce qui s’est passé, à commencer par le jour où vous avez déclaré la réclamation, puis posez-moi de nouveau la question.',
    none: '**Non : aucun des délais de l’assureur n’est dépassé pour le moment.**',
  },
  overdueOffer: (duties) =>
    `**L’assureur a dépassé ${duties.length === 1 ? 'son délai' : 'ses délais'} pour ${duties.join(', et pour ')}.** Vous pouvez le lui rappeler par écrit : ouvrez la réclamation à la page Suivi des réclamations; son onglet Échéances contient la lettre de retard prête à copier. Ou demandez-moi une « lettre de rappel » et je la remplirai pour vous.`,
  notStarted: 'Rien dans le journal de votre réclamation n’a encore déclenché ces délais; voici donc les règles elles-mêmes.',
  listHeadings: {
    insurer: '**Ce que l’assureur doit faire**',
    yours: '**Ce que vous devez faire**',
    startedByProof: '**Ce que votre preuve de sinistre déclenche**',
  },
  leadIn: (who, duty) => `**${who === 'insurer' ? 'L’assureur doit' : 'Vous devez'} ${duty}** dans`,
  windowLeadIn: (duty) => `**Dernier jour pour ${duty}** :`,
  within: (period, trigger, startedOn) =>
    `un délai ${period.startsWith('1 ') ? `d’un ${period.slice(2)}` : `de ${period}`} après ${trigger}${startedOn ? ` (${longDate(startedOn)})` : ''}`,
  extended: (extendedWithin, originalWithin) => `${extendedWithin}, une prolongation qui remplace ${originalWithin}`,
  due: (window, dueOn, state) => {
    const date = `**${longDate(dueOn)}**`;
    const label = window ? 'Dernier jour' : 'Échéance';
    if (state.kind === 'met') {
      if (!state.metOn) return `${label} : ${date} — délai respecté.`;
      return `${label} : ${date} — délai respecté le ${longDate(state.metOn)}${state.daysLate > 0 ? `, avec ${days(state.daysLate)} de retard` : ''}.`;
    }
    if (state.kind === 'overdue')
      return window
        ? `Le dernier jour était le ${date} : il est passé depuis ${days(state.daysPast)}.`
        : `${label} : ${date} — **en retard** de ${days(state.daysPast)}.`;
    return `${label} : ${date} — en cours, ${state.daysLeft === 0 ? 'échéance aujourd’hui' : `il reste ${days(state.daysLeft)}`}.`;
  },
  provisional: (citation, reason) => `${citation} (provisoire : ${reason})`,
  startHint: (events) =>
    `Pas encore commencé : inscrivez ${events} dans le journal de votre réclamation, avec sa date, et je calculerai l’échéance.`,
  eventLabels: {
    notice_given: 'Sinistre déclaré à l’assureur',
    acknowledgement_received: 'Accusé de réception reçu',
    documents_requested: 'Documents demandés',
    documents_sent: 'Documents envoyés',
    proof_of_loss_requested: 'Preuve de sinistre ou formulaires de réclamation demandés',
    proof_of_loss_sent: 'Preuve de sinistre envoyée',
    inspection: 'Inspection',
    extension_notice: 'L’assureur a demandé plus de temps',
    claim_accepted: 'Réclamation acceptée (en tout ou en partie)',
    offer_received: 'Offre de règlement reçue',
    offer_accepted: 'Offre acceptée',
    payment_received: 'Paiement reçu',
    denial_received: 'Refus reçu',
    insurer_response: 'Autre réponse de l’assureur',
    message_sent: 'Message à l’assureur',
    note: 'Note',
  },
  channelLabels: { email: 'Courriel', phone: 'Téléphone', letter: 'Lettre', portal: 'Portail en ligne', in_person: 'En personne' },
  startEvents: (labels, writtenChannels) =>
    `${labels.map((label) => `« ${label} »`).join(' ou ')}${writtenChannels ? ` (par écrit : ${writtenChannels.map((channel) => channel.toLowerCase()).join(', ')})` : ''}`,
  policyLimits: {
    frame: '**Ce que dit votre police** — ses propres délais, qui s’appliquent quoi que la loi y ajoute :',
    names: {
      proof_of_loss: 'Preuve de sinistre',
      pay: 'Paiement',
      suit: 'Délai pour poursuivre',
      appraisal: 'Expertise',
      notice: 'Avis de sinistre',
      holdback: 'Retenue de la valeur à neuf',
    },
    line: (name, page, statutory, wording) => `**${name}** (page ${page}${statutory ? ', une condition légale' : ''}) : « ${wording} »`,
    whenDue: (lossDate, lastDay, daysLeft) => {
      const state = daysLeft > 0 ? `dans ${days(daysLeft)}` : daysLeft === 0 ? 'aujourd’hui' : 'déjà passé';
      return `Compté à partir de la date de votre sinistre, le ${longDate(lossDate)} : **${longDate(lastDay)}** (${state}).`;
    },
  },
  closing: (disclaimer) =>
    `Les dates sont calculées à partir des règles citées et des événements du journal de votre réclamation; votre police peut prévoir d’autres délais. ${disclaimer}`,
};
