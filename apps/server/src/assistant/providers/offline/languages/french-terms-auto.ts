import type { TermTranslations } from './glossary-words';

/** glossary/terms-auto.ts in Québec French: the auto policy and the claim after a crash. */
export const FRENCH_AUTO_TERMS: TermTranslations = {
  'Direct compensation – property damage (DCPD)': {
    title: 'Indemnisation directe (dommages matériels)',
    meaning:
      'En Ontario, en Alberta et dans d’autres provinces, les dommages à votre auto dans une collision avec un autre véhicule assuré sont payés par votre propre assureur, et non par celui de l’autre conducteur, dans la mesure où vous n’êtes pas responsable selon les règles de détermination de la responsabilité. Si vous n’êtes pas responsable, il n’y a habituellement pas de franchise, et la garantie paie aussi la privation de jouissance, comme une location.',
  },
  'Fault determination (at-fault)': {
    title: 'Détermination de la responsabilité',
    meaning:
      'La façon de partager la responsabilité d’une collision, qui décide quel assureur paie et si votre prime augmente. L’Ontario et l’Alberta appliquent des règles fixes (des croquis des collisions courantes, par tranches de 25 %, quels que soient la météo ou l’état de la route), alors qu’ICBC et les assureurs américains appliquent le droit ordinaire de la responsabilité. Si vous n’êtes pas d’accord, demandez la règle ou les motifs par écrit.',
  },
  Collision: {
    title: 'Collision (garantie collision ou versement)',
    meaning:
      'Paie les dommages à votre propre véhicule quand il heurte ou est heurté par un autre véhicule ou un objet, ou se renverse, quel que soit le responsable, moins votre franchise collision. En Ontario et en Alberta, les dommages causés par un autre conducteur assuré et responsable sont habituellement payés plutôt par l’indemnisation directe.',
  },
  'Comprehensive (other than collision)': {
    title: 'Risques autres que la collision (accident sans collision)',
    meaning:
      'Paie les dommages à votre propre véhicule causés par autre chose qu’une collision (vol, incendie, vandalisme, grêle, inondation, chute d’un arbre, collision avec un animal, bris de vitre), moins sa propre franchise. Au Canada, la garantie risques spécifiés ne couvre qu’une liste de ces causes, et la garantie tous risques réunit collision et risques autres que la collision.',
  },
  'Auto liability (third-party liability)': {
    title: 'Responsabilité civile automobile',
    meaning:
      'Paie les autres quand vous êtes légalement responsable d’une collision (leurs blessures et les dommages à leurs biens), ainsi que votre défense, jusqu’à votre limite; toutes les provinces et presque tous les États l’exigent. Elle ne paie jamais votre propre véhicule, et les limites américaines peuvent être réparties (par personne, par accident, dommages matériels) ou former une seule limite combinée.',
  },
  'Uninsured and underinsured motorist coverage': {
    title: 'Conducteur non assuré ou insuffisamment assuré',
    meaning:
      'Une garantie de votre propre police quand le conducteur responsable n’a pas d’assurance, ne peut être identifié (délit de fuite) ou a des limites trop basses pour vos blessures. Aux États-Unis, c’est la garantie UM/UIM; au Canada, la garantie contre les automobilistes non assurés est obligatoire et la garantie contre les automobilistes insuffisamment assurés est l’avenant de protection de la famille (OPCF 44R en Ontario, SEF 44 en Alberta). Déclarez rapidement un délit de fuite à la police.',
  },
  'PIP and accident benefits (no-fault)': {
    title: 'Indemnités d’accident (sans égard à la responsabilité)',
    meaning:
      'Des prestations que votre propre assureur auto paie pour vos blessures dans une collision, peu importe qui l’a causée : frais médicaux et de réadaptation, perte de revenu et, selon l’endroit où vous vivez, soins et prestations de décès. Ce sont la PIP dans les États américains sans égard à la responsabilité, les indemnités d’accident en Ontario (l’Annexe sur les indemnités d’accident légales) et en Alberta, et les prestations améliorées d’ICBC en Colombie-Britannique. Faites votre demande rapidement : les formulaires ont des délais courts.',
  },
  'Diminished value': {
    title: 'Perte de valeur après réparation',
    meaning:
      'La valeur de revente qu’un véhicule (ou une maison) perd même après une réparation bien faite, parce que les acheteurs paient moins pour un bien accidenté. Votre propre police la paie rarement; aux États-Unis, on la réclame habituellement à l’assureur du conducteur responsable, alors que dans les provinces à indemnisation directe elle se récupère rarement. Une évaluation écrite d’un expert appuie la réclamation.',
  },
  'OEM and aftermarket parts': {
    title: 'Pièces d’origine (OEM) et pièces de rechange',
    meaning:
      'Les pièces d’origine sont fabriquées par le constructeur du véhicule; les pièces de rechange et les pièces recyclées viennent d’autres fabricants ou de véhicules récupérés et coûtent moins cher. Bien des polices permettent à l’assureur d’évaluer les réparations avec elles si elles sont de même nature et de même qualité, et certains États exigent de vous le dire; vérifiez si votre police ou un avenant exige des pièces d’origine, et les conditions de votre garantie ou de votre contrat de location.',
  },
  'Rental reimbursement (loss of use of a car)': {
    title: 'Frais de location (privation de jouissance du véhicule)',
    meaning:
      'Paie une auto de location ou un autre moyen de transport pendant la réparation de votre véhicule après un sinistre couvert, jusqu’à un montant par jour et un total (OPCF 20 en Ontario, SEF 20 en Alberta). Si un autre conducteur est responsable, son assureur ou votre indemnisation directe peut vous devoir plutôt une location comparable; elle prend habituellement fin quelques jours après une offre de perte totale.',
  },
  'Towing and storage': {
    title: 'Remorquage et entreposage',
    meaning:
      'La garantie de remorquage et de dépannage paie un remorquage ou une aide sur la route; après une collision couverte, le remorquage et un entreposage raisonnable sont habituellement payés dans la réclamation. Les frais d’entreposage s’accumulent chaque jour : faites déplacer le véhicule vite, car les frais accumulés après que l’assureur en a demandé la remise sont souvent refusés.',
  },
  'Gap insurance and new-vehicle replacement': {
    title: 'Assurance écart et valeur à neuf du véhicule',
    meaning:
      'Une auto déclarée perte totale est payée à sa valeur réelle, qui peut être inférieure à ce que vous devez sur le prêt ou la location; l’assurance écart (ou de remplacement) paie cette différence. Un avenant d’exonération de la dépréciation (OPCF 43 en Ontario, SEF 43 en Alberta) ou de valeur à neuf paie le prix d’une auto neuve pour un véhicule récent : vérifiez si vous en avez un avant d’accepter une offre de perte totale.',
  },
  'Full coverage': {
    title: 'Assurance « complète »',
    meaning:
      'Une expression courante, pas une garantie écrite dans une police : elle veut habituellement dire responsabilité civile plus collision et risques autres que la collision (au Canada, tous risques). Elle a quand même des limites et des franchises, et la location, le remorquage ou l’assurance écart n’y sont que s’ils ont été ajoutés. Vos conditions particulières énumèrent ce que vous avez vraiment.',
  },
  'Stacked and unstacked limits': {
    title: 'Limites cumulées ou non cumulées',
    meaning:
      'Dans certains États américains, les limites de garantie contre les automobilistes non assurés ou insuffisamment assurés de chaque auto d’une police (ou de plusieurs polices) peuvent s’additionner pour une même réclamation : c’est le cumul. Une garantie non cumulée ne paie que la limite d’une auto. Le cumul coûte habituellement plus cher, et on le choisit ou le refuse par écrit à l’achat de la police.',
  },
  'Non-owner car insurance': {
    title: 'Assurance pour non-propriétaire',
    meaning:
      'Une garantie de responsabilité civile pour une personne qui conduit sans posséder d’auto : elle paie les autres quand vous causez une collision avec une auto empruntée ou louée, au-delà de ce que paie l’assurance du propriétaire. Elle ne paie jamais les dommages à l’auto que vous conduisiez.',
  },
  'Liability limits (such as 25/50/25)': {
    title: 'Limites de responsabilité (comme 25/50/25)',
    meaning:
      'Les trois nombres d’une police auto américaine sont ses limites de responsabilité, en milliers de dollars : 25/50/25 paie jusqu’à 25 000 $ pour les blessures d’une personne, 50 000 $ pour les blessures de tous dans un même accident, et 25 000 $ pour les dommages matériels. Ce qu’une collision coûte au-delà peut vous être réclamé personnellement.',
  },
};
