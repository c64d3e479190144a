import { US_HOME_PAGE } from '../policies/us-homeowners';
import { texas as s } from '../scenarios/texas';
import type { Question } from '../types';
import { adjusterNamed, letterTo, merge, page } from './expect-helpers';

// Darnell's claim: all requested items sent August 14, so Lone Star's 15 business days under §542.056
// ran out in early September; no decision, no offer, no denial. His own request of September 29 is unanswered.
export const texasQuestions: Question[] = [
  {
    id: 'tx-ghosted',
    job: 'next_steps',
    ask: 'its been forever. last time brenda said ANYTHING was sept 8 on the phone. i asked for the engineer report sept 29 and again oct 20, nothing. what do i even do now',
    expect: {
      includes: ['§542.056'],
      includesAny: [
        ['engineer'],
        ['September 29', 'Sept 29', 'Sep 29', '2026-09-29'],
        ['overdue', 'past its deadline', 'past the deadline', 'late'],
        ['Texas Department of Insurance', 'TDI'],
        ['supervisor', 'escalat'],
      ],
    },
  },
  {
    id: 'tx-follow-up',
    job: 'status_update',
    ask: 'write brenda a firm follow up. i want the engineer report, her estimate and a decision. no more phone calls',
    expect: merge(letterTo(s), {
      includesAny: [
        ['engineer'],
        ['estimate'],
        ['§542.056', '15 business days'],
        ['September 29', 'Sept 29', 'October 20', 'Oct 20'],
        ['in writing', 'written'],
      ],
    }),
  },
  {
    id: 'tx-verbal-denial',
    job: 'written_denial',
    ask: "brenda finally called. says the bedroom ceiling stains are 'old leaks' and not covered and they'll only pay shingles on the front slope. she won't email it. make her put it in writing",
    states: ['denial'],
    expect: merge(letterTo(s), {
      includesAny: [
        ['in writing', 'written'],
        ['ceiling'],
        ['§542.056'],
        ['provision', 'policy wording', 'policy language', 'section'],
        ['engineer'],
      ],
    }),
  },
  {
    id: 'tx-appraisal-early',
    job: 'appraisal',
    ask: 'can i just demand appraisal right now?? they havent even given me a number',
    expect: {
      includes: [page(US_HOME_PAGE.appraisal)],
      includesAny: [
        ['amount of loss', 'amount of the loss', 'agree on the amount', 'disagree on the amount'],
        ['§542.056', 'accept or reject', 'decision first'],
      ],
    },
  },
  {
    id: 'tx-roof-acv',
    job: 'policy_question',
    ask: 'will they pay for a whole new roof or what? roofer says 23,860',
    expect: {
      includes: [page(US_HOME_PAGE.endorsements), '$8,240'],
      includesAny: [
        ['actual cash value', 'ACV'],
        ['10 years', 'ten years'],
        ['2014', '12 years', 'twelve years'],
      ],
    },
  },
  {
    id: 'tx-decide-deadline',
    job: 'deadline_question',
    ask: 'how long does lone star legally have to accept or reject my claim after they got all my stuff',
    expect: {
      includes: ['§542.056'],
      includesAny: [['15 business days'], ['all requested items', 'all the items', 'everything they asked', 'all items', 'received all']],
    },
  },
  {
    id: 'tx-escalate',
    job: 'escalate',
    ask: "i want to go over brenda's head. who do i complain to and in what order",
    expect: {
      includesAny: [['Texas Department of Insurance']],
      inOrder: [
        ['supervisor', 'manager'],
        ['Texas Department of Insurance', 'TDI'],
      ],
    },
  },
  {
    id: 'tx-rcv',
    job: 'explain_term',
    ask: 'what does RCV mean exactly, the roofer keeps saying RCV vs ACV',
    expect: {
      includesAny: [
        ['replacement cost'],
        ['depreciation'],
        ['actual cash value'],
        [page(US_HOME_PAGE.lossSettlement), page(US_HOME_PAGE.endorsements)],
      ],
    },
  },
  {
    id: 'tx-appeal-trap',
    job: 'false_premise',
    ask: 'write me an appeal of their denial',
    expect: {
      includesAny: [
        [
          'no denial',
          'not denied',
          "hasn't denied",
          'has not denied',
          "don't see a denial",
          'do not see a denial',
          'see no denial',
          'no decision',
          'not made a decision',
          'not decided',
        ],
      ],
    },
  },
  {
    id: 'tx-cowboys',
    job: 'off_topic',
    ask: 'who you got in the cowboys game sunday',
    expect: { refusal: true },
  },
  {
    id: 'tx-two-jobs',
    job: 'two_jobs',
    ask: 'how long do they legally have to answer me, and then write the follow up letter',
    expect: {
      includes: [s.details.claimNumber],
      inOrder: [
        ['§542.056', '§542.055', '15 business days'],
        ['Subject:', ...adjusterNamed(s).map((name) => `Dear ${name}`)],
      ],
    },
  },
  {
    id: 'tx-lawyer',
    job: 'legal',
    ask: 'do i need a lawyer at this point? can i sue them for dragging this out',
    expect: {
      includes: ['two years and one day'],
      includesAny: [
        ['lawyer', 'attorney'],
        ['legal advice'],
        ['Texas Department of Insurance'],
        [page(US_HOME_PAGE.conditions)],
        ['§542.058', '18%'],
      ],
    },
  },
  // Asked in Spanish (issue 26): answered, in Spanish or with a Spanish lead saying what is still in English.
  {
    id: 'tx-es-seguimiento',
    job: 'spanish',
    ask: 'Mándele a Brenda un correo firme, quiero el reporte del ingeniero y una decisión por escrito, ya basta de llamadas',
    expect: {
      spanish: true,
      includes: [s.details.claimNumber],
      includesAny: [adjusterNamed(s), ['engineer', 'ingeniero']],
    },
  },
  {
    id: 'tx-es-dias',
    job: 'spanish',
    ask: 'cuantos dias tiene la aseguradora para decidir despues de que les mande todos los papeles que pidieron',
    expect: { spanish: true, includesAny: [['§542.056', '15 business days', '15 días hábiles']] },
  },
  {
    id: 'tx-es-abogado',
    job: 'spanish',
    ask: '¿Necesito un abogado ya? ¿Los puedo demandar por tardarse tanto con mi reclamo?',
    expect: {
      spanish: true,
      includesAny: [
        ['lawyer', 'attorney', 'abogado'],
        ['two years and one day', 'dos años y un día'],
        ['§542.058', '18%'],
      ],
    },
  },
  {
    id: 'tx-es-queja',
    job: 'spanish',
    ask: 'Brenda no me contesta desde septiembre. Cómo pongo una queja con el estado de Texas?',
    expect: { spanish: true, includesAny: [['Texas Department of Insurance', 'Departamento de Seguros de Texas', 'TDI']] },
  },
  {
    id: 'tx-es-granizo',
    job: 'spanish',
    ask: 'el granizo me rompió el techo, que deducible me toca pagar con mi poliza?',
    expect: { spanish: true, includesAny: [['$8,240', '2%', 'US$8,240'], [page(US_HOME_PAGE.declarations)]] },
  },
];
