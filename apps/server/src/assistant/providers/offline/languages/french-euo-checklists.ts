import type { TClaimType } from '@benji/shared';
import type { EuoFocus } from '../euo-checklists';

/** euo-checklists.ts in Québec French: what to bring and what the examiner asks about, by kind of claim. */
export const FRENCH_EUO_FOCUS: Record<TClaimType, EuoFocus> = {
  'Car Theft': {
    documents: [
      'Toutes les clés et télécommandes que vous avez, et l’endroit où se trouvent les autres',
      'Le certificat d’immatriculation et les relevés de prêt ou de location',
      'Les documents d’achat et le carnet d’entretien',
      'Les reçus de l’équipement ajouté après l’achat',
      'Le rapport de police et les relevés de GPS ou de repérage',
    ],
    topics: [
      'Où et quand vous avez vu le véhicule pour la dernière fois, et qui y avait accès',
      'Combien de clés existent et qui avait chacune',
      'Vos paiements sur le véhicule et toute tentative récente de le vendre',
      'Les dommages antérieurs, le kilométrage et l’état du véhicule',
    ],
  },
  'Collision (Accident)': {
    documents: [
      'Le rapport de police ou le constat d’accident',
      'Les photos des lieux et de chaque véhicule',
      'Le nom et les coordonnées des témoins et de l’autre conducteur',
      'Les images de votre caméra de bord, s’il y en a',
      'Les estimations des réparations',
    ],
    topics: [
      'Le trajet : votre destination, l’itinéraire, la vitesse, la météo et l’état de la route',
      'Si vous utilisiez votre téléphone (vos relevés téléphoniques peuvent être demandés)',
      'Qui conduisait et qui était à bord',
      'Ce que chaque conducteur a dit après la collision',
    ],
  },
  'Injury After Accident': {
    documents: [
      'Les dossiers médicaux et les factures, par ordre de date',
      'Une chronologie de vos traitements',
      'Les dossiers des blessures antérieures à la même partie du corps',
      'La lettre de votre employeur sur vos absences et votre perte de salaire',
      'Le rapport de police ou le constat d’accident',
    ],
    topics: [
      'Comment la blessure est arrivée, dans vos propres mots',
      'Les blessures, réclamations et traitements antérieurs',
      'Ce que vous pouvez et ne pouvez plus faire par rapport à avant',
      'Vos absences du travail et le revenu perdu',
    ],
  },
  'Vandalism / Damage While Parked': {
    documents: [
      'Le rapport de police',
      'Les photos des dommages et de l’endroit où le véhicule était stationné',
      'Les estimations des réparations',
      'Les dossiers de tout dommage antérieur',
    ],
    topics: [
      'Où le véhicule était stationné, pendant combien de temps, et quand vous avez trouvé les dommages',
      'Tout conflit avec une personne qui pourrait les avoir causés',
      'Les dommages qui étaient déjà là avant',
    ],
  },
  'House Fire': {
    documents: [
      'Le rapport du service d’incendie',
      'Les photos et vidéos des dommages',
      'L’inventaire des biens avec les reçus, photos ou relevés bancaires',
      'Les relevés hypothécaires, déclarations de revenus et relevés bancaires (l’interrogateur pose souvent des questions sur vos finances)',
      'Les dossiers des travaux électriques ou de rénovation récents',
    ],
    topics: [
      'Où se trouvait chacun quand l’incendie a commencé, et comment vous l’avez appris',
      'Les avertisseurs de fumée, le chauffage, le câblage et les appareils de l’endroit où il a commencé',
      'Vos finances, vos dettes et tout projet de vendre la maison',
      'Les incendies ou réclamations antérieurs',
    ],
  },
  'Basement Flood / Water Damage': {
    documents: [
      'Les photos et vidéos de l’eau et des dommages',
      'Le rapport du plombier ou de l’entreprise de restauration sur la source',
      'Les dossiers d’entretien de la pompe de puisard, du clapet antiretour et de la plomberie',
      'Les reçus du nettoyage, des ventilateurs et des déshumidificateurs',
      'L’inventaire des biens',
    ],
    topics: [
      'Quand vous avez remarqué l’eau, d’où elle venait et à quelle vitesse elle a monté',
      'Les fuites ou problèmes d’eau antérieurs, et ce qui a été fait',
      'Ce que vous avez fait pour arrêter l’eau et limiter les dommages',
      'Si la maison était habitée à ce moment-là',
    ],
  },
  'Roof Damage / Storm': {
    documents: [
      'Les relevés météo de la date de la tempête',
      'Les photos du toit avant et après, si vous en avez',
      'L’âge du toit et les dossiers de remplacement ou de réparation',
      'Les estimations des entrepreneurs',
      'Les reçus des bâches et des réparations temporaires',
    ],
    topics: [
      'La date et l’heure de la tempête, et quand vous avez trouvé les dommages',
      'L’âge et l’état du toit avant la tempête',
      'Les réparations ou les fuites de toit antérieures',
      'Les réparations temporaires que vous avez faites',
    ],
  },
  'Vandalism / Forced Entry': {
    documents: [
      'Le rapport de police',
      'Les photos du point d’entrée et des dommages',
      'La liste des biens volés ou endommagés, avec preuve de propriété',
      'Les relevés du système d’alarme ou des caméras',
      'La liste des personnes qui ont une clé ou un code',
    ],
    topics: [
      'Quand vous étiez chez vous pour la dernière fois et quand vous avez trouvé les dommages',
      'Comment l’intrus est entré, et si les portes et les fenêtres étaient verrouillées',
      'Qui avait une clé ou le code de l’alarme',
      'Comment vous connaissez la valeur de chaque bien',
    ],
  },
  'Broken Appliances / Home Systems': {
    documents: [
      'La date d’achat et le reçu de l’appareil ou du système',
      'Les dossiers de service et d’entretien',
      'Le rapport du technicien sur la cause',
      'Les documents de garantie',
      'Les photos de tout dommage qui en a résulté',
    ],
    topics: [
      'Ce qui a fait défaut, quand, et comment vous l’avez remarqué',
      'L’âge de l’appareil ou du système et son entretien',
      'Si la panne a été soudaine ou s’est installée avec le temps',
      'Les réclamations de garantie que vous avez faites',
    ],
  },
  'Personal Contents Stolen': {
    documents: [
      'Le rapport de police',
      'L’inventaire des biens volés avec les reçus, photos ou relevés bancaires et de carte',
      'Les numéros de série des appareils électroniques',
      'Tout avis de récupération',
    ],
    topics: [
      'Où étaient les biens et quand vous les avez vus pour la dernière fois',
      'Qui y avait accès',
      'Comment vous avez acquis chaque bien et combien vous l’avez payé',
      'Les vols ou réclamations antérieurs',
    ],
  },
  'Storage Unit Theft': {
    documents: [
      'Le contrat de location de l’entrepôt',
      'Les registres d’accès ou de barrière de l’entrepôt et son rapport d’incident',
      'Le rapport de police',
      'L’inventaire de l’espace d’entreposage avec preuve de propriété',
      'Les photos du cadenas et de l’espace',
    ],
    topics: [
      'Quand vous êtes allé à l’entrepôt pour la dernière fois et ce qu’il contenait',
      'Quel cadenas vous utilisiez et qui avait la clé ou le code',
      'Pourquoi les biens étaient entreposés',
      'Comment vous connaissez la valeur de chaque bien',
    ],
  },
  'Garage / Shed Damage': {
    documents: [
      'Les photos du bâtiment et de son contenu',
      'Les estimations de réparation ou de remplacement',
      'L’âge et le mode de construction du bâtiment',
      'L’inventaire du contenu endommagé',
    ],
    topics: [
      'Ce qui a causé les dommages, et quand',
      'L’état du bâtiment avant le sinistre',
      'À quoi servait le bâtiment, y compris tout usage commercial',
    ],
  },
};
