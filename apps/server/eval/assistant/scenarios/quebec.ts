import { QUEBEC_HOME_PAGES } from '../policies/quebec-habitation';
import type { Scenario } from '../types';

/** A neighbour's maple through the roof in Laval: proof of loss sent October 2, no decision yet. The user writes in French. */
export const quebec: Scenario = {
  key: 'qc',
  label: 'Québec — tree through the roof, proof of loss sent',
  user: {
    fullName: 'Sylvie Tremblay',
    emailName: 'sylvie.tremblay',
    address: '1835 rue des Érables, Laval, QC H7M 2R4',
    phone: '(450) 555-0187',
  },
  claim: {
    type: 'Roof Damage / Storm',
    description:
      "Lors de l'orage violent du 25 août, un gros érable du terrain voisin est tombé sur le toit. Le toit de la cuisine est percé et l'eau est entrée dans la cuisine et la salle à manger. Un couvreur a posé une bâche d'urgence le soir même (facture de 1 150 $).",
    dateOfIncident: '2026-08-25',
    country: 'Canada',
    city: 'Laval',
    region: 'QC',
    status: 'Active',
  },
  details: {
    insurer: 'Mutuelle Saint-Laurent Assurances',
    policyNumber: 'MSL-HAB-8841207',
    policeReportNumber: '',
    adjusterName: 'Étienne Gagnon',
    adjusterPhone: '(514) 555-0193 poste 2214',
    adjusterEmail: 'egagnon@mutuellestlaurent.example',
    claimNumber: 'MSL-2026-TS-44187',
  },
  policy: {
    filename: 'police-habitation-msl.pdf',
    header: 'Mutuelle Saint-Laurent Assurances — Police habitation, propriétaire occupant — Formulaire MSL-PO-2024',
    footer: 'MSL-PO-2024 (06-2024)',
    pages: QUEBEC_HOME_PAGES,
  },
  diary: [
    {
      on: '2026-08-25',
      kind: 'notice_given',
      direction: 'to_insurer',
      channel: 'email',
      summary: 'Sinistre déclaré par téléphone et par courriel le soir même.',
    },
    {
      on: '2026-08-28',
      kind: 'acknowledgement_received',
      direction: 'from_insurer',
      channel: 'email',
      summary: "Accusé de réception d'Étienne Gagnon, expert en sinistre.",
    },
    {
      on: '2026-09-05',
      kind: 'inspection',
      direction: 'from_insurer',
      channel: 'in_person',
      summary: "Visite de l'expert en sinistre et d'un estimateur.",
    },
    {
      on: '2026-09-14',
      kind: 'proof_of_loss_requested',
      direction: 'from_insurer',
      channel: 'email',
      summary: 'Formulaire de preuve de sinistre reçu par courriel.',
    },
    {
      on: '2026-10-02',
      kind: 'proof_of_loss_sent',
      direction: 'to_insurer',
      channel: 'email',
      summary: 'Preuve de sinistre envoyée : 38 400 $ (toit 24 600 $, intérieur 12 650 $, bâche 1 150 $).',
    },
    {
      on: '2026-11-13',
      kind: 'message_sent',
      direction: 'to_insurer',
      channel: 'email',
      summary: 'Relance envoyée à Étienne Gagnon : toujours aucune décision ni offre.',
    },
  ],
};
