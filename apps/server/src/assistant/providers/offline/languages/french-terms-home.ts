import type { TermTranslations } from './glossary-words';

/** glossary/terms-home.ts in Québec French: the home policy's parts, perils and exclusions. */
export const FRENCH_HOME_TERMS: TermTranslations = {
  'HO-3 (special form homeowners policy)': {
    title: 'HO-3 (police propriétaire américaine, formule spéciale)',
    meaning:
      'La police habitation la plus courante aux États-Unis : la maison et les autres bâtiments sont couverts contre tous les risques de perte matérielle directe sauf ceux exclus, et vos biens seulement pour les risques qu’elle nomme. Son équivalent canadien le plus proche est la formule étendue; une formule tous risques couvre aussi les biens contre tous les risques.',
  },
  'Tenant’s insurance (HO-4, renters)': {
    title: 'Assurance locataire (HO-4)',
    meaning:
      'Une police pour les locataires : elle couvre vos biens, les frais de subsistance supplémentaires si le logement devient inhabitable, votre responsabilité civile envers les autres et les améliorations que vous avez faites au logement, mais pas l’immeuble, que le propriétaire assure. Vérifiez si vos biens sont couverts contre des risques désignés ou tous risques, et les limites particulières sur les bijoux et l’argent comptant, par exemple.',
  },
  'Condo unit owner’s policy (HO-6)': {
    title: 'Assurance du copropriétaire (HO-6)',
    meaning:
      'Une police pour le propriétaire d’une unité de copropriété : vos biens, les améliorations apportées à l’unité (planchers, armoires), les frais de subsistance, la responsabilité civile et souvent votre part d’une cotisation spéciale après sinistre. Là où s’arrête l’assurance de l’immeuble est fixé par la déclaration de copropriété, le règlement ou la description de l’unité de référence : lisez-les avec votre police.',
  },
  'Condo corporation’s policy and loss assessment': {
    title: 'Assurance du syndicat de copropriété et cotisation spéciale',
    meaning:
      'Le syndicat de copropriété assure l’immeuble et les parties communes par sa propre police. Quand il facture les copropriétaires pour un sinistre (une cotisation spéciale, ou sa franchise refilée à l’unité où les dommages ont commencé), la garantie de cotisation spéciale de votre police peut payer votre part, jusqu’à sa limite, si la cause est couverte par votre police.',
  },
  'Dwelling (Coverage A)': {
    title: 'Bâtiment (garantie A)',
    meaning:
      'La garantie de la maison elle-même et de ce qui y est attaché (murs, toit, armoires et installations fixes, garage attenant), jusqu’au montant d’assurance du bâtiment inscrit aux conditions particulières. Ce montant devrait être le coût de reconstruction, pas la valeur marchande ni le montant de l’hypothèque, et il fixe souvent d’autres limites et toute franchise en pourcentage.',
  },
  'Other structures (Coverage B)': {
    title: 'Dépendances (garantie B)',
    meaning:
      'La garantie des bâtiments de votre terrain qui ne sont pas attachés à la maison (garage détaché, remise, clôture), habituellement 10 % du montant d’assurance du bâtiment; les polices canadiennes parlent de dépendances. Les bâtiments loués à d’autres ou utilisés pour une entreprise sont généralement exclus.',
  },
  'Scheduled personal property (floater)': {
    title: 'Biens désignés (avenant biens de valeur)',
    meaning:
      'Des objets de valeur inscrits un à un dans votre police, chacun pour sa valeur d’expertise (bijoux, montres, œuvres d’art, appareils photo), et assurés au-delà des limites particulières habituelles, souvent même pour la disparition inexpliquée et sans franchise. L’assureur ne paie pas plus que le montant inscrit et peut remplacer l’objet au lieu de payer : gardez vos évaluations à jour.',
  },
  'Personal property (Coverage C, contents)': {
    title: 'Biens meubles (garantie C, contenu)',
    meaning:
      'La garantie de vos biens (meubles, vêtements, appareils électroniques), à la maison et habituellement ailleurs, jusqu’au montant d’assurance des biens, souvent de 50 % à 70 % de celui du bâtiment. Des limites particulières plafonnent des catégories comme les bijoux, l’argent comptant et les objets de collection, et la garantie paie la valeur réelle, sauf si la police prévoit la valeur à neuf sur le contenu, ce qui est courant au Canada.',
  },
  'Additional living expenses (loss of use)': {
    inPolicy: /\bfrais de subsistance\b/i,
    title: 'Frais de subsistance supplémentaires',
    meaning:
      'Le coût supplémentaire de vivre ailleurs pendant que votre maison est inhabitable à la suite d’un sinistre couvert (hôtel ou loyer, repas supplémentaires, kilométrage), au-delà de vos dépenses habituelles, jusqu’à la limite de montant et de durée de la police.',
  },
  'Personal liability (Coverage E)': {
    title: 'Responsabilité civile (garantie E)',
    meaning:
      'Paie quand vous êtes légalement responsable de blessures causées à d’autres ou de dommages à leurs biens (un invité qui tombe, votre arbre qui tombe sur l’auto d’un voisin), ainsi que votre défense, jusqu’à la limite de responsabilité. Elle ne paie jamais pour vos propres biens et exclut les actes intentionnels et la plupart des risques d’entreprise et de véhicule.',
  },
  'Medical payments': {
    title: 'Frais médicaux',
    meaning:
      'Paie les frais médicaux raisonnables d’une personne blessée chez vous ou par vous, que vous soyez légalement responsable ou non, habituellement jusqu’à une petite limite par personne. Dans les polices auto américaines, la garantie MedPay couvre vous et vos passagers quel que soit le responsable; au Canada, ce sont les indemnités d’accident qui jouent ce rôle.',
  },
  'Perils: named perils and open perils (all risks)': {
    title: 'Risques désignés et tous risques',
    meaning:
      'Un risque est une cause de sinistre, comme le feu, le vent ou le vol. Une police à risques désignés ne couvre que les causes qu’elle énumère, et c’est à vous de montrer que l’une d’elles a causé le sinistre; une police tous risques couvre toute perte matérielle qui n’est pas exclue, et c’est à l’assureur de montrer qu’une exclusion s’applique. Bien des polices combinent les deux.',
  },
  'Sudden and accidental': {
    title: 'Soudain et accidentel',
    meaning:
      'Les mots qu’emploient la plupart des polices pour les dégâts d’eau couverts : de l’eau qui s’échappe soudainement, comme un tuyau qui éclate ou un boyau d’alimentation qui cède, plutôt que sur des semaines. Savoir si une fuite était soudaine est souvent tout le litige : gardez la pièce défectueuse et obtenez le rapport du plombier sur ce qui a cédé et quand.',
  },
  'Wear and tear and gradual damage': {
    title: 'Usure normale et dommages graduels',
    meaning:
      'Les polices excluent les dommages qui se forment lentement : l’usure, la détérioration, l’eau qui s’infiltre ou fuit à répétition pendant des semaines ou des mois. L’exclusion porte sur la façon dont les dommages sont arrivés, pas sur l’âge de la maison : un dommage soudain à un vieux toit ou à un vieux tuyau peut être couvert, et bien des polices paient les dégâts d’eau même quand la pièce usée ne l’est pas.',
  },
  'Mold (fungi)': {
    title: 'Moisissure (champignons)',
    meaning:
      'La plupart des polices excluent la moisissure et la pourriture, ou ne les couvrent que lorsqu’elles résultent d’un dégât d’eau couvert, souvent sous une petite sous-limite pour l’enlèvement et les tests. Faites sécher vite un dégât d’eau et déclarez-le : la moisissure qui se forme pendant qu’une fuite n’est ni déclarée ni contenue n’est habituellement pas couverte.',
  },
  'Sewer and water backup': {
    inPolicy: /\brefoulement\b/i,
    title: 'Refoulement d’égout',
    meaning:
      'De l’eau ou des eaux usées qui refluent dans la maison par les drains, les toilettes ou un puisard, par exemple quand les égouts municipaux débordent pendant un orage. Dans les deux pays, la plupart des polices ne le couvrent que par un avenant facultatif, souvent avec sa propre limite et sa propre franchise : vérifiez vos conditions particulières.',
  },
  'Flood and overland water': {
    title: 'Inondation et eaux de surface',
    meaning:
      'Dans une police, l’inondation est l’eau de surface venue de l’extérieur (crue d’une rivière ou d’un lac, onde de tempête, pluie qui ruisselle sur le sol), pas un tuyau qui éclate. Les polices habitation américaines l’excluent (la garantie vient du NFIP ou d’une police privée); au Canada, les eaux de surface font l’objet d’un avenant facultatif. Dites exactement d’où l’eau est venue : les fuites et le refoulement d’égout relèvent d’autres clauses.',
  },
  'Ordinance or law (building code upgrades)': {
    title: 'Mise aux normes (règlements de construction)',
    meaning:
      'Le coût supplémentaire de reconstruire selon le code du bâtiment ou les règlements municipaux d’aujourd’hui (nouveau filage, isolation, permis), au-delà de remettre ce qui était là. Bien des polices ne le paient que jusqu’à une part fixe du montant d’assurance du bâtiment, souvent 10 %, et seulement une fois les travaux faits : demandez à votre entrepreneur d’inscrire à part les éléments de mise aux normes dans son estimation.',
  },
  'Vacancy and unoccupancy': {
    title: 'Maison vacante ou inoccupée',
    meaning:
      'Une maison laissée vide plus longtemps que la police ne le permet (souvent 30 jours au Canada, 60 dans les polices américaines) peut perdre sa couverture pour des risques comme le vandalisme, le bris de vitres ou le gel. Vacante (vidée) et inoccupée (meublée, personne sur place) se définissent différemment : avisez votre assureur avant de laisser une maison vide et suivez ses conditions sur le chauffage et l’eau.',
  },
  Collapse: {
    title: 'Effondrement',
    meaning:
      'La plupart des polices ne couvrent l’effondrement que comme une garantie additionnelle étroite : la chute soudaine de tout ou partie d’un bâtiment, pour des causes énumérées comme la pourriture cachée, les insectes ou le poids de la glace, de la neige ou des personnes. Les fissures, affaissements, gonflements ou tassements ne sont habituellement pas un effondrement, et les tribunaux ne lisent pas tous le texte de la même façon.',
  },
  'Ensuing (resulting) loss': {
    title: 'Dommages consécutifs (dommages qui en résultent)',
    meaning:
      'Une clause qui redonne la couverture aux dommages qui découlent d’une cause exclue : la police peut exclure le tuyau pourri ou les travaux mal faits eux-mêmes, mais couvrir le dégât d’eau ou l’incendie qui en résulte. C’est souvent la clé d’une réclamation que l’assureur dit exclue : cherchez après chaque exclusion des mots comme « les dommages qui en résultent sont couverts ».',
  },
  'Concurrent causation (anti-concurrent clause)': {
    title: 'Causes concomitantes (clause anti-concomitance)',
    meaning:
      'Quand une cause couverte et une cause exclue se combinent dans un même sinistre (le vent et l’inondation, par exemple), c’est ce qui décide de la couverture. Bien des polices ont une clause qui exclut tout le sinistre dès qu’une cause exclue y a contribué; certains États américains, comme la Californie, regardent plutôt la cause déterminante, et les tribunaux canadiens lisent ces clauses strictement.',
  },
  'Inventory (schedule of loss)': {
    title: 'Inventaire des biens (état des pertes)',
    meaning:
      'La liste détaillée des biens que vous réclamez, chacun avec sa description, sa quantité, son âge, le lieu et la date d’achat, son coût de remplacement et toute preuve comme des reçus, des photos ou des relevés bancaires. L’assureur fixe le montant à partir de cette liste : inscrivez tout, les petits objets aussi, et gardez les biens endommagés jusqu’à ce que l’expert en sinistre vous permette de les jeter.',
  },
  Binder: {
    title: 'Note de couverture',
    meaning:
      'Une preuve d’assurance temporaire que l’assureur ou l’agent émet avant que la police elle-même soit rédigée, souvent pour la signature d’une hypothèque ou une auto qu’on vient d’acheter. Elle engage l’assureur à la couverture qu’elle décrit, habituellement de 30 à 90 jours, jusqu’à ce que la police la remplace.',
  },
  'Hazard insurance': {
    title: 'Assurance des biens exigée par le prêteur (hazard insurance)',
    meaning:
      'Le nom que les prêteurs hypothécaires américains donnent à la partie d’une police habitation qui couvre la maison elle-même contre le feu, le vent et d’autres risques. Ce n’est pas une police distincte; elle ne couvre ni votre responsabilité civile ni vos biens, et l’inondation et les tremblements de terre demandent leur propre garantie.',
  },
  'Force-placed (lender-placed) insurance': {
    title: 'Assurance imposée par le prêteur',
    meaning:
      'Une assurance que le prêteur hypothécaire achète sur votre maison quand votre propre police prend fin ou est annulée, et qu’il vous facture. Elle protège le prêt du prêteur, coûte habituellement beaucoup plus cher et couvre rarement vos biens ou votre responsabilité civile; montrer au prêteur une police à votre nom y met fin.',
  },
  'Home warranty': {
    title: 'Garantie résidentielle (contrat de service)',
    meaning:
      'Un contrat de service, pas une assurance : il paie la réparation ou le remplacement des systèmes et des électroménagers de la maison qui tombent en panne à cause de l’âge ou de l’usure, ce qu’une police habitation exclut. La garantie d’un constructeur couvre les vices de construction d’une maison neuve pendant un certain nombre d’années. Ni l’une ni l’autre ne paie les dommages d’un événement soudain comme un incendie ou l’eau d’un tuyau qui éclate : c’est la police habitation qui le fait.',
  },
  'Private mortgage insurance (PMI)': {
    title: 'Assurance prêt hypothécaire',
    meaning:
      'Une assurance qui protège le prêteur, pas vous, si vous cessez de rembourser un prêt hypothécaire obtenu avec une petite mise de fonds (au Canada, l’assurance prêt hypothécaire comme celle de la SCHL; aux États-Unis, la PMI). Elle ne paie rien pour les dommages à votre maison, ce qui relève de la police habitation, et aux États-Unis elle peut habituellement être annulée quand vous devez moins de 80 % de la valeur d’origine de la maison.',
  },
};
