import type { ConversationWords } from './conversation-words';

// Written as a help desk in Québec would say it: "réclamation", "expert en sinistre", "police".
export const FRENCH_CONVERSATION: ConversationWords = {
  refusalLead: 'Je ne peux pas vous aider avec cela',
  refusalRest: ' : je suis Benji et je ne travaille que sur votre réclamation d’assurance. Voici ce que je peux faire :',
  whatIDo: [
    'rédiger vos courriels et vos lettres à l’expert en sinistre, remplis avec les renseignements de votre réclamation',
    'répondre à vos questions sur votre propre police, en citant la page',
    'vous dire quels délais s’appliquent à votre réclamation et à quelle date ils tombent',
    'mettre en forme votre preuve de sinistre et vous préparer à un interrogatoire sous serment',
    'vous dire où en est votre réclamation et quoi faire ensuite',
  ],
  clarifyLead: 'Lequel de ces choix vous faut-il?',
  replyWithNumber: 'Répondez par le numéro, ou dites-le-moi dans vos mots.',
  jobChoices: {
    status_update: 'un courriel demandant des nouvelles à votre expert en sinistre',
    email_reply: 'une réponse à un courriel de votre expert en sinistre',
    dispute_offer: 'une lettre contestant l’offre de règlement',
    written_denial: 'une lettre demandant le refus et le texte de la police par écrit',
    more_time: 'une lettre demandant un délai à l’assureur',
    appraisal: 'une lettre demandant l’expertise (estimation par des experts)',
    living_expenses: 'une demande de remboursement de vos frais de subsistance supplémentaires',
    depreciation: 'une demande de versement de la dépréciation retenue',
    escalate: 'faire appel à un superviseur ou à l’organisme de réglementation',
    policy_question: 'ce que dit votre police à ce sujet',
    deadline_question: 'les délais qui s’appliquent et leurs dates',
    proof_of_loss: 'votre preuve de sinistre, rédigée',
    euo: 'vous préparer à un interrogatoire sous serment',
    next_steps: 'où en est votre réclamation et quoi faire ensuite',
    claim_record: 'les renseignements de votre dossier : assureur, numéro de réclamation, expert en sinistre',
    explain_term: 'ce que veut dire un terme d’assurance',
    legal: 'qui peut vous conseiller sur une question juridique',
    letter: 'une lettre des modèles de lettres',
    incident: 'les premières étapes après un sinistre',
    greeting: 'un simple bonjour',
    capabilities: 'ce que je peux faire pour vous',
    off_topic: 'autre chose que les réclamations d’assurance',
  },
  englishLead: (gloss) =>
    gloss
      ? `Cette partie de ma réponse est encore en anglais. Voici comment j’ai compris votre question : « ${gloss} » Si ce n’est pas ce que vous vouliez dire, reformulez-la et je recommence.`
      : 'Cette partie de ma réponse est encore en anglais.',
};
