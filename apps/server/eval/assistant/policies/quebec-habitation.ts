import type { PdfPage } from '../../../test/assistant/fixtures/pdf';

/** Where each clause of the Québec homeowner's wording (in French) sits. */
export const QUEBEC_HOME_PAGE = {
  declarations: 1,
  perils: 2,
  fallingTrees: 2,
  settlement: 3,
  livingExpenses: 4,
  appraisal: 4,
  conditions: 5,
} as const;

/** A five-page Québec policy, in French as Québec insurers issue it. */
export const QUEBEC_HOME_PAGES: readonly PdfPage[] = [
  [
    { heading: 'CONDITIONS PARTICULIERES' },
    {
      text: "Assureur : Mutuelle Saint-Laurent Assurances. Numéro de police : MSL-HAB-8841207. Période d'assurance : du 1er juin 2026 au 1er juin 2027.",
    },
    { text: 'Assurée : Sylvie Tremblay, 1835 rue des Érables, Laval (Québec) H7M 2R4.' },
    {
      text: "Montants d'assurance. Bâtiment : 455 000 $. Dépendances : 45 500 $. Biens meubles : 227 500 $. Frais de subsistance supplémentaires : 91 000 $.",
    },
    { text: 'Franchise : 1 000 $ par sinistre, sauf indication contraire. Avenants : valeur à neuf sur le bâtiment et les biens meubles.' },
  ],
  [
    { heading: 'RISQUES COUVERTS' },
    {
      text: "Nous couvrons les dommages matériels directs causés au bâtiment et aux biens meubles par tout risque soudain et accidentel qui n'est pas exclu, notamment l'incendie, la tempête, la grêle et le poids de la glace ou de la neige.",
    },
    { heading: "CHUTE D'ARBRES" },
    {
      text: "Nous couvrons les dommages causés au bâtiment par la chute d'un arbre ou d'une branche, que l'arbre se trouve sur votre terrain ou sur celui d'un voisin, ainsi que l'eau qui pénètre par l'ouverture ainsi créée. Les frais d'enlèvement de l'arbre sont couverts jusqu'à 1 000 $.",
    },
    { heading: 'EXCLUSIONS' },
    {
      text: "Nous ne couvrons pas l'usure normale, la détérioration graduelle, les infiltrations d'eau répétées, ni les dommages causés par les inondations, sauf avenant contraire.",
    },
  ],
  [
    { heading: 'REGLEMENT DES SINISTRES' },
    {
      text: "Valeur à neuf. Si vous réparez ou remplacez les biens endommagés dans les 12 mois suivant le sinistre, nous payons le coût de réparation ou de remplacement à neuf, sans déduction pour la dépréciation. Tant que les travaux ne sont pas terminés, nous ne payons que la valeur réelle, c'est-à-dire le coût de remplacement moins la dépréciation due à l'âge et à l'usure.",
    },
    { text: 'La différence entre la valeur réelle et la valeur à neuf est versée sur présentation des factures des travaux terminés.' },
    {
      text: "Paiement de l'indemnité. Nous payons l'indemnité dans les 60 jours suivant la réception de la déclaration de sinistre ou, si nous avons demandé des pièces justificatives, dans les 60 jours suivant leur réception.",
    },
  ],
  [
    { heading: 'FRAIS DE SUBSISTANCE SUPPLEMENTAIRES' },
    {
      text: "Si un sinistre couvert rend votre logement inhabitable, en tout ou en partie, nous remboursons l'augmentation de vos frais de subsistance (hébergement, repas, déplacements) nécessaire pour maintenir votre niveau de vie habituel, pendant la durée raisonnable des réparations, jusqu'au montant prévu aux conditions particulières.",
    },
    { heading: 'EXPERTISE' },
    {
      text: "En cas de désaccord sur le montant de l'indemnité, chaque partie nomme un expert. Les deux experts choisissent un arbitre. Les experts évaluent séparément les dommages ; à défaut d'accord, ils soumettent leurs différends à l'arbitre. La décision de deux d'entre eux lie les parties sur le montant, et non sur la couverture.",
    },
  ],
  [
    { heading: 'CONDITIONS GENERALES' },
    {
      text: 'Déclaration de sinistre. Vous devez déclarer le sinistre dès que vous en avez connaissance et nous remettre, sur demande, une déclaration écrite des circonstances, de la cause et du montant du sinistre, avec les pièces justificatives.',
    },
    {
      text: "Prescription. Toute action contre nous se prescrit par trois ans à compter du moment où le droit d'action a pris naissance (article 2925 du Code civil du Québec).",
    },
    {
      text: "Plaintes. Adressez-vous d'abord à votre expert en sinistre, puis au responsable du traitement des plaintes de la Mutuelle Saint-Laurent. Si vous n'êtes pas satisfaite, vous pouvez demander le transfert de votre dossier à l'Autorité des marchés financiers (AMF).",
    },
  ],
];
