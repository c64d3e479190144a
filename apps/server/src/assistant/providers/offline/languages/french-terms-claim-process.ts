import type { TermTranslations } from './glossary-words';

/** glossary/terms-claim-process.ts in Québec French: the claim itself, its letters, duties and disputes. */
export const FRENCH_CLAIM_PROCESS_TERMS: TermTranslations = {
  'Reservation of rights (non-waiver)': {
    title: 'Réserve de droits (convention de non-renonciation)',
    meaning:
      'Une lettre (au Canada, souvent une convention de non-renonciation qu’on vous demande de signer) où l’assureur dit qu’il continue de traiter la réclamation tout en gardant le droit de refuser la couverture plus tard, pour des motifs qu’il nomme. Ce n’est pas un refus, mais les motifs montrent ce dont l’assureur doute, et c’est à eux que vous répondez avec des documents.',
  },
  'Coverage denial letter': {
    title: 'Lettre de refus',
    meaning:
      'La décision écrite de l’assureur qui refuse tout ou partie d’une réclamation. Une lettre en bonne et due forme nomme le texte de la police sur lequel elle s’appuie et les faits qui la fondent, et bien des États et des provinces exigent des motifs écrits; gardez-la et notez la date de réception, car les délais pour la contester ou poursuivre peuvent courir à partir de là.',
  },
  'Bad faith': {
    title: 'Mauvaise foi',
    meaning:
      'L’assureur vous doit la bonne foi : enquêter équitablement, payer sans retard indu ce qui est clairement dû et expliquer ses décisions. Aux États-Unis, un manquement peut faire l’objet d’une poursuite distincte avec des dommages au-delà de la police; les tribunaux canadiens peuvent aussi accorder des dommages, rarement punitifs. Tenez un relevé daté des retards, et parlez à un avocat avant d’alléguer la mauvaise foi.',
  },
  'Duty to mitigate (reasonable repairs)': {
    title: 'Obligation de limiter les dommages (mesures raisonnables)',
    meaning:
      'Après un sinistre, vous devez prendre des mesures raisonnables pour protéger les biens contre d’autres dommages (arrêter l’eau, bâcher le toit, placarder les fenêtres, faire sécher), et la police en paie le coût raisonnable. Les dommages qui s’aggravent parce que rien n’a été fait peuvent ne pas être couverts; gardez les reçus et les photos, et attendez l’inspection de l’assureur avant les réparations permanentes.',
  },
  'Recorded statement': {
    title: 'Déclaration enregistrée',
    meaning:
      'Une entrevue, habituellement au téléphone, que l’expert en sinistre enregistre sur la façon dont le sinistre est arrivé. Votre propre police exige en général que vous collaboriez, mais l’assureur de l’autre partie, dans une réclamation contre un tiers, ne peut pas l’exiger; avant l’entrevue, demandez sur quoi elle portera, tenez-vous-en aux faits que vous connaissez et demandez-en une copie.',
  },
  'Proof of loss': {
    inPolicy: /\b(?:preuve|déclaration) de sinistre\b/i,
    title: 'Preuve de sinistre',
    meaning:
      'Une déclaration signée, souvent sous serment, de ce que vous réclamez : le moment et la cause du sinistre, votre intérêt dans les biens et le montant. Les polices l’exigent dans un délai fixé après la demande de l’assureur, et une preuve en retard ou manquante peut retarder ou faire échouer une réclamation.',
  },
  'Examination under oath (EUO)': {
    title: 'Interrogatoire sous serment',
    meaning:
      'Une entrevue officielle sous serment, consignée par un sténographe, que la plupart des polices permettent à l’assureur d’exiger. Vous répondez à des questions sur le sinistre et votre réclamation, puis vous signez la transcription. Vous pouvez vous faire accompagner d’un avocat.',
  },
  Appraisal: {
    inPolicy: /\bexpertise\b/i,
    title: 'Expertise (estimation par des experts)',
    meaning:
      'Une procédure prévue par la plupart des polices de biens pour régler un désaccord sur le montant du sinistre (pas sur la couverture) : chaque partie nomme un expert, les deux choisissent un arbitre, et un montant fixé par deux des trois lie les deux parties. Chaque partie paie habituellement son expert et partage les frais de l’arbitre.',
  },
  Release: {
    title: 'Quittance',
    meaning:
      'Un document que vous signez au règlement et par lequel vous renoncez à toute autre réclamation pour le sinistre en échange du paiement : une « quittance complète et finale ». Une fois signée, elle est très difficile à défaire : vérifiez ce qu’elle couvre (tout, ou seulement le véhicule ou le bâtiment) et qu’il ne reste rien d’inconnu, comme des dommages cachés ou des blessures.',
  },
  Subrogation: {
    inPolicy: /\bsubrogation\b/i,
    title: 'Subrogation',
    meaning:
      'Après vous avoir payé, l’assureur prend votre place pour se faire rembourser par la personne qui a causé le sinistre (un autre conducteur, un entrepreneur). S’il récupère de l’argent, votre franchise peut vous être remboursée. Ne signez rien qui renonce à vos droits contre cette personne sans en parler à votre assureur.',
  },
  'First-party and third-party claims': {
    title: 'Réclamation à votre assureur et réclamation contre un tiers',
    meaning:
      'Vous faites une réclamation à votre assureur en vertu de votre propre police; une réclamation contre un tiers se fait auprès de l’assureur d’une autre personne parce que son assuré a causé le sinistre. Cet assureur n’a aucune obligation contractuelle envers vous, seulement ce dont son assuré est légalement responsable : votre propre garantie est donc souvent plus rapide, et votre assureur se fait ensuite rembourser par subrogation.',
  },
  'Statutory conditions (Canada)': {
    title: 'Conditions légales (Canada)',
    meaning:
      'Des conditions que la loi provinciale sur les assurances inscrit dans les polices de biens canadiennes (le Québec a ses propres règles dans le Code civil du Québec) : avis de sinistre, preuve de sinistre, vos obligations après un sinistre, expertise, moment où l’indemnité est payable et délai pour poursuivre. Un assureur ne peut pas les modifier à votre désavantage; les polices américaines n’ont pas d’équivalent exact, même si bien des États imposent des clauses types.',
  },
  'Limitation period': {
    inPolicy: /\bprescription\b/i,
    title: 'Délai de prescription (délai pour poursuivre)',
    meaning:
      'Le délai pour intenter une poursuite au sujet de la réclamation, fixé par la police et par la loi : souvent un ou deux ans à partir du sinistre ou du refus, selon l’État ou la province. Il continue de courir pendant que vous négociez : notez-le tôt; seule une entente écrite ou la loi elle-même l’arrête.',
  },
  'Regulator and complaints (ombudsman)': {
    title: 'Organisme de réglementation et plaintes (ombudsman)',
    meaning:
      'Aux États-Unis, le département des assurances de chaque État reçoit gratuitement les plaintes sur le traitement des réclamations. Au Canada, vous passez d’abord par le processus de plainte de l’assureur et son ombudsman, puis par le General Insurance OmbudService (GIO); l’organisme de réglementation provincial (l’ARSF en Ontario, le surintendant des assurances de l’Alberta, la BCFSA, l’AMF au Québec) encadre les assureurs. Une plainte n’arrête pas le délai pour poursuivre.',
  },
  'Public adjuster': {
    title: 'Expert en sinistre public (expert d’assuré)',
    meaning:
      'Un expert en sinistre titulaire d’un permis que vous engagez (habituellement pour un pourcentage du règlement) pour préparer et négocier votre réclamation avec l’assureur. L’expert en sinistre de l’assureur travaille pour l’assureur.',
  },
  'Adjuster (staff, independent, catastrophe)': {
    title: 'Expert en sinistre (salarié, indépendant, catastrophe)',
    meaning:
      'La personne qui enquête sur une réclamation et l’évalue pour l’assureur. Un expert salarié est son employé; un expert indépendant est engagé pour le dossier (souvent un expert catastrophe envoyé après une grosse tempête) et peut avoir besoin de l’approbation d’un examinateur. Dans les deux cas, il travaille pour l’assureur : notez son nom et qui décide, et faites vos demandes par écrit.',
  },
  'Named insured (who is insured)': {
    title: 'Assuré désigné (qui est assuré)',
    meaning:
      'L’assuré désigné est la personne ou les personnes inscrites aux conditions particulières; la police assure habituellement aussi leur conjoint et les parents ou autres personnes de moins d’un certain âge qui habitent avec eux. Qui compte décide de quels biens sont couverts et de qui doit signer les formulaires et les chèques : avisez l’assureur quand les occupants de la maison changent.',
  },
  'Declarations page': {
    title: 'Conditions particulières',
    meaning:
      'Les premières pages de votre police, qui indiquent qui est assuré, l’adresse ou le véhicule, la période d’assurance, chaque garantie avec son montant, vos franchises et les avenants qui modifient le texte. C’est la première chose à vérifier lors d’une réclamation; si vous ne l’avez pas, demandez à votre courtier, votre agent ou votre assureur celles en vigueur à la date du sinistre.',
  },
  'Endorsement (rider)': {
    inPolicy: /\bavenants?\b/i,
    title: 'Avenant',
    meaning:
      'Un document ajouté à votre police qui la modifie (il ajoute une garantie comme le refoulement d’égout ou les bijoux, en retire une, ou change des limites ou des franchises) et qui l’emporte sur le texte principal quand les deux diffèrent. Les avenants sont énumérés aux conditions particulières; en assurance auto canadienne, ce sont les formulaires OPCF en Ontario et SEF en Alberta.',
  },
  Exclusion: {
    title: 'Exclusion',
    meaning:
      'Une clause qui retire de la couverture une cause ou un type de sinistre, comme l’inondation, l’usure ou les actes intentionnels. C’est à l’assureur de montrer qu’une exclusion s’applique, les tribunaux interprètent une exclusion ambiguë en votre faveur, et bien des exclusions sont suivies d’une exception qui redonne la couverture : demandez à l’assureur de citer le texte exact sur lequel il s’appuie.',
  },
  Premium: {
    title: 'Prime',
    meaning:
      'Ce que vous payez pour la police pendant sa durée. Une réclamation ne change pas la prime déjà payée, mais les réclamations, surtout les accidents d’auto dont vous êtes responsable, peuvent la faire augmenter au renouvellement ou jouer sur le renouvellement de la police; en Ontario, par exemple, un assureur ne peut pas augmenter votre prime auto pour une collision dont vous n’êtes pas responsable.',
  },
};
