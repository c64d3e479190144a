import type { ReplyLanguage } from '../../../understanding/language';

// The answer to a question about buying or managing insurance rather than the claim, in each
// language. It names who can answer and never guesses a price or a rule: neither is in the
// policy or the claim's records.

export interface BuyingWords {
  /** The lead: what kind of question this is. */
  lead: string;
  /** Why Benji does not answer it, and who does; the insurer's name when the records have one. */
  whoAnswers: (insurer: string) => string;
  /** For a question that ties the policy's price to a claim ("will my premium go up"). */
  afterAClaim: string;
  /** What Benji can do instead. */
  instead: string;
}

const ENGLISH: BuyingWords = {
  lead: '**That is a question about buying or managing insurance, not about your claim.**',
  whoAnswers: (insurer) =>
    `Prices, quotes, discounts, who must carry what, adding a driver, switching or cancelling depend on insurers' rates and underwriting rules, which are not in your policy or your claim records, so I will not guess. Your agent or broker can answer it, or ${insurer || 'your insurer'}'s customer service.`,
  afterAClaim:
    'Whether a claim changes your premium is decided by the insurer at renewal, under its rating rules and your state or province’s; ask your agent, and ask for the answer in writing.',
  instead:
    'What I can do: tell you what your own policy covers, quoting its page, and help you with your claim — its deadlines, letters to your adjuster and what to do next.',
};

const FRENCH: BuyingWords = {
  lead: '**C’est une question sur l’achat ou la gestion d’une assurance, pas sur votre réclamation.**',
  whoAnswers: (insurer) =>
    `Les prix, les soumissions, les rabais, l’assurance obligatoire, l’ajout d’un conducteur, le changement d’assureur ou la résiliation dépendent des tarifs et des règles de souscription des assureurs, qui ne figurent ni dans votre police ni dans votre dossier : je ne veux pas deviner. Votre courtier ou votre agent peut vous répondre, ou le service à la clientèle de ${insurer || 'votre assureur'}.`,
  afterAClaim:
    'C’est l’assureur qui décide, au renouvellement, si une réclamation change votre prime, selon ses règles de tarification et celles de votre province; demandez-le à votre courtier et demandez la réponse par écrit.',
  instead:
    'Ce que je peux faire : vous dire ce que couvre votre police, en citant la page, et vous aider avec votre réclamation — ses délais, vos lettres à l’expert en sinistre et la suite des choses.',
};

const SPANISH: BuyingWords = {
  lead: '**Esa es una pregunta sobre comprar o administrar un seguro, no sobre su reclamo.**',
  whoAnswers: (insurer) =>
    `Los precios, las cotizaciones, los descuentos, el seguro obligatorio, agregar un conductor, cambiar de aseguradora o cancelar dependen de las tarifas y reglas de suscripción de cada aseguradora, que no están en su póliza ni en los datos de su reclamo, así que no voy a adivinar. Su agente o corredor puede responderle, o el servicio al cliente de ${insurer || 'su aseguradora'}.`,
  afterAClaim:
    'Si un reclamo cambia su prima lo decide la aseguradora al renovar, según sus reglas de tarifas y las de su estado; pregúntele a su agente y pida la respuesta por escrito.',
  instead:
    'Lo que sí puedo hacer: decirle qué cubre su póliza, citando la página, y ayudarle con su reclamo — sus plazos, las cartas a su ajustador y los próximos pasos.',
};

const WORDS: Record<ReplyLanguage, BuyingWords> = { en: ENGLISH, fr: FRENCH, es: SPANISH };

export const buyingWords = (language: ReplyLanguage): BuyingWords => WORDS[language];
