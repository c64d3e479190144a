import type { TermTranslations } from './glossary-words';

/** glossary/terms-settlement.ts in Québec French: how a loss is valued and paid. */
export const FRENCH_SETTLEMENT_TERMS: TermTranslations = {
  'Actual cash value (ACV)': {
    inPolicy: /\b(?:valeur réelle|valeur au jour du sinistre)\b/i,
    title: 'Valeur réelle (valeur au jour du sinistre)',
    meaning:
      'Ce que valait le bien endommagé juste avant le sinistre : ce qu’il coûte à remplacer aujourd’hui, moins la dépréciation pour l’âge et l’usure. Bien des polices paient d’abord la valeur réelle, puis le reste une fois la réparation ou le remplacement fait.',
  },
  'Guaranteed replacement cost': {
    title: 'Valeur à neuf garantie (reconstruction garantie)',
    meaning:
      'Une option qui paie la reconstruction de votre maison telle qu’elle était, même quand le coût dépasse le montant d’assurance du bâtiment inscrit aux conditions particulières. Elle ne joue habituellement que si vous avez assuré la maison selon l’évaluation de l’assureur et déclaré vos rénovations, et elle comprend rarement la mise aux normes du bâtiment, sauf si la police le dit.',
  },
  'Extended replacement cost': {
    title: 'Valeur à neuf majorée',
    meaning:
      'Une option qui ajoute une part fixe, souvent de 20 % à 50 %, au montant d’assurance du bâtiment quand la reconstruction coûte plus cher que ce montant, par exemple quand les prix grimpent après une tempête. Le supplément n’est payé que si vous reconstruisez vraiment, et jamais au-delà de cette part.',
  },
  'Replacement cost value (RCV)': {
    inPolicy: /\bvaleur à neuf\b/i,
    title: 'Valeur à neuf (coût de remplacement)',
    meaning:
      'Ce qu’il coûte aujourd’hui pour réparer ou remplacer le bien par du neuf de même nature et de même qualité, sans déduction pour la dépréciation. Les polices la paient habituellement seulement une fois les travaux faits.',
  },
  'Holdback (recoverable depreciation)': {
    inPolicy: /\bretenue\b/i,
    title: 'Retenue (dépréciation récupérable)',
    meaning:
      'La part d’une réclamation en valeur à neuf que l’assureur garde jusqu’à ce que vous répariez ou remplaciez : la différence entre la valeur à neuf et la valeur réelle. Vous la récupérez en montrant que les travaux sont faits, habituellement dans un délai que fixe la police.',
  },
  Depreciation: {
    inPolicy: /\bdépréciation\b/i,
    title: 'Dépréciation',
    meaning:
      'La perte de valeur due à l’âge, à l’usure et à la désuétude. C’est elle qui sépare la valeur réelle de la valeur à neuf; dans une police valeur à neuf, une bonne partie se récupère une fois la réparation ou le remplacement fait.',
  },
  'Total loss (write-off)': {
    title: 'Perte totale',
    meaning:
      'Quand les réparations coûteraient plus que la valeur du bien, ou plus qu’une part fixe de celle-ci, l’assureur en paie plutôt la valeur réelle, moins votre franchise, et garde habituellement l’épave. Pour une auto, cette valeur est le prix de vente local de véhicules comparables (même année, même modèle, même version, même kilométrage et même état) : vérifiez les comparables que l’assureur a utilisés.',
  },
  Salvage: {
    title: 'Sauvetage (épave)',
    meaning:
      'Ce qui reste du bien endommagé, et ce qu’il vaut encore. Une fois la pleine valeur payée, l’assureur garde habituellement l’épave; si vous voulez garder le bien, il déduit sa valeur de sauvetage du paiement, et une auto gardée ainsi est habituellement inscrite comme véhicule récupéré avant de pouvoir reprendre la route.',
  },
  Betterment: {
    title: 'Plus-value (amélioration)',
    meaning:
      'Une déduction pour la part d’une réparation qui vous laisse en meilleure situation qu’avant le sinistre : des pneus ou une batterie neufs sur une auto, une toiture neuve qui remplace une toiture usée dans un règlement en valeur réelle. Elle doit refléter l’usure réelle de la pièce remplacée, pas seulement son âge; demandez à l’assureur de vous montrer son calcul.',
  },
  'Matching (like kind and quality)': {
    title: 'Agencement (même nature et même qualité)',
    meaning:
      'La question de savoir si l’assureur doit remplacer des parties non endommagées (le reste du revêtement, tout le plancher) quand on ne trouve plus de pièces de même couleur ou de même style. Les polices promettent des matériaux de même nature et de même qualité; certains États américains ajoutent des règles d’agencement, alors qu’au Canada tout dépend du texte : si l’agencement vous est refusé, demandez les motifs par écrit.',
  },
  'Overhead and profit (O&P)': {
    title: 'Frais généraux et profit de l’entrepreneur',
    meaning:
      'La majoration de l’entrepreneur général, souvent 10 % de frais généraux et 10 % de profit, pour coordonner un chantier qui demande plusieurs corps de métier. Les assureurs l’incluent souvent seulement quand la réparation exige raisonnablement un entrepreneur général : si la vôtre en demande plusieurs et qu’elle a été omise, demandez pourquoi.',
  },
  'Scope of loss and estimate (Xactimate)': {
    title: 'Étendue des dommages et estimation (Xactimate)',
    meaning:
      'L’étendue énumère tout ce qui doit être réparé ou remplacé, avec les quantités; l’estimation en fixe le prix, habituellement dans un logiciel comme Xactimate ou Symbility avec des listes de prix locales. Un paiement trop bas vient plus souvent d’éléments oubliés dans l’étendue que de prix trop bas : comparez-la pièce par pièce avec celle de votre entrepreneur.',
  },
  'Supplement (supplemental claim)': {
    title: 'Réclamation supplémentaire',
    meaning:
      'Une demande d’ajout à une réclamation déjà estimée ou payée, habituellement pour des dommages découverts une fois les travaux commencés, comme de la pourriture derrière le gypse, ou pour des coûts oubliés dans la première estimation. Avisez l’assureur avant que ces travaux soient faits, avec des photos et un prix détaillé, et vérifiez le délai pour rouvrir une réclamation.',
  },
  'Storm deductible (hurricane, wind and hail)': {
    title: 'Franchise tempête (ouragan, vent et grêle)',
    meaning:
      'Une franchise distincte pour les dommages causés par un ouragan, une tempête nommée, une tempête de vent ou la grêle, courante dans les régions exposées et souvent fixée en pourcentage du montant d’assurance du bâtiment plutôt qu’en montant fixe. Elle peut être bien plus élevée que votre franchise habituelle; vérifiez ce qui la déclenche et si elle s’applique par tempête ou, comme en Floride, une fois par saison des ouragans.',
  },
  'Percentage deductible': {
    title: 'Franchise en pourcentage',
    meaning:
      'Une franchise fixée en part de la valeur assurée, habituellement le montant d’assurance du bâtiment inscrit aux conditions particulières, plutôt qu’en montant fixe. Elle se calcule à partir de ce montant, pas de l’importance du sinistre : une franchise de 2 % sur une maison bien assurée peut absorber un sinistre moyen.',
  },
  Deductible: {
    inPolicy: /\bfranchise\b/i,
    title: 'Franchise',
    meaning:
      'La part de chaque sinistre couvert qui reste à votre charge; l’assureur paie le sinistre couvert au-delà de ce montant. Certaines polices prévoient une franchise distincte, plus élevée, pour le vent, la grêle ou les tremblements de terre, souvent en pourcentage du montant d’assurance du bâtiment.',
  },
  'Limit of liability (policy limit)': {
    title: 'Montant d’assurance (limite de garantie)',
    meaning:
      'Le maximum que l’assureur paiera pour une garantie, comme l’indiquent les conditions particulières; le bâtiment, les biens, les frais de subsistance et la responsabilité civile ont chacun le leur. Un sinistre sous ce montant est quand même réduit par la franchise, les sous-limites et le mode d’indemnisation, et un bâtiment assuré bien en deçà de sa valeur peut subir une pénalité de règle proportionnelle.',
  },
  'Sub-limit': {
    inPolicy: /\blimites? particulières?\b/i,
    title: 'Sous-limite (limite particulière)',
    meaning:
      'Une limite plus basse, à l’intérieur d’une garantie, pour un type de bien ou de sinistre : par exemple le vol de bijoux, l’argent comptant, la moisissure ou le refoulement d’égout. Si élevé que soit votre montant d’assurance sur les biens, l’assureur ne paie pas plus que la sous-limite pour cette catégorie.',
  },
  Coinsurance: {
    title: 'Règle proportionnelle (coassurance)',
    meaning:
      'Une clause qui réduit ce que paie l’assureur si vous avez assuré le bien pour moins qu’une part fixe (souvent 80 %) de sa valeur au moment du sinistre.',
  },
  'Mortgagee clause and two-party cheques': {
    title: 'Clause hypothécaire et chèques à deux noms',
    meaning:
      'Votre prêteur (pour une auto, le créancier ou la société de location) est nommé dans la police avec son propre droit d’être payé : les chèques pour le bâtiment ou le véhicule sont donc souvent faits à vos deux noms. Pour des réparations, le prêteur garde habituellement l’argent et le verse par étapes; demandez-lui tôt comment cela fonctionne.',
  },
};
