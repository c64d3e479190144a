import type { IncidentWords } from './incident-words';

export const FRENCH_INCIDENT: IncidentWords = {
  sorry: (name) => `Je suis désolé de ce qui vous arrive${name ? `, ${name}` : ''}.`,
  firstSteps: (kind) => `${kind ? `Pour une réclamation de type « ${kind} », voici` : 'Voici'} quoi faire d’abord :`,
  steps: {
    safe: 'Assurez-vous d’abord que tout le monde est en sécurité.',
    police: 'Signalez-le à la police et notez le numéro du rapport.',
    water:
      'Arrêtez l’eau si vous pouvez le faire sans danger, et faites sécher ce que vous pouvez; gardez les reçus des ventilateurs, des bâches et du nettoyage.',
    photos: 'Photographiez et filmez tous les dommages avant que quoi que ce soit soit déplacé ou réparé.',
    tell: 'Avisez votre assureur par écrit le plus tôt possible, et notez le numéro de réclamation et le nom de l’expert en sinistre qu’il vous donne.',
    vehicleReceipts: 'Gardez les reçus du remorquage, de la location et des réparations.',
    itemsList: 'Dressez la liste des biens endommagés ou perdus, avec les reçus ou les photos qui montrent qu’ils vous appartenaient.',
    costReceipts: 'Gardez tous les reçus des frais que le sinistre vous occasionne.',
  },
  thenSubmit:
    'Ensuite, soumettez les renseignements de votre réclamation dans Benji et enregistrez les **Détails de la réclamation** sur cette page (assureur, expert en sinistre, numéro de réclamation et le PDF de votre police). Avec eux, je peux rédiger vos lettres et vos courriels, répondre à vos questions à partir de votre police, mettre en forme votre preuve de sinistre et suivre vos délais.',
};
